import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.server';

describe('acquireDataDirLock', () => {
  it('refuses a directory another live holder has, and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    release();
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'etalase.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'etalase.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'etalase.lock'))).toBe(false);
  });
});
