import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../../../domain/rich-text';
import { GraphResponseError } from '../../graph/graph-errors';
import { changedLanguages, editorDocument, emailValues, insertOptions, refusedFields, type EmailTemplate } from './email-form-values';

function template(language: 'id' | 'en', subject: string, text: string): EmailTemplate {
  return {
    key: 'order-shipped', audience: 'customer', description: '', language, isDefault: true, subject, document: richTextFromParagraphs([text]), updatedAt: null,
    placeholders: [{ name: 'order.number', token: '{{order.number}}', kind: 'TEXT', description: 'Nomor pesanan' }],
  };
}

describe('the e-mail editor’s values', () => {
  const saved = emailValues({ id: template('id', 'Pesanan #{{order.number}} dikirim', 'Paket Anda sudah dikirim.'), en: template('en', 'Order #{{order.number}} shipped', 'Your parcel is on its way.') });

  it('saves only the languages whose subject or text changed', () => {
    expect(changedLanguages(saved, saved)).toEqual([]);
    expect(changedLanguages({ ...saved, subject: { ...saved.subject, en: 'Shipped!' } }, saved)).toEqual(['en']);
    const document = editorDocument(richTextFromParagraphs(['Paket Anda sudah dikirim hari ini.']));
    expect(changedLanguages({ ...saved, document: { ...saved.document, id: document } }, saved)).toEqual(['id']);
  });

  it('puts the server’s refusal beside the field of the language being saved, naming the placeholder', () => {
    const error = new GraphResponseError([{ message: 'Placeholder tidak dikenal untuk e-mail ini: {{order.nomor}}.', extensions: { code: 'BAD_USER_INPUT', field: 'document' } }], null);
    expect(refusedFields(error, 'en')).toEqual({ 'document.en': { key: 'session.serverMessage', params: { message: 'Placeholder tidak dikenal untuk e-mail ini: {{order.nomor}}.' } } });
    expect(refusedFields(new GraphResponseError([{ message: 'Tidak boleh.', extensions: { code: 'FORBIDDEN' } }], null), 'id')).toBeNull();
    expect(refusedFields(new Error('offline'), 'id')).toBeNull();
  });

  it('puts a block placeholder in a paragraph of its own and any other at the caret', () => {
    expect(insertOptions('BLOCK')).toEqual({ ownParagraph: true });
    expect(insertOptions('TEXT')).toEqual({ ownParagraph: false });
    expect(insertOptions('LINK')).toEqual({ ownParagraph: false });
  });
});
