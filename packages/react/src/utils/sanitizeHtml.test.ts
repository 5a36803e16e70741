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

  it('should unwrap unknown elements but keep their text', () => {
    expect(sanitizeHtml('<div><font color="red">red</font> <img src=x onerror=alert(1)></div>')).toBe('red ');
  });
});
