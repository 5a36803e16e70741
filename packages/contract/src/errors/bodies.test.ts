import { describe, expect, it } from 'vitest';
import {
  badRequestBodySchema,
  conflictBodySchema,
  serviceUnavailableBodySchema,
  unauthorizedBodySchema,
  unprocessableBodySchema,
} from '../errors.js';

describe('error body schemas', () => {
  it('should read a 400 with model state', () => {
    const body = { message: 'The request is invalid.', modelState: { email: ['This field is required.'] } };
    expect(badRequestBodySchema.parse(body)).toEqual(body);
    expect(badRequestBodySchema.safeParse({ message: 'x', modelState: { email: 'not a list' } }).success).toBe(false);
    expect(badRequestBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('should read 401 and 503 messages', () => {
    expect(unauthorizedBodySchema.parse({ message: 'Authorization has been denied for this request.' }).message).toBe(
      'Authorization has been denied for this request.',
    );
    expect(serviceUnavailableBodySchema.parse({ message: 'Maintenance' }).message).toBe('Maintenance');
    expect(unauthorizedBodySchema.safeParse({}).success).toBe(false);
  });

  it('should read a 409 failure with an integer id', () => {
    expect(conflictBodySchema.parse({ failureError: { id: 102, message: 'Confirm first' } })).toEqual({
      failureError: { id: 102, message: 'Confirm first' },
    });
    expect(conflictBodySchema.safeParse({ failureError: { id: '102', message: 'x' } }).success).toBe(false);
    expect(conflictBodySchema.safeParse({ failureError: { id: 1.5, message: 'x' } }).success).toBe(false);
  });

  it('should read a 422 with a numeric or string code, base and field errors', () => {
    const parsed = unprocessableBodySchema.parse({
      error_code: '7002',
      errors: { base: ['Card expired.'], gift_email: ['is invalid'] },
      message: 'Failed',
    });
    expect(parsed.error_code).toBe('7002');
    expect(parsed.errors?.base).toEqual(['Card expired.']);
    expect(parsed.errors?.['gift_email']).toEqual(['is invalid']);
    expect(unprocessableBodySchema.parse({ error_code: 4010 }).error_code).toBe(4010);
    expect(unprocessableBodySchema.parse({})).toEqual({});
  });

  it('should refuse a 422 whose errors are not lists of strings', () => {
    expect(unprocessableBodySchema.safeParse({ errors: { base: 'text' } }).success).toBe(false);
    expect(unprocessableBodySchema.safeParse({ errors: { email: [1] } }).success).toBe(false);
    expect(unprocessableBodySchema.safeParse({ error_code: true }).success).toBe(false);
  });
});
