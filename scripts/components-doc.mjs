#!/usr/bin/env node
/**
 * Writes docs/components.md, the reference of every public component and hook of `@d2d/react`,
 * from the package's own sources: the exports of `src/index.ts` (in its sections), each export's
 * JSDoc and `@example`, and the members of its `…Props` interface with their JSDoc.
 *
 *   node scripts/components-doc.mjs          # writes docs/components.md
 *   node scripts/components-doc.mjs --check  # exits 1 when docs/components.md is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'packages/react/src');
const OUT = join(ROOT, 'docs/components.md');

/** The exports of index.ts in order, with the section comment they sit under. */
function indexExports() {
  const text = readFileSync(join(SRC, 'index.ts'), 'utf8');
  const out = [];
  let section = 'General';
  const statement = /^\/\/\s*(.+)$|^export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)';/gm;
  for (const match of text.matchAll(statement)) {
    if (match[1]) {
      section = match[1].trim();
      continue;
    }
    const typeOnly = Boolean(match[2]);
    for (const raw of match[3].split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const isType = typeOnly || spec.startsWith('type ');
      const name = spec.replace(/^type\s+/, '').split(/\s+as\s+/).pop().trim();
      out.push({ name, isType, section, file: sourceOf(match[4]) });
    }
  }
  return out;
}

function sourceOf(specifier) {
  const base = join(SRC, specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.tsx`, `${base}.ts`]) if (existsSync(candidate)) return candidate;
  throw new Error(`index.ts exports from ${specifier}, which has no source`);
}

/** The JSDoc block right before `export … name`, parsed into text and tags. */
function docOf(source, name) {
  const declaration = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*export\\s+(?:declare\\s+)?(?:async\\s+)?(?:function|const|class|interface|type)\\s+${name}\\b`);
  const match = declaration.exec(source);
  return match ? parseDoc(match[1]) : { text: '', tags: [] };
}

function parseDoc(block) {
  const lines = block
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''));
  const text = [];
  const tags = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    if (tag) tags.push({ tag: tag[1], body: [tag[2]] });
    else if (tags.length > 0) tags.at(-1).body.push(line);
    else text.push(line);
  }
  return {
    text: text.join('\n').trim().replace(/\{@link\s+([^}]+)\}/g, '`$1`'),
    tags: tags.map((t) => ({ tag: t.tag, body: t.body.join('\n').replace(/\s+$/, '') })),
  };
}

