import { describe, expect, it } from 'vitest';
import { baseStyles, d2dStyles } from '@d2d/react';
import { minifyCss, minifyCssTemplates } from '../../scripts/cssMinify.mjs';

/**
 * The rules of a sheet as the parser sees them, one selector and body per rule (jsdom keeps a
 * selector's own spacing around commas, which carries no meaning: it is evened out).
 */
function rules(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s*,\s*/g, ',').replace(/\s+/g, ' '));
}

describe('minifyCss (the script builds)', () => {
  it('should drop comments and spacing without changing a selector or a value', () => {
    const css = `
/* the store's comment */
.a :hover, .b > .c { color: red;  margin: calc(var(--x) * 2) 0; }
:host :where(img) { max-width: 100%; }
.d::after { content: "a  b; {x}"; }
`;
    expect(minifyCss(css)).toBe('.a :hover, .b > .c{color:red;margin:calc(var(--x) * 2) 0}:host :where(img){max-width:100%}.d::after{content:"a  b; {x}"}');
  });

  it('should keep every rule of the stylesheets the elements ship', () => {
    for (const sheet of [baseStyles, d2dStyles]) {
      expect(rules(minifyCss(sheet))).toEqual(rules(sheet));
    }
  });

  it('should minify only the CSS templates of a module, and leave templates with substitutions alone', () => {
    const code = 'export const a = /* css */ `\n.x { color: red; }\n`;\nexport const b = `keep  this`;\nconst c = /* css */ `.y { top: ${1}px; }`;';
    expect(minifyCssTemplates(code)).toBe('export const a = /* css */ `.x{color:red}`;\nexport const b = `keep  this`;\nconst c = /* css */ `.y { top: ${1}px; }`;');
  });
});
