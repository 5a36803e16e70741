import { describe, expect, it } from 'vitest';
import { downloadOutcome } from '../errors.js';

describe('downloadOutcome', () => {
  it('should download an available location', () => {
    expect(downloadOutcome({ locationStatus: 'LocationAvailable', url: 'https://cdn.example/game.zip' })).toEqual({
      kind: 'download',
      url: 'https://cdn.example/game.zip',
    });
  });

  it('should explain a pre-order pending release', () => {
    expect(downloadOutcome({ locationStatus: 'PreorderPendingRelease' })).toEqual({
      kind: 'error',
      message: 'This pre-order is not available yet. For more information please contact Customer Support.',
    });
  });

  it('should report a problem for anything else', () => {
    const problem = {
      kind: 'error',
      message: 'A problem occurred downloading this game. For more information please contact Customer Support.',
    };
    expect(downloadOutcome({ locationStatus: 'LocationUnavailable', url: 'https://x' })).toEqual(problem);
    expect(downloadOutcome({ locationStatus: 'LocationAvailable', url: '' })).toEqual(problem);
    expect(downloadOutcome(undefined)).toEqual(problem);
  });
});
