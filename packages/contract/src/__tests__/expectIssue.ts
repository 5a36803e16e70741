import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Asserts that `schema` rejects `value` with an issue at `path` (and, when given, with
 * `message`). Test helper only.
 */
export function expectIssueAt(
  schema: z.ZodType,
  value: unknown,
  path: readonly (string | number)[],
  message?: string,
): void {
  const result = schema.safeParse(value);
  expect(result.success, 'expected the value to be rejected').toBe(false);
  const issues = result.error?.issues ?? [];
  const atPath = issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path));
  expect(atPath, `no issue at ${JSON.stringify(path)}; got ${JSON.stringify(issues.map((i) => [i.path, i.message]))}`).not.toHaveLength(0);
  if (message !== undefined) expect(atPath.map((i) => i.message)).toContain(message);
}
