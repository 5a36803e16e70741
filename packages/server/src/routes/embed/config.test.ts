import { describe, expect, it } from 'vitest';
import { parsePartnerOrigins, readEmbedConfig } from './config.js';

describe('parsePartnerOrigins', () => {
  it('should read a comma list of origins in their canonical form', () => {
    expect(parsePartnerOrigins(' https://Blog.Example , http://localhost:8081/,https://blog.example:443')).toEqual(['https://blog.example', 'http://localhost:8081']);
    expect(parsePartnerOrigins(undefined)).toEqual([]);
    expect(parsePartnerOrigins('')).toEqual([]);
  });

  it('should refuse anything that is not an origin, naming it', () => {
    for (const entry of ['*', 'https://blog.example/path', 'blog.example', 'javascript:alert(1)', 'https://u:p@blog.example']) {
      expect(() => parsePartnerOrigins(`https://ok.example,${entry}`), entry).toThrow(`PARTNER_ORIGINS: "${entry}" is not an origin`);
    }
  });
});

describe('readEmbedConfig', () => {
  it('should read the embed settings with their defaults', () => {
    expect(readEmbedConfig({})).toEqual({ partnerOrigins: [], elementsDir: undefined, partnerDir: undefined, partnerPort: 8081 });
    expect(readEmbedConfig({ PARTNER_ORIGINS: 'https://a.example', ELEMENTS_DIR: 'dist', PARTNER_DIR: 'site', PARTNER_PORT: '9001' })).toEqual({
      partnerOrigins: ['https://a.example'],
      elementsDir: 'dist',
      partnerDir: 'site',
      partnerPort: 9001,
    });
  });

  it('should refuse a port that is not one', () => {
    expect(() => readEmbedConfig({ PARTNER_PORT: 'http' })).toThrow('PARTNER_PORT must be a port number');
  });
});
