// Minifies the CSS template literals (`/* css */ \`…\``) of the style modules in the script
// builds: the sheets are written for people (comments, one rule per line) and ship in the
// partner-page script, where every byte counts against its 25 KB. Only what cannot change the
// meaning goes: comments, runs of whitespace, the space around braces, semicolons and commas,
// and the last semicolon of a block. Spaces inside values (`calc(a + b)`) and before a colon
// (`.a :hover` differs from `.a:hover`) stay.

/**
 * @param {string} css
 * @returns {string}
 */
export function minifyCss(css) {
  // comments go first (they may hold an apostrophe); then strings (`content: "a  b"`) are kept
  // as written and only the text between them is minified
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, index) => (index % 2 === 1 ? part : minifyOutsideStrings(part)))
    .join('')
    .trim();
}

/** @param {string} css */
function minifyOutsideStrings(css) {
  return (
    css
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .replace(/;}/g, '}')
      // `property: value` right after `{` or `;` is a declaration (a selector there would have no
      // space after its colon): the space goes
      .replace(/([{;])(-*[a-z][a-z0-9-]*): /g, '$1$2:')
  );
}

const CSS_TEMPLATE = /\/\* css \*\/ `([^`$\\]*)`/g;

/**
 * The source of a module with its CSS template literals minified (templates with `${}` or escapes
 * are left as they are).
 * @param {string} code
 * @returns {string}
 */
export function minifyCssTemplates(code) {
  return code.replace(CSS_TEMPLATE, (_, css) => `/* css */ \`${minifyCss(css)}\``);
}

/** The Vite plugin of the script builds. @returns {import('vite').Plugin} */
export function cssTemplateMinify() {
  return {
    name: 'd2d-css-template-minify',
    enforce: 'pre',
    transform(code, id) {
      return code.includes('/* css */ `') ? { code: minifyCssTemplates(code), map: null } : null;
    },
  };
}
