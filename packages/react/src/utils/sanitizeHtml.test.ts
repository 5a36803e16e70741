import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.js';

describe('sanitizeHtml', () => {
  it('should keep formatting and drop scripts, handlers and styles', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <b>there</b><script>bad()</script><style>p{}</style></p>')).toBe('<p>Hi <b>there</b></p>');
  });

  it('should keep http links, opening them in a new tab, and drop javascript: urls', () => {
    expect(sanitizeHtml('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('should treat protocol-relative and backslash hrefs as off-site links, however they are written', () => {
    const offSite = (href: string) => sanitizeHtml(`<a href="${href}">x</a>`);
    const external = '<a href="https://evil.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>';
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      ' //evil.example ',
      '/\t/evil.example',
      '/&#x5C;evil.example',
      '&#47;&#47;evil.example',
      '&#x2F;\\evil.example',
      '//EVIL.example',
      'https:\\\\evil.example',
      'HTTPS:/\\evil.example',
    ]) {
      expect(offSite(href), href).toBe(external);
    }
    expect(offSite('HTTP://Evil.Example/a')).toBe('<a href="HTTP://Evil.Example/a" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('should keep store paths, hash routes and mailto links as same-site links, and drop every other scheme', () => {
    expect(sanitizeHtml('<a href="/pc/onsale">a</a>')).toBe('<a href="/pc/onsale">a</a>');
    expect(sanitizeHtml('<a href="#!/pc">a</a>')).toBe('<a href="#!/pc">a</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">a</a>')).toBe('<a href="mailto:help@example.com">a</a>');
    for (const href of ['JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', ' &#106;avascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'relative/path']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('should unwrap unknown elements but keep their text', () => {
    expect(sanitizeHtml('<div><font color="red">red</font> <img src=x onerror=alert(1)></div>')).toBe('red ');
  });
});
