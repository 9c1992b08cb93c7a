import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAcmeChallengeRoute } from './acme-challenge.routes';

describe('the ACME http-01 challenge route', () => {
  const webroot = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-acme-unit-'));
  const dir = path.join(webroot, '.well-known', 'acme-challenge');

  beforeAll(() => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'good_Token-1'), 'good_Token-1.thumbprint');
    fs.writeFileSync(path.join(webroot, 'elsewhere'), 'not for strangers');
    fs.symlinkSync(path.join(webroot, 'elsewhere'), path.join(dir, 'linked'));
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.writeFileSync(path.join(dir, 'huge'), 'x'.repeat(5000));
  });
  afterAll(() => fs.rmSync(webroot, { recursive: true, force: true }));

  async function answer(webrootSetting: string | undefined, token: string) {
    const app = Fastify();
    registerAcmeChallengeRoute(app, { webroot: webrootSetting });
    const res = await app.inject({ method: 'GET', url: `/.well-known/acme-challenge/${token}` });
    await app.close();
    return res;
  }

  it('answers a written token as plain text that no cache keeps', async () => {
    const res = await answer(webroot, 'good_Token-1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('good_Token-1.thumbprint');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers nothing without ACME_WEBROOT', async () => {
    const res = await answer(undefined, 'good_Token-1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows no link, reads no folder and no file larger than an answer', async () => {
    for (const token of ['linked', 'folder', 'huge', 'absent']) {
      const res = await answer(webroot, token);
      expect(res.statusCode, token).toBe(404);
      expect(res.body, token).not.toContain('strangers');
    }
  });
});
