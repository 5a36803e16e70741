import { describe, expect, it } from 'vitest';
import { ChannelError } from './channelError.js';

describe('ChannelError', () => {
  it('should be an Error with its name set, its code, the text to show and the cause', () => {
    const cause = new TypeError('network down');
    const error = new ChannelError('unavailable', 'Service temporarily unavailable. Please try again later.', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error.name).toBe('ChannelError');
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Service temporarily unavailable. Please try again later.');
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe('ChannelError: Service temporarily unavailable. Please try again later.');
  });

  it('should be the class the package exports', async () => {
    const elements = await import('../index.js');
    expect(elements.ChannelError).toBe(ChannelError);
  });
});
