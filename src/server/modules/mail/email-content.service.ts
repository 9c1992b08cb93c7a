import { and, eq, or } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/language';
import { parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text/document';
import type { RequestContext } from '../../context.server';
import type { Db } from '../../db/database.server';
import { badInput, notFound } from '../../errors.server';
import { renderEmail } from './email-content-render.server';
import type { EmailContent, EmailData, EmailDefinition, EmailSpec } from './email-definition.server';
import type { RenderedEmail } from './email-layout.server';
import { validateEmailContent } from './email-content-validate.server';
import { emailContents } from './mail.tables';

export type EmailContentRow = typeof emailContents.$inferSelect;

/** The subject at most this long, in characters. */
export const MAX_SUBJECT_LENGTH = 200;
/** The stored document at most this large, as JSON: a long e-mail is a few kilobytes. */
export const MAX_DOCUMENT_BYTES = 100_000;
export const MAX_DOCUMENT_BLOCKS = 300;

/** The language an e-mail is written in: English when asked for, else Indonesian. */
function languageOf(data: EmailData): Language {
  return data.language === 'en' ? 'en' : 'id';
}

/**
 * The e-mail as this shop writes it, with `data`: its own content when it has one for the
 * reader's language, else the default. Read inside the caller's transaction, fresh each
 * time, so a saved change applies to the very next e-mail.
 */
export async function shopEmail<D extends EmailData>(db: Db, ctx: Pick<RequestContext, 'shop' | 'origin'>, email: EmailDefinition<D>, data: D): Promise<RenderedEmail> {
  const [rendered] = await shopEmails(db, ctx, [shopEmailRequest(email, data)]);
  return rendered!;
}

/** One e-mail to write with the shop's content, for `shopEmails`. */
export interface ShopEmailRequest {
  key: string;
  language: Language;
  render(content: EmailContent | null, origin: string): RenderedEmail;
}

export function shopEmailRequest<D extends EmailData>(email: EmailDefinition<D>, data: D): ShopEmailRequest {
  return { key: email.key, language: languageOf(data), render: (content, origin) => renderEmail(email, data, content, origin) };
}

/**
 * Several e-mails as this shop writes them (the shopper's and the owner's notice of one order),
 * their own contents read in one statement inside the caller's transaction.
 */
export async function shopEmails(db: Db, ctx: Pick<RequestContext, 'shop' | 'origin'>, requests: readonly ShopEmailRequest[]): Promise<RenderedEmail[]> {
  if (requests.length === 0) return [];
  const rows = await db.select({ key: emailContents.emailKey, language: emailContents.language, subject: emailContents.subject, document: emailContents.document })
    .from(emailContents)
    .where(and(eq(emailContents.shopId, ctx.shop.id), or(...requests.map((request) => and(eq(emailContents.emailKey, request.key), eq(emailContents.language, request.language))))));
  return requests.map((request) => {
    const row = rows.find((candidate) => candidate.key === request.key && candidate.language === request.language);
    // Stored documents were normalised on save; parsing again keeps a hand-edited row harmless.
    return request.render(row ? { subject: row.subject, document: parseRichTextDocument(row.document) } : null, ctx.origin);
  });
}

export async function emailOverridesOf(db: Db, shopId: string): Promise<EmailContentRow[]> {
  return db.select().from(emailContents).where(eq(emailContents.shopId, shopId));
}

export async function emailOverrideRow(db: Db, shopId: string, key: string, language: Language): Promise<EmailContentRow | null> {
  const [row] = await db.select().from(emailContents)
    .where(and(eq(emailContents.shopId, shopId), eq(emailContents.emailKey, key), eq(emailContents.language, language))).limit(1);
  return row ?? null;
}

/**
 * The content an owner sent, checked: the document normalised through the rich-text
 * parser, within the size limits, and every placeholder one this e-mail knows, used where
 * its kind allows. A refusal names the placeholders at fault.
 */
export function checkedContent(spec: EmailSpec, input: { subject: string; document: unknown }): EmailContent {
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  if (subject === '') throw badInput('error.field.required', {}, 'subject');
  if (Array.from(subject).length > MAX_SUBJECT_LENGTH) throw badInput('error.field.tooLong', { max: MAX_SUBJECT_LENGTH }, 'subject');
  const raw = typeof input.document === 'string' ? input.document : JSON.stringify(input.document ?? null);
  if (raw === undefined || Buffer.byteLength(raw, 'utf8') > MAX_DOCUMENT_BYTES) throw badInput('error.emailContent.tooLarge', { max: `${MAX_DOCUMENT_BYTES / 1000} KB` }, 'document');
  const document: RichTextDocument = parseRichTextDocument(raw);
  if (document.blocks.length === 0) throw badInput('error.emailContent.empty', {}, 'document');
  if (document.blocks.length > MAX_DOCUMENT_BLOCKS) throw badInput('error.emailContent.tooManyBlocks', { max: MAX_DOCUMENT_BLOCKS }, 'document');
  const problems = validateEmailContent(spec, { subject, document });
  const first = problems[0];
  if (first) {
    const names = [...new Set(problems.filter((p) => p.reason === first.reason).map((p) => `{{${p.name}}}`))].join(', ');
    throw badInput(`error.emailContent.${first.reason}`, { names }, first.field);
  }
  return { subject, document };
}

export async function saveEmailOverride(ctx: RequestContext, spec: EmailSpec, language: Language, content: EmailContent): Promise<EmailContentRow> {
  const values = { subject: content.subject, document: content.document, updatedAt: new Date(), updatedBy: ctx.staff?.id ?? null };
  const [row] = await ctx.db.insert(emailContents).values({ shopId: ctx.shop.id, emailKey: spec.key, language, ...values })
    .onConflictDoUpdate({ target: [emailContents.shopId, emailContents.emailKey, emailContents.language], set: values })
    .returning();
  if (!row) throw new Error('saving the e-mail content returned no row');
  return row;
}

export async function resetEmailOverride(ctx: RequestContext, key: string, language: Language): Promise<void> {
  await ctx.db.delete(emailContents).where(and(eq(emailContents.shopId, ctx.shop.id), eq(emailContents.emailKey, key), eq(emailContents.language, language)));
}

export function specOrRefuse(specs: readonly EmailSpec[], key: string): EmailSpec {
  const spec = specs.find((s) => s.key === key);
  if (!spec) throw notFound('error.emailContent.notFound');
  return spec;
}
