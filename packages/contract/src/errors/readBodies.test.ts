import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badRequestBodySchema, conflictBodySchema, unprocessableBodySchema } from './bodies.js';
import { readBadRequestBody, readConflictBody, readUnprocessableBody } from './readBodies.js';

const strings = fc.array(fc.string(), { maxLength: 3 });
const loose = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.double(), fc.string(), fc.boolean(), strings, fc.array(fc.integer(), { maxLength: 2 }));
const errorsLike = fc.oneof(loose, fc.dictionary(fc.constantFrom('base', 'email', 'gift_email'), fc.oneof(strings, loose), { maxKeys: 3 }));
const unprocessableLike = fc.oneof(
  loose,
  fc.record({ error_code: loose, errors: errorsLike, message: loose }, { requiredKeys: [] }),
);
const conflictLike = fc.oneof(loose, fc.record({ failureError: fc.oneof(loose, fc.record({ id: loose, message: loose }, { requiredKeys: [] })) }, { requiredKeys: [] }));
const badRequestLike = fc.oneof(
  loose,
  fc.record({ message: loose, modelState: fc.oneof(loose, fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(strings, loose), { maxKeys: 3 })) }, { requiredKeys: [] }),
);

function schemaResult(schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

describe('error body readers', () => {
  it('should read a 422 body exactly as unprocessableBodySchema parses it', () => {
    fc.assert(fc.property(unprocessableLike, (body) => {
      expect(readUnprocessableBody(body)).toEqual(schemaResult(unprocessableBodySchema, body));
    }), { numRuns: 500 });
  });

  it('should read a 409 body exactly as conflictBodySchema parses it', () => {
    fc.assert(fc.property(conflictLike, (body) => {
      expect(readConflictBody(body)).toEqual(schemaResult(conflictBodySchema, body));
    }), { numRuns: 500 });
  });

  it('should read a 400 body exactly as badRequestBodySchema parses it', () => {
    fc.assert(fc.property(badRequestLike, (body) => {
      expect(readBadRequestBody(body)).toEqual(schemaResult(badRequestBodySchema, body));
    }), { numRuns: 500 });
  });

  it('should read the bodies the spec shows', () => {
    expect(readUnprocessableBody({ error_code: '7002', errors: { base: ['No.'] }, extra: 1 })).toEqual({ error_code: '7002', errors: { base: ['No.'] } });
    expect(readConflictBody({ failureError: { id: 102, message: 'Confirm.' } })).toEqual({ failureError: { id: 102, message: 'Confirm.' } });
    expect(readBadRequestBody({ message: 'Bad.', modelState: { email: ['Required.'] } })).toEqual({ message: 'Bad.', modelState: { email: ['Required.'] } });
    expect(readConflictBody({ failureError: { id: 1.5, message: 'x' } })).toBeUndefined();
    // a field whose list is missing is accepted by the schema, so the reader accepts it too
    expect(readUnprocessableBody({ errors: { email: undefined } })).toEqual(schemaResult(unprocessableBodySchema, { errors: { email: undefined } }));
    expect(readUnprocessableBody({ errors: { email: undefined } })).toEqual({ errors: {} });
  });
});
