import { describe, expect, it } from 'vitest';
import { scriptJson } from './html-document.server';

describe('scriptJson', () => {
  it('cannot close the script tag or open a comment, and still parses back', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual(value);
  });
});
