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

describe('the entry script loader', () => {
  it('is allowed by the policy through its hash, and lists the entry, then the same asset past every cache', async () => {
    const { createHash } = await import('node:crypto');
    const { CONTENT_SECURITY_POLICY } = await import('./html-document.server');
    const { SCRIPT_LOADER, scriptAddresses } = await import('../../web/app/script-loader');
    expect(CONTENT_SECURITY_POLICY).toContain(`'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(scriptAddresses('/assets/entry-client-Ab12Cd34.js')).toEqual(['/assets/entry-client-Ab12Cd34.js', '/assets/entry-client-Ab12Cd34.js?backup=1']);
    expect(scriptAddresses('/assets/e.js', ['https://backup.example/'])).toEqual(['/assets/e.js', '/assets/e.js?backup=1', 'https://backup.example/assets/e.js']);
  });
});
