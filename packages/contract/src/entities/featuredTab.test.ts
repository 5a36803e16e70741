import { describe, expect, it } from 'vitest';
import { featuredTabSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('featuredTabSchema', () => {
  it('should parse a tab and require its value', () => {
    expect(featuredTabSchema.parse({ name: 'On Sale', value: 'onsale' })).toEqual({ name: 'On Sale', value: 'onsale' });
    expectIssueAt(featuredTabSchema, { name: 'On Sale' }, ['value']);
  });
});
