// Writes custom-elements.json (the Custom Elements Manifest, schema 2.0.0) from the JSDoc of the
// elements: `@tagname`, `@attr`, `@slot`, `@event`, `@csspart` and `@cssproperty` on the
// exported element type of each file under src/elements. `--check` only compares and fails when
// the file is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// not `new URL('..', import.meta.url)`: Vite (in the tests) rewrites that pattern into an asset URL
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(packageDir, 'custom-elements.json');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /Element\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function camel(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** Reads `{type} name - description`; the type and the name may be missing (`@slot - …`). */
function tagParts(text) {
  let rest = text.trim();
  let type;
  const typed = /^\{([^}]*)\}\s*/.exec(rest);
  if (typed) {
    type = typed[1];
    rest = rest.slice(typed[0].length);
  }
  let name = '';
  if (!/^-(\s|$)/.test(rest)) {
    const named = /^(\S+)\s*/.exec(rest);
    name = named?.[1] ?? '';
    rest = rest.slice(named?.[0].length ?? 0);
  }
  return { type, name, description: rest.replace(/^-\s*/, '').trim() };
}

function parseBlock(block) {
  const lines = block
    .split('\n')
    .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, '').replace(/\*\/\s*$/, ''))
    .join('\n');
  const [intro, ...tags] = lines.split(/\n(?=@)/);
  const description = intro.startsWith('@') ? '' : intro.trim().replace(/\n{2,}/g, '\n\n').replace(/([^\n])\n(?!\n)/g, '$1 ');
  const all = intro.startsWith('@') ? [intro, ...tags] : tags;
  return { description, tags: all.map((tag) => ({ kind: /^@(\w+)/.exec(tag)[1], text: tag.replace(/^@\w+\s*/, '').replace(/\s*\n\s*/g, ' ').trim() })) };
}

/** The manifest of the elements' sources. */
export function buildManifest() {
  const modules = [];
  for (const file of sourceFiles(join(packageDir, 'src', 'elements')).sort()) {
    const text = readFileSync(file, 'utf8');
    const path = relative(packageDir, file).split('\\').join('/');
    const declarations = [];
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:interface|type) (\w+)/g)) {
      const { description, tags } = parseBlock(match[1]);
      const tagName = tags.find((t) => t.kind === 'tagname')?.text;
      if (!tagName) continue;
      const pick = (kind) => tags.filter((t) => t.kind === kind).map((t) => tagParts(t.text));
      const attributes = pick('attr').map((a) => ({ name: a.name, type: { text: a.type ?? 'string' }, description: a.description, fieldName: camel(a.name) }));
      declarations.push({
        kind: 'class',
        customElement: true,
        name: match[2],
        tagName,
        description,
        attributes,
        members: attributes.map((a) => ({ kind: 'field', name: a.fieldName, type: { text: `${a.type.text} | undefined` }, description: a.description, attribute: a.name })),
        events: pick('event').map((e) => ({ name: e.name, type: { text: e.type ?? 'CustomEvent' }, description: e.description })),
        slots: pick('slot').map((s) => ({ name: s.name, description: s.description })),
        cssParts: pick('csspart').map((p) => ({ name: p.name, description: p.description })),
        cssProperties: pick('cssproperty').map((p) => ({ name: p.name, description: p.description })),
        superclass: { name: 'HTMLElement' },
      });
    }
    if (declarations.length === 0) continue;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations,
      exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: path } })),
    });
  }
  return { schemaVersion: '2.0.0', readme: 'README.md', modules };
}

/** The manifest as the file holds it. */
export function manifestText() {
  return `${JSON.stringify(buildManifest(), null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = manifestText();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(manifestPath, 'utf8');
    } catch {
      // a missing file is out of date too
    }
    if (current !== text) {
      console.error('custom-elements.json is out of date with the elements\' JSDoc: run "node scripts/manifest.mjs" in packages/elements.');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(manifestPath, text);
    console.log(`custom-elements.json: ${buildManifest().modules.flatMap((m) => m.declarations).length} elements`);
  }
}
