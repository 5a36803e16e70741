import { describe, expect, it } from 'vitest';
import { validateNotDefault } from './index.js';

describe('validateNotDefault', () => {
  it('should ask for a different value while the default is kept', () => {
    expect(validateNotDefault('Select', 'Select')).toBe('Please specify a different (non-default) value');
    expect(validateNotDefault(0, 0)).toBe('Please specify a different (non-default) value');
  });

  it('should accept any other value', () => {
    expect(validateNotDefault('US', 'Select')).toBeNull();
    expect(validateNotDefault(1, 0)).toBeNull();
  });
});
