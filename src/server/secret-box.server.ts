import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Seals settings that must not be readable from the database alone (payment providers' secret
 * keys): AES-256-GCM with a fresh 96-bit nonce per value, so a changed or swapped ciphertext is
 * refused instead of decrypted. Sealed text is `v1.` + base64url(nonce ‖ tag ‖ ciphertext).
 */
export interface SecretBox {
  seal: (plain: string) => string;
  /** Throws when the text was sealed with another key or changed. */
  open: (sealed: string) => string;
}

const VERSION = 'v1.';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the settings key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export const DATA_DIR_KEY_FILE = 'settings-secret.key';

/**
 * Outside production, without SETTINGS_SECRET_KEY: a key of this data directory, made once at
 * random and kept beside the embedded database (readable by the server's user alone), so sealed
 * settings survive restarts and no two installations share a key.
 */
export function dataDirectoryKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DATA_DIR_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** The key sealed settings use: the configured one, else (outside production) the data directory's; null when none may be used. */
export function settingsKey(config: { env: string; dataDir: string; settingsSecretKey: Buffer | undefined }): Buffer | null {
  if (config.settingsSecretKey) return config.settingsSecretKey;
  return config.env === 'production' ? null : dataDirectoryKey(config.dataDir);
}
