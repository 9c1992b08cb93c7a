// Shared stand-ins for the files tests: the Indonesian texts of files.messages.ts and a
// translator over them, a reader that fails as a browser's
// does, and data URLs of chosen lengths.
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-react';
import type { Translate } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import type { FileReaderLike } from './picked-file';
import { filesMessages } from '../../domain/i18n/messages/files.messages';

export const TEXTS: Readonly<Record<string, string>> = filesMessages.id;

export function makeStore() {
  return createTranslationStore({ language: 'id', messages: TEXTS, hash: 'test', random: () => 0.5, warn: () => undefined });
}

const shared = makeStore();
export const t: Translate = (key, params) => shared.t(key, params);

export function WithI18n({ children }: { children?: ReactNode }) {
  return <I18nProvider store={makeStore()}>{children}</I18nProvider>;
}

/** A FileReader whose read fails with `message`, as a browser's does when the file vanished. */
export function failingReader(message: string): () => FileReaderLike {
  return () => {
    const listeners = new Map<string, Array<() => void>>();
    const reader: FileReaderLike & { error: { message: string } | null } = {
      result: null,
      error: null,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      readAsDataURL() {
        queueMicrotask(() => {
          reader.error = { message };
          for (const listener of listeners.get('error') ?? []) listener();
        });
      },
      readAsArrayBuffer() {
        reader.readAsDataURL(new Blob());
      },
    };
    return reader;
  };
}

/** A base64 data URL of exactly `length` characters (for lengths the payload alignment allows). */
export function dataUrlOfLength(type: string, length: number): string {
  const prefix = `data:${type};base64,`;
  return prefix + 'A'.repeat(length - prefix.length);
}

/** Bytes a base64 data URL stands for, as File.size would report them. */
export function bytesOf(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** A minimal gif with `frames` frames, as a binary string; a comment block checks extension skipping. */
export function gifBytes(frames: number): string {
  const header = 'GIF89a\x01\x00\x01\x00\x80\x00\x00' + '\x00\x00\x00\xff\xff\xff';
  const comment = '\x21\xfe\x03abc\x00';
  const frame = '\x21\xf9\x04\x04\x0a\x00\x00\x00' + '\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00' + '\x02\x02\x44\x01\x00';
  return header + comment + frame.repeat(frames) + '\x3b';
}

/** A gif data URL padded (after the trailer, with zero bytes) to at least `minLength` characters. */
export function gifDataUrl(frames: number, minLength = 0): string {
  let bytes = gifBytes(frames);
  while (bytes.length % 3 !== 0) bytes += '\x00';
  const head = `data:image/gif;base64,${btoa(bytes)}`;
  const missing = Math.max(0, minLength - head.length);
  return head + 'A'.repeat(Math.ceil(missing / 4) * 4);
}
