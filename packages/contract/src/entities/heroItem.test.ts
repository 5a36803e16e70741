import { describe, expect, it } from 'vitest';
import { HERO_TYPE, heroItemSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const hero = {
  type: HERO_TYPE.PRODUCT_VIDEO,
  title: 'Starfall Tactics',
  linkUrl: '/download-starfall-tactics/1042',
  designImages: { big: '/hero/1042-big.svg', small: '/hero/1042-small.svg' },
  product: { id: 1042, title: 'Starfall Tactics' },
  autoplay: true,
  video_code: 'abc123',
  designDisplays: [{ name: 'logo', file: '/hero/logo.svg', properties: { left: '10%', top: 20 }, animation: { start: 500 } }],
  timer: { timeToLive: 3600 },
};

describe('heroItemSchema', () => {
  it('should parse a hero with design displays and a timer', () => {
    const parsed = heroItemSchema.parse(hero);
    expect(parsed.designDisplays?.[0]?.animation?.start).toBe(500);
    expect(parsed.timer?.timeToLive).toBe(3600);
  });

  it('should accept types 0 to 3 only', () => {
    for (const type of [0, 1, 2, 3]) expect(heroItemSchema.safeParse({ ...hero, type }).success).toBe(true);
    expectIssueAt(heroItemSchema, { ...hero, type: 4 }, ['type']);
  });

  it('should reject a negative timer', () => {
    expectIssueAt(heroItemSchema, { ...hero, timer: { timeToLive: -1 } }, ['timer', 'timeToLive']);
  });
});
