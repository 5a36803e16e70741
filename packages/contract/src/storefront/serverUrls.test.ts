import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { urlSchema } from '../entities/wire.js';
import { SERVER_URL_FIELDS, STORE_ROUTE_FIELDS, isServerUrlField } from './serverUrls.js';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: unknown): unknown {
  let inner = schema;
  for (let def = defOf(inner); def && WRAPPERS.has(def.type); def = defOf(inner)) inner = def.innerType;
  return inner;
}

function isUrl(schema: unknown): boolean {
  const inner = unwrap(schema);
  return inner === urlSchema || (defOf(inner)?.type === 'string' && (inner as z.ZodString).maxLength === 2048);
}

/** Every URL field of a schema, as `parent.key` (`-` for the top level), like core's walk over an answer. */
function urlFields(schema: unknown, parent: string, out: Set<string>, seen = new Set<unknown>()): void {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  const walk = (inner: unknown, p = parent) => urlFields(inner, p, out, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        if (isUrl(value)) out.add(`${parent}.${key}`);
        else walk(value, key);
      }
      if (def.catchall) walk(def.catchall);
      return;
    case 'array':
      return walk(def.element);
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      return;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      return;
    case 'record':
      return walk(def.valueType);
    case 'pipe':
      walk(def.in);
      walk(def.out);
      return;
    case 'lazy':
      return walk((def.getter as () => unknown)());
    case 'tuple':
      for (const item of def.items as unknown[]) walk(item);
      return;
    default:
      if (WRAPPERS.has(def.type)) walk(def.innerType);
  }
}

function answerUrlFields(): string[] {
  const out = new Set<string>();
  for (const endpoint of Object.values(endpoints)) urlFields((endpoint as { response?: unknown }).response, '-', out);
  return [...out].sort();
}

const routeFields = new Set(STORE_ROUTE_FIELDS);
const isRouteField = (parent: string, key: string) => !isServerUrlField(parent, key) && (routeFields.has(key) || routeFields.has(`${parent}.${key}`));

describe('the URL fields of the answers', () => {
  it('should list every URL field of every answer as a server URL or a store route', () => {
    const fields = answerUrlFields();
    expect(fields.length).toBeGreaterThan(20);
    const unlisted = fields.filter((field) => {
      const [parent = '-', key = ''] = field.split('.');
      return !isServerUrlField(parent, key) && !isRouteField(parent, key);
    });
    expect(unlisted).toEqual([]);
  });

  it('should list only fields the answers have', () => {
    const fields = answerUrlFields();
    const used = (entry: string) => fields.some((field) => field === entry || field.endsWith(`.${entry}`));
    expect([...SERVER_URL_FIELDS, ...STORE_ROUTE_FIELDS].filter((entry) => !used(entry))).toEqual([]);
  });

  it('should tell media and downloads from page routes by their parent', () => {
    expect(isServerUrlField('sources', 'url')).toBe(true);
    expect(isServerUrlField('locations', 'url')).toBe(true);
    expect(isServerUrlField('genres', 'url')).toBe(false);
    expect(isServerUrlField(undefined, 'url')).toBe(false);
    expect(isServerUrlField('items', 'thumbnailImage')).toBe(true);
    expect(isServerUrlField('heroItems', 'linkUrl')).toBe(false);
  });
});