/** The members of `export interface Name … { … }`: name, optional, type and JSDoc text. */
function propsOf(source, name) {
  const head = new RegExp(`export\\s+interface\\s+${name}\\b([^{]*)\\{`).exec(source);
  if (!head) return null;
  const extendsClause = /extends\s+(.+)$/.exec(head[1].trim())?.[1]?.trim();
  let depth = 1;
  let i = head.index + head[0].length;
  const start = i;
  for (; i < source.length && depth > 0; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}') depth -= 1;
  }
  const body = source.slice(start, i - 1);
  const members = [];
  let doc = '';
  let cursor = 0;
  while (cursor < body.length) {
    const rest = body.slice(cursor);
    const space = /^\s+/.exec(rest);
    if (space) {
      cursor += space[0].length;
      continue;
    }
    if (rest.startsWith('/**')) {
      const end = rest.indexOf('*/');
      doc = parseDoc(rest.slice(0, end + 2)).text.replace(/\s*\n\s*/g, ' ');
      cursor += end + 2;
      continue;
    }
    if (rest.startsWith('//')) {
      cursor += rest.indexOf('\n') === -1 ? rest.length : rest.indexOf('\n');
      continue;
    }
    const member = /^(readonly\s+)?(['\w-]+)(\??)\s*:/.exec(rest);
    if (!member) {
      // a call or index signature: skip to the end of the line
      cursor += rest.indexOf('\n') === -1 ? rest.length : rest.indexOf('\n');
      doc = '';
      continue;
    }
    let j = member[0].length;
    let nesting = 0;
    for (; j < rest.length; j += 1) {
      const c = rest[j];
      if ('{(<['.includes(c)) nesting += 1;
      else if ('})>]'.includes(c) && !(c === '>' && rest[j - 1] === '=')) nesting -= 1;
      else if ((c === ';' || c === '\n') && nesting <= 0) break;
    }
    members.push({ name: member[2], optional: member[3] === '?', type: rest.slice(member[0].length, j).trim().replace(/\s+/g, ' '), doc });
    doc = '';
    cursor += j + 1;
  }
  return { extendsClause, members };
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function render() {
  const exports = indexExports();
  const typeNames = new Set(exports.filter((e) => e.isType).map((e) => e.name));
  const documented = exports.filter((e) => !e.isType && (/^use[A-Z]/.test(e.name) || (/^[A-Z][a-z]/.test(e.name) && e.file.endsWith('.tsx') && !/Context$|Error$/.test(e.name))));
  const lines = [
    '# `@d2d/react` components and hooks',
    '',
    '<!-- Generated by scripts/components-doc.mjs from packages/react/src: edit the JSDoc there and run `node scripts/components-doc.mjs`. -->',
    '',
    'Every component and hook `@d2d/react` exports, in the sections of its `index.ts`, with its props',
    '(from the `…Props` interface: `?` marks an optional prop) and an example. Components read the',
    'store from `<StoreProvider store={store}>` (made with `createStore` of `@d2d/core`); style them',
    'with `@d2d/react/styles.css`. Installing: [install.md](install.md).',
    '',
    'Every component also has a page in the Storybook (`stories/`), with its states, controls and an',
    'Accessibility panel (axe). `npm run storybook:build` builds it into `docs/storybook/` (open',
    '`docs/storybook/index.html`); CI builds it on every run, and `npx storybook dev` serves it live.',
    '',
  ];
  const sections = [...new Set(documented.map((e) => e.section))];
  lines.push('## Contents', '');
  for (const section of sections) {
    const names = documented.filter((e) => e.section === section).map((e) => `[${e.name}](#${e.name.toLowerCase()})`);
    lines.push(`- **${section}**: ${names.join(', ')}`);
  }
  lines.push('');
  for (const section of sections) {
    lines.push(`## ${section[0].toUpperCase()}${section.slice(1)}`, '');
    for (const entry of documented.filter((e) => e.section === section)) {
      const source = readFileSync(entry.file, 'utf8');
      const doc = docOf(source, entry.name);
      lines.push(`### ${entry.name}`, '');
      lines.push(`\`${entry.file.slice(ROOT.length + 1)}\``, '');
      if (doc.text) lines.push(doc.text, '');
      const propsName = `${entry.name}Props`;
      const props = typeNames.has(propsName) || /^[A-Z]/.test(entry.name) ? propsOf(source, propsName) : null;
      if (props) {
        if (props.extendsClause) lines.push(`Props (\`${propsName}\`) extend \`${props.extendsClause}\`.`, '');
        if (props.members.length > 0) {
          lines.push('| prop | type | what it is |', '|---|---|---|');
          for (const m of props.members) lines.push(`| \`${m.name}${m.optional ? '?' : ''}\` | \`${cell(m.type)}\` | ${cell(m.doc)} |`);
          lines.push('');
        }
      }
      for (const tag of doc.tags.filter((t) => t.tag === 'param' || t.tag === 'returns')) {
        lines.push(`- ${tag.tag === 'param' ? 'param' : 'returns'} ${tag.body.replace(/\s*\n\s*/g, ' ').replace(/^(\w+)\s*-\s*/, '`$1`: ')}`);
      }
      if (doc.tags.some((t) => t.tag === 'param' || t.tag === 'returns')) lines.push('');
      const examples = doc.tags.filter((t) => t.tag === 'example');
      for (const example of examples) {
        lines.push('```tsx', example.body.trim(), '```', '');
      }
      if (examples.length === 0 && props && /^[A-Z]/.test(entry.name)) {
        // no @example in the source: show the required props
        const required = props.members.filter((m) => !m.optional && m.name !== 'children').map((m) => `${m.name}={…}`);
        lines.push('```tsx', `<${[entry.name, ...required].join(' ')} />`, '```', '');
      }
    }
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

const text = render();
if (process.argv.includes('--check')) {
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    console.error('docs/components.md is out of date: run node scripts/components-doc.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT.slice(ROOT.length + 1)}`);
}
