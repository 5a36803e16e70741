import { describe, expect, it } from 'vitest';
import { tradeInBodySchema, tradeInResultSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('trade-in', () => {
  it('should take the owned game id and answer credit and balance', () => {
    expect(tradeInBodySchema.parse({ game_item_id: 301 })).toEqual({ game_item_id: 301 });
    expectIssueAt(tradeInBodySchema, { game_item_id: '301' }, ['game_item_id']);
    expect(tradeInResultSchema.parse({ success: true, credit: 5, balance: 17.5 }).balance).toBe(17.5);
    expectIssueAt(tradeInResultSchema, { success: true, credit: 5 }, ['balance']);
  });
});
