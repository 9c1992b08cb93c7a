import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries';

const messagesId = DICTIONARIES.id;
const messagesEn = DICTIONARIES.en;

describe('interface messages', () => {
  it('has the same keys in Indonesian and English', () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesId).sort());
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(messagesId)) {
      expect(placeholders(messagesEn[key]!), key).toEqual(placeholders(text));
    }
  });

  it('has no empty message', () => {
    for (const text of [...Object.values(messagesId), ...Object.values(messagesEn)]) expect(text.trim()).not.toBe('');
  });
});
