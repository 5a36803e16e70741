import { describe, expect, it } from 'vitest';
import { displayDatabaseUrl } from './databaseUrl.js';

describe('displayDatabaseUrl', () => {
  it('should mask the password of a PostgreSQL URL and keep the rest', () => {
    expect(displayDatabaseUrl('postgres://d2d:d2d@127.0.0.1:5432/store')).toBe('postgres://d2d:***@127.0.0.1:5432/store');
    expect(displayDatabaseUrl('postgresql://store:s%40cr%3At@db.internal/store?sslmode=require')).toBe('postgresql://store:***@db.internal/store?sslmode=require');
    expect(displayDatabaseUrl('postgres://store@db.internal/store?password=hunter22&sslmode=require')).toBe('postgres://store@db.internal/store?password=***&sslmode=require');
  });

  it('should leave a URL without a password and a SQLite path as they are', () => {
    expect(displayDatabaseUrl('postgres://store@db.internal:5432/store')).toBe('postgres://store@db.internal:5432/store');
    expect(displayDatabaseUrl('.data/store.db')).toBe('.data/store.db');
    expect(displayDatabaseUrl('/var/lib/d2d/a:b@c.db')).toBe('/var/lib/d2d/a:b@c.db');
  });

  it('should mask even a URL the parser refuses', () => {
    expect(displayDatabaseUrl('postgres://d2d:p@ss word@[bad/store')).not.toContain('p@ss');
  });
});
