// The e-mail editor's values: a subject and a document per language, each saved on its own
// (the shop's wording is kept per e-mail and language). Paths are `subject.id`, `document.en`.
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/i18n/language';
import { normaliseRichTextDocument, parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import type { MessageRef } from '../../../domain/validation/validation-error';
import { serverMessage } from '../../forms/server-refusal';
import { GraphResponseError } from '../../graph/graph-errors';
import type { AdminEmailTemplateFieldsFragment } from '../../graph/generated/admin-operations';

export type EmailTemplate = AdminEmailTemplateFieldsFragment;

export type EmailFormValues = {
  subject: Record<Language, string>;
  document: Record<Language, RichTextDocument>;
};

/** The subject's limit on the server (one line). */
export const EMAIL_SUBJECT_MAX = 200;

/** A document in the one written form the editor saves, so an untouched one compares equal. */
export function editorDocument(value: unknown): RichTextDocument {
  return normaliseRichTextDocument(parseRichTextDocument(value));
}

export function emailValues(templates: Record<Language, EmailTemplate>): EmailFormValues {
  const per = <T>(make: (template: EmailTemplate) => T) => Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, make(templates[language])])) as Record<Language, T>;
  return { subject: per((template) => template.subject), document: per((template) => editorDocument(template.document)) };
}

/** The languages whose subject or document differ from what the shop has saved. */
export function changedLanguages(values: EmailFormValues, saved: EmailFormValues): Language[] {
  return SUPPORTED_LANGUAGES.filter((language) => values.subject[language] !== saved.subject[language]
    || JSON.stringify(values.document[language]) !== JSON.stringify(saved.document[language]));
}

/**
 * The server's refusal of one language's wording, beside the field it names (`subject` or
 * `document`, whose message names the placeholders at fault); anything else is left as it is.
 */
export function refusedFields(error: unknown, language: Language): Record<string, MessageRef> | null {
  if (!(error instanceof GraphResponseError)) return null;
  const fields: Record<string, MessageRef> = {};
  for (const item of error.errors) {
    const field = item.extensions?.field;
    if (field === 'subject' || field === 'document') fields[`${field}.${language}`] ??= serverMessage(item.message);
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** Where a placeholder goes: a block placeholder stands alone in a paragraph of its own. */
export function insertOptions(kind: string): { ownParagraph: boolean } {
  return { ownParagraph: kind === 'BLOCK' };
}
