import { describe, expect, it } from 'vitest';
import { effectiveStatus } from './blog-posts.service';
import { normaliseBlogQuery } from './blog-search.service';

describe('effectiveStatus', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('calls a scheduled post published once its moment has passed, and scheduled before', () => {
    expect(effectiveStatus({ status: 'scheduled', publishedAt: new Date('2026-11-25T09:59:59Z') }, now)).toBe('published');
    expect(effectiveStatus({ status: 'scheduled', publishedAt: new Date('2026-11-25T10:00:01Z') }, now)).toBe('scheduled');
    expect(effectiveStatus({ status: 'published', publishedAt: new Date('2026-11-20T00:00:00Z') }, now)).toBe('published');
    expect(effectiveStatus({ status: 'draft', publishedAt: null }, now)).toBe('draft');
  });
});

describe('normaliseBlogQuery', () => {
  it('reads a query as one lower-case line', () => {
    expect(normaliseBlogQuery('  Kemeja\n  BATIK\t tulis ')).toBe('kemeja batik tulis');
    expect(normaliseBlogQuery('ｋｏｐｉ')).toBe('kopi');
  });
});
