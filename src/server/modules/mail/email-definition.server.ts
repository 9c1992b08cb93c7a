import type { RichTextDocument } from '../../../domain/rich-text/document';
import type { EmailLanguage } from './email-layout.server';
import type { PlaceholderSpec, PlaceholderValues } from './email-placeholders.server';

/** What every e-mail's data carries: the reader's language and the shop's name. */
export interface EmailData {
  language: EmailLanguage;
  shopName: string;
}

/** An e-mail as a shop writes it: a one-line subject template and a rich-text document. */
export interface EmailContent {
  subject: string;
  document: RichTextDocument;
}

/** Who reads it: the shopper, the shop's own staff at the shop's contact address, or one staff member at their own address. */
export type EmailAudience = 'customer' | 'staff' | 'staffMember';

/** Available to every e-mail. */
export const SHOP_NAME_PLACEHOLDER: PlaceholderSpec = { name: 'shop.name', kind: 'text' };

/**
 * One e-mail the shop sends, without its data type: what the owner's API needs to list,
 * show, validate, preview and test it. Descriptions live in the dictionaries under
 * `email.{key}` and `email.placeholder.{name}`.
 */
export interface EmailSpec {
  key: string;
  audience: EmailAudience;
  placeholders: readonly PlaceholderSpec[];
  defaults: Readonly<Record<EmailLanguage, EmailContent>>;
  /** The placeholder values of a believable sample (an order, a customer), for preview and test sends. */
  sampleValues: (language: EmailLanguage, origin: string) => PlaceholderValues;
}

/** An e-mail with the data its sender hands over and how that data fills the placeholders. */
export interface EmailDefinition<D extends EmailData> extends EmailSpec {
  values: (data: D) => PlaceholderValues;
}

export function defineEmail<D extends EmailData>(input: {
  key: string;
  audience: EmailAudience;
  placeholders: readonly PlaceholderSpec[];
  defaults: Readonly<Record<EmailLanguage, EmailContent>>;
  values: (data: D) => PlaceholderValues;
  sample: (language: EmailLanguage, origin: string) => D;
}): EmailDefinition<D> {
  const { sample, ...rest } = input;
  return {
    ...rest,
    placeholders: [SHOP_NAME_PLACEHOLDER, ...input.placeholders.filter((p) => p.name !== SHOP_NAME_PLACEHOLDER.name)],
    sampleValues: (language, origin) => {
      const data = sample(language, origin);
      return { 'shop.name': data.shopName, ...input.values(data) };
    },
  };
}

/** Shorthand for the placeholder lists of the definitions. */
export const text = (name: string): PlaceholderSpec => ({ name, kind: 'text' });
export const link = (name: string): PlaceholderSpec => ({ name, kind: 'link' });
export const block = (name: string): PlaceholderSpec => ({ name, kind: 'block' });
