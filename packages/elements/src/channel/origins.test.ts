import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, normalizeOrigin, parseOriginList } from './origins.js';

describe('normalizeOrigin', () => {
  it('should give the origin as browsers report it', () => {
    expect(normalizeOrigin('HTTPS://Blog.Example:443')).toBe('https://blog.example');
    expect(normalizeOrigin('http://localhost:8081/')).toBe('http://localhost:8081');
    expect(normalizeOrigin(' https://blog.example ')).toBe('https://blog.example');
  });

  it('should refuse anything that is not a plain http(s) origin', () => {
    for (const value of ['https://blog.example/path', 'https://blog.example?x=1', 'https://blog.example#x', 'https://user:pw@blog.example', 'ftp://blog.example', 'javascript:alert(1)', 'blog.example', '', '*', 'null']) {
      expect(normalizeOrigin(value), value).toBeNull();
    }
  });
});

describe('parseOriginList', () => {
  it('should read a comma list and drop duplicates and blanks', () => {
    expect(parseOriginList('https://a.example, http://localhost:8081,,https://A.example/')).toEqual(['https://a.example', 'http://localhost:8081']);
  });

  it('should name the entry that is not an origin', () => {
    expect(() => parseOriginList('https://a.example,https://b.example/blog')).toThrow('"https://b.example/blog" is not an origin');
  });
});

describe('isAllowedOrigin', () => {
  const allowlist = ['https://blog.example', 'http://localhost:8081'];

  it('should allow an exact match', () => {
    expect(isAllowedOrigin('https://blog.example', allowlist)).toBe(true);
    expect(isAllowedOrigin('http://localhost:8081', allowlist)).toBe(true);
  });

  it('should refuse look-alikes that share a prefix, a suffix or a substring', () => {
    for (const origin of [
      'https://blog.example.evil.test',
      'https://evilblog.example',
      'https://evil-blog.example',
      'https://sub.blog.example',
      'http://blog.example',
      'https://blog.example:8443',
      'http://localhost:80810',
      'http://localhost:808',
      'http://127.0.0.1:8081',
      'https://blog.exampl',
      'https://blog.example/',
    ]) {
      expect(isAllowedOrigin(origin, allowlist), origin).toBe(false);
    }
  });

  it('should never allow the opaque origin or a non-string', () => {
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin(undefined, allowlist)).toBe(false);
    expect(isAllowedOrigin('', [''])).toBe(false);
    expect(isAllowedOrigin({ toString: () => 'https://blog.example' }, allowlist)).toBe(false);
  });
});
