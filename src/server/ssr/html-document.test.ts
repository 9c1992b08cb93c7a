import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY, scriptJson } from './html-document.server';

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

  it('tries the configured backup origins after the shop\'s own copy, and the policy admits them for scripts only', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { loadClientAssets, CLIENT_ENTRY } = await import('./client-manifest.server');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-manifest-'));
    try {
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/entry-client-Ab12.js', isEntry: true } }));
      const backups = ['https://cdn.example.com', 'https://backup.example.net'];
      expect(loadClientAssets(dir, backups).entryScripts).toEqual([
        '/assets/entry-client-Ab12.js', '/assets/entry-client-Ab12.js?backup=1', 'https://cdn.example.com/assets/entry-client-Ab12.js', 'https://backup.example.net/assets/entry-client-Ab12.js',
      ]);
      expect(loadClientAssets(dir, backups).entryScriptsOn('http://127.0.0.1:4701/static')).toEqual([
        'http://127.0.0.1:4701/static/assets/entry-client-Ab12.js', 'http://127.0.0.1:4701/static/assets/entry-client-Ab12.js?backup=1',
        '/assets/entry-client-Ab12.js', 'https://cdn.example.com/assets/entry-client-Ab12.js', 'https://backup.example.net/assets/entry-client-Ab12.js',
      ]);
      expect(loadClientAssets(dir, backups).entryScriptsOn('')).toEqual(loadClientAssets(dir, backups).entryScripts);
      const policy = Object.fromEntries(contentSecurityPolicy(undefined, backups).split('; ').map((part) => { const [name, ...rest] = part.split(' '); return [name, rest]; }));
      expect(policy['script-src']!.slice(-2)).toEqual(backups);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['img-src']).not.toContain(backups[0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => { const [name, ...rest] = part.split(' '); return [name, rest]; }));

  it('admits no tracking host for a shop without services', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-/), expect.stringMatching(/^'sha256-/)]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('adds exactly the configured services’ hosts, and keeps the rest of the policy', () => {
    const policy = directives(contentSecurityPolicy({ ga4: 'G-TEST1234', gtm: '', metaPixel: '1234567890' }));
    expect(policy['script-src']?.slice(3)).toEqual(['https://www.googletagmanager.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://www.facebook.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    const pixelOnly = directives(contentSecurityPolicy({ ga4: '', gtm: '', metaPixel: '1234567890' }));
    expect(pixelOnly['script-src']).toHaveLength(3);
    expect(pixelOnly['connect-src']).toEqual(["'self'"]);
  });

  it('admits the separate hosts (spec §9) where the page uses them, and nothing more', () => {
    const hosts = { script: ['https://static.example.net'], style: ['https://static.example.net'], img: ['https://img.toko.example', 'https://gif.toko.example'], connect: ['https://api.toko.example'] };
    const policy = directives(contentSecurityPolicy(undefined, ['https://backup.example.net'], hosts));
    expect(policy['script-src']?.slice(3)).toEqual(['https://static.example.net', 'https://backup.example.net']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://static.example.net']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.toko.example', 'https://gif.toko.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.toko.example']);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});
