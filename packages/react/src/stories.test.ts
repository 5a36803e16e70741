import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component gets a Storybook page: `stories/<Name>.stories.tsx` whose default export's
// title ends with `/<Name>`. The files are read as text, so the check needs no Storybook.
// a string, not `new URL`: jsdom's URL is not one node:url accepts
const here = dirname(fileURLToPath(import.meta.url));
const componentsDir = join(here, 'components');
const storiesDir = join(here, '..', '..', '..', 'stories');

/** Folders that hold a component: `<Name>/<Name>.tsx`. */
function componentNames(): string[] {
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(componentsDir, entry.name, `${entry.name}.tsx`)))
    .map((entry) => entry.name)
    .sort();
}

/** The string value of the top-level `title` key of the object literal opening at `open`, or null. */
function topLevelTitle(source: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      // skip the string (escapes included); template expressions hold no `title:` key we want
      const quote = ch;
      i += 1;
      while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
      continue;
    }
    if (ch === '{' || ch === '[' || ch === '(') depth += 1;
    else if (ch === '}' || ch === ']' || ch === ')') {
      depth -= 1;
      if (depth === 0) return null;
    } else if (depth === 1 && /[\s,{]/.test(source[i - 1] ?? '')) {
      const match = /^title\s*:\s*(['"`])([^'"`]*)\1/.exec(source.slice(i));
      if (match) return match[2] ?? null;
    }
  }
  return null;
}

/**
 * The `title` of a story file's default export (`export default meta` with `const meta = {…}`,
 * or `export default {…}`), or null.
 */
function defaultExportTitle(source: string): string | null {
  const inline = /export\s+default\s+\{/.exec(source);
  if (inline) return topLevelTitle(source, inline.index + inline[0].length - 1);
  const named = /export\s+default\s+([A-Za-z_$][\w$]*)\s*;?/.exec(source);
  if (!named) return null;
  const declaration = new RegExp(`(?:const|let|var)\\s+${named[1]}\\b[^=]*=\\s*\\{`).exec(source);
  if (!declaration) return null;
  return topLevelTitle(source, declaration.index + declaration[0].length - 1);
}

/** What is wrong with a component's story file, or null when it is fine. */
function storyProblem(name: string, source: string | undefined): string | null {
  if (source === undefined) return `${name}: stories/${name}.stories.tsx is missing`;
  const title = defaultExportTitle(source);
  if (title === null) return `${name}: stories/${name}.stories.tsx has no default export with a title`;
  if (!title.endsWith(`/${name}`)) return `${name}: the title '${title}' of stories/${name}.stories.tsx does not end with '/${name}'`;
  return null;
}

function readStory(name: string): string | undefined {
  const file = join(storiesDir, `${name}.stories.tsx`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe('defaultExportTitle', () => {
  it('should read the title of the meta object, not a title inside its args', () => {
    const source = "const meta = {\n  args: { title: 'PC Games' },\n  title: 'Browse/BrowseList',\n} satisfies Meta;\nexport default meta;";
    expect(defaultExportTitle(source)).toBe('Browse/BrowseList');
  });

  it('should read an inline default export', () => {
    expect(defaultExportTitle("export default { title: 'Cart/CouponForm', component: CouponForm };")).toBe('Cart/CouponForm');
  });

  it('should find no title without a default export or without a title key', () => {
    expect(defaultExportTitle("const meta = { title: 'Cart/CouponForm' };")).toBeNull();
    expect(defaultExportTitle("const meta = { args: { title: 'x' } };\nexport default meta;")).toBeNull();
  });

  it('should skip braces and title keys inside strings', () => {
    const source = "const meta = {\n  args: { message: '} title: \\'Nope\\'' },\n  title: 'Dialogs/MessageDialog',\n};\nexport default meta;";
    expect(defaultExportTitle(source)).toBe('Dialogs/MessageDialog');
  });
});

describe('storyProblem', () => {
  it('should name a component whose story file is missing', () => {
    expect(storyProblem('KeyDialog', undefined)).toBe('KeyDialog: stories/KeyDialog.stories.tsx is missing');
  });

  it('should name a component whose story title belongs to another component', () => {
    expect(storyProblem('CartLines', "const meta = { title: 'Cart/MiniCart' };\nexport default meta;")).toMatch(/^CartLines: the title 'Cart\/MiniCart'/);
  });

  it('should not take a title that only ends with the name without its group separator', () => {
    expect(storyProblem('Dialog', "const meta = { title: 'Dialogs/KeyDialog' };\nexport default meta;")).toMatch(/^Dialog: /);
  });

  it('should accept a title in the component group', () => {
    expect(storyProblem('CouponForm', "const meta = { title: 'Cart/CouponForm' };\nexport default meta;")).toBeNull();
  });
});

describe('component stories', () => {
  const names = componentNames();

  it('should find the component folders', () => {
    expect(names).toContain('OfferButtonGroup');
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(names)('should have a story for %s titled with its name', (name) => {
    const problem = storyProblem(name, readStory(name));
    // the whole sentence, not the matcher's truncated preview, so the fix is obvious
    if (problem) expect.fail(problem);
  });

  it('should keep one story file per component, each titled with its component', () => {
    const files = readdirSync(storiesDir).filter((f) => f.endsWith('.stories.tsx'));
    const problems = files.flatMap((file) => {
      const name = file.slice(0, -'.stories.tsx'.length);
      if (!names.includes(name)) return [`stories/${file} names no component folder`];
      const problem = storyProblem(name, readFileSync(join(storiesDir, file), 'utf8'));
      return problem ? [problem] : [];
    });
    if (problems.length > 0) expect.fail(problems.join('\n'));
  });
});
