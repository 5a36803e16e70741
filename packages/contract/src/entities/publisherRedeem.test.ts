import { describe, expect, it } from 'vitest';
import { publisherRedeemBodySchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('publisherRedeemBodySchema', () => {
  it('should require the transaction, user id and ticket', () => {
    expect(publisherRedeemBodySchema.parse({ transaction_id: 'tx-1', user_id: 'u-9', user_ticket: 't0k3n' }).user_id).toBe('u-9');
    expectIssueAt(publisherRedeemBodySchema, { transaction_id: 'tx-1', user_id: 'u-9' }, ['user_ticket']);
  });
});
