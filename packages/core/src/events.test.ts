import { describe, expect, it, vi } from 'vitest';
import { Emitter } from './index.js';

interface Events {
  ping: { n: number };
  other: string;
}

describe('Emitter', () => {
  it('should deliver typed payloads in subscription order until unsubscribed', () => {
    const emitter = new Emitter<Events>();
    const seen: string[] = [];
    const off = emitter.on('ping', ({ n }) => seen.push(`a${n}`));
    emitter.on('ping', ({ n }) => seen.push(`b${n}`));
    emitter.emit('ping', { n: 1 });
    off();
    emitter.emit('ping', { n: 2 });
    emitter.emit('other', 'x');
    expect(seen).toEqual(['a1', 'b1', 'b2']);
  });

  it('should call a once listener a single time', () => {
    const emitter = new Emitter<Events>();
    const listener = vi.fn();
    emitter.once('other', listener);
    emitter.emit('other', 'x');
    emitter.emit('other', 'y');
    expect(listener).toHaveBeenCalledExactlyOnceWith('x');
  });

  it('should keep delivering when a listener throws, and report the error', () => {
    const onError = vi.fn();
    const emitter = new Emitter<Events>(onError);
    const after = vi.fn();
    emitter.on('other', () => {
      throw new Error('boom');
    });
    emitter.on('other', after);
    emitter.emit('other', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });

  it('should drop every listener on clear', () => {
    const emitter = new Emitter<Events>();
    const listener = vi.fn();
    emitter.on('other', listener);
    emitter.clear();
    emitter.emit('other', 'x');
    expect(listener).not.toHaveBeenCalled();
  });
});
