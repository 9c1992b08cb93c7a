import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { dataDirectoryKey, secretBox, settingsKey } from './secret-box.server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'etalase-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

describe('secretBox', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const box = secretBox(randomBytes(32));
    const a = box.seal('sk_live_123');
    expect(a).not.toBe(box.seal('sk_live_123'));
    expect(box.open(a)).toBe('sk_live_123');
  });

  it('refuses a changed value and one sealed with another key', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('sk_live_123');
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('settingsKey', () => {
  it('makes one key per data directory, kept for the owner alone, and reads it again', () => {
    const dir = tempDir();
    const key = dataDirectoryKey(dir);
    expect(key).toHaveLength(32);
    expect(dataDirectoryKey(dir).equals(key)).toBe(true);
    expect(dataDirectoryKey(tempDir()).equals(key)).toBe(false);
    expect(statSync(path.join(dir, 'settings-secret.key')).mode & 0o077).toBe(0);
  });

  it('uses SETTINGS_SECRET_KEY when set, and none in production without it', () => {
    const configured = randomBytes(32);
    expect(settingsKey(readConfig({ SETTINGS_SECRET_KEY: configured.toString('base64'), DATA_DIR: tempDir() }))?.equals(configured)).toBe(true);
    expect(settingsKey(readConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }))).toBeNull();
    expect(() => readConfig({ SETTINGS_SECRET_KEY: 'too-short' })).toThrow(/SETTINGS_SECRET_KEY: must be 32 bytes/);
  });
});
