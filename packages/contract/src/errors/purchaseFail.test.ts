import { describe, expect, it } from 'vitest';
import { purchaseFailMessage } from '../errors.js';

describe('purchaseFailMessage', () => {
  it('should give the text of each purchase-fail code', () => {
    expect(purchaseFailMessage(3001)).toBe('Profile saved');
    expect(purchaseFailMessage(4001)).toBe('Your payment was declined. Please contact Billing Support.');
    expect(purchaseFailMessage(4002)).toBe('User is currently blocked');
    expect(purchaseFailMessage(5001)).toBe('Unknown System Error');
  });

  it('should accept the code as a route string', () => {
    expect(purchaseFailMessage('4002')).toBe('User is currently blocked');
    expect(purchaseFailMessage(' 3001 ')).toBe('Profile saved');
  });

  it('should fall back to Unknown System Error', () => {
    expect(purchaseFailMessage(9999)).toBe('Unknown System Error');
    expect(purchaseFailMessage('abc')).toBe('Unknown System Error');
    expect(purchaseFailMessage(undefined)).toBe('Unknown System Error');
    expect(purchaseFailMessage(null)).toBe('Unknown System Error');
  });
});
