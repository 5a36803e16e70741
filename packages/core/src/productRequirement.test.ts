import { describe, expect, it } from 'vitest';
import { productRequirementState } from './index.js';

const base = (id: number, isRequired: boolean) => ({ id, title: `Base ${id}`, isRequired });

describe('productRequirementState', () => {
  it('should need nothing without requirements', () => {
    expect(productRequirementState(undefined).state).toBe('none');
    expect(productRequirementState([]).state).toBe('none');
  });

  it('should tell a required base from an optional one', () => {
    expect(productRequirementState([base(1, true)])).toEqual({ state: 'single-required', requirements: [base(1, true)] });
    expect(productRequirementState([base(1, false)]).state).toBe('single-not-required');
  });

  it('should list several possible bases', () => {
    expect(productRequirementState([base(1, true), base(2, true)]).state).toBe('multiple');
  });

  it('should need nothing when the shopper owns a listed base', () => {
    expect(productRequirementState([base(1, true), base(2, true)], [2]).state).toBe('none');
  });
});
