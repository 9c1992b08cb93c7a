import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../rich-text/build';
import { fieldLacksEnglish, lacksEnglish, richField, textField } from './translatable';

describe('lacksEnglish', () => {
  it('counts a field written in Indonesian and empty in English', () => {
    expect(fieldLacksEnglish(textField('name', { id: 'Kaos', en: '  ' }))).toBe(true);
    expect(fieldLacksEnglish(textField('name', { id: 'Kaos', en: 'T-shirt' }))).toBe(false);
  });

  it('does not count a field empty in both languages', () => {
    expect(fieldLacksEnglish(textField('seoTitle', { id: '' }))).toBe(false);
    expect(fieldLacksEnglish(textField('coverAlt', null))).toBe(false);
  });

  it('an item lacks English when any of its fields does, rich ones included', () => {
    const doc = richTextFromParagraphs(['Bahan katun']);
    const described = { kind: 'product' as const, id: 'p1', version: 1, fields: [textField('name', { id: 'Kaos', en: 'T-shirt' }), richField('description', { id: doc })] };
    expect(lacksEnglish(described)).toBe(true);
    expect(lacksEnglish({ ...described, fields: [textField('name', { id: 'Kaos', en: 'T-shirt' })] })).toBe(false);
  });
});
