import { and, desc, eq, inArray } from 'drizzle-orm';
import { checkNewsletterDraft, newsletterAfter, statesAllowing, type NewsletterAudience, type NewsletterDraft, type NewsletterProblem } from '../../../domain/marketing/newsletter';
import type { Language } from '../../../domain/i18n/language';
import { emptyRichTextDocument, parseRichTextDocument, richTextToPlainText, type RichTextDocument } from '../../../domain/rich-text';
import type { RequestContext } from '../../context.server';
import { inTransactionOr, Rollback } from '../../db/transaction.server';
import { say } from '../../errors.server';
import { newId } from '../../ids.server';
import { recordAudit } from '../audit';
import { newsletters } from './newsletters.tables';

export type NewsletterRow = typeof newsletters.$inferSelect;

export interface NewsletterFieldError { field: string; message: string }

/** Nothing was saved or sent: fields have problems, the state does not allow it, or someone else saved first. */
export interface NewsletterRefused {
  __typename: 'NewsletterRefused';
  reason: 'INVALID' | 'CHANGED_MEANWHILE' | 'NOT_A_DRAFT' | 'NO_RECIPIENTS';
  message: string;
  fieldErrors: NewsletterFieldError[];
}

export type NewsletterResult = NewsletterRow | NewsletterRefused;

export interface NewsletterInput extends NewsletterDraft {
  document: unknown;
}

const REASON_KEYS: Readonly<Record<NewsletterRefused['reason'], string>> = {
  INVALID: 'error.newsletter.invalid',
  CHANGED_MEANWHILE: 'error.newsletter.changedMeanwhile',
  NOT_A_DRAFT: 'error.newsletter.notADraft',
  NO_RECIPIENTS: 'error.newsletter.noRecipients',
};

export function newsletterRefused(ctx: RequestContext, reason: NewsletterRefused['reason'], problems: readonly NewsletterProblem[] = []): NewsletterRefused {
  return {
    __typename: 'NewsletterRefused',
    reason,
    message: say(ctx, REASON_KEYS[reason]),
    fieldErrors: problems.map((problem) => ({ field: problem.field, message: say(ctx, problem.key) })),
  };
}

/** The document as the editor sends it, refused on its field when it is not one. */
function documentOf(input: unknown): RichTextDocument | null {
  try {
    return parseRichTextDocument(input ?? emptyRichTextDocument());
  } catch {
    return null;
  }
}

export function documentIsEmpty(document: RichTextDocument): boolean {
  return richTextToPlainText(document).trim() === '' && !document.blocks.some((block) => block.type === 'atomic');
}

function cleanAudience(audience: NewsletterAudience): NewsletterAudience {
  return { language: audience.language, categoryIds: [...new Set(audience.categoryIds)].slice(0, 50) };
}

export async function listNewsletters(ctx: RequestContext, limit = 100): Promise<NewsletterRow[]> {
  return ctx.db.select().from(newsletters).where(eq(newsletters.shopId, ctx.shop.id)).orderBy(desc(newsletters.createdAt)).limit(limit);
}

export async function newsletterById(ctx: RequestContext, id: string): Promise<NewsletterRow | null> {
  const [row] = await ctx.db.select().from(newsletters).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).limit(1);
  return row ?? null;
}

/** The draft's document, or the refusal of what a save was given. */
function checkedDraft(ctx: RequestContext, input: NewsletterInput, knownCategory: (id: string) => boolean): RichTextDocument | NewsletterRefused {
  const document = documentOf(input.document);
  const problems = [
    ...checkNewsletterDraft(input, { forSending: false, documentEmpty: false }),
    ...(document ? [] : [{ field: 'document', key: 'error.newsletter.bodyInvalid' }]),
    ...(input.audience.categoryIds.some((id) => !knownCategory(id)) ? [{ field: 'audience.categoryIds', key: 'error.newsletter.unknownCategory' }] : []),
  ];
  return problems.length > 0 || !document ? newsletterRefused(ctx, 'INVALID', problems) : document;
}

/** A new draft; `document` may be empty until it is sent. */
export async function createNewsletter(ctx: RequestContext, input: NewsletterInput, knownCategory: (id: string) => boolean): Promise<NewsletterResult> {
  const document = checkedDraft(ctx, input, knownCategory);
  if ('__typename' in document) return document;
  return inTransactionOr<NewsletterRow, never>(ctx.db, async (tx) => {
    const [row] = await tx.insert(newsletters).values({
      shopId: ctx.shop.id,
      id: newId(),
      title: input.title.trim(),
      language: input.language,
      subject: input.subject.trim(),
      document,
      audience: cleanAudience(input.audience),
      createdBy: ctx.staff?.name ?? null,
    }).returning();
    await recordAudit(ctx, tx, { action: 'createNewsletter', entityType: 'newsletter', entityId: row!.id, after: { title: row!.title, subject: row!.subject, audience: row!.audience } });
    return row!;
  });
}

/** Saves a draft over the version the editor opened; a newsletter that went out is never changed. */
export async function saveNewsletter(ctx: RequestContext, id: string, version: number, input: NewsletterInput, knownCategory: (id: string) => boolean): Promise<NewsletterResult> {
  const document = checkedDraft(ctx, input, knownCategory);
  if ('__typename' in document) return document;
  return inTransactionOr<NewsletterRow, NewsletterRefused>(ctx.db, async (tx) => {
    const [before] = await tx.select().from(newsletters).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).for('update');
    if (!before) throw new Rollback(newsletterRefused(ctx, 'CHANGED_MEANWHILE'));
    if (!newsletterAfter(before.state, 'edit')) throw new Rollback(newsletterRefused(ctx, 'NOT_A_DRAFT'));
    if (before.version !== version) throw new Rollback(newsletterRefused(ctx, 'CHANGED_MEANWHILE'));
    const [row] = await tx.update(newsletters).set({
      title: input.title.trim(),
      language: input.language,
      subject: input.subject.trim(),
      document,
      audience: cleanAudience(input.audience),
      version: before.version + 1,
      updatedAt: new Date(),
    }).where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id))).returning();
    await recordAudit(ctx, tx, {
      action: 'saveNewsletter', entityType: 'newsletter', entityId: id,
      before: { title: before.title, subject: before.subject, language: before.language, audience: before.audience },
      after: { title: row!.title, subject: row!.subject, language: row!.language, audience: row!.audience },
    });
    return row!;
  });
}

/** Only a draft can be deleted: what was sent stays, with its figures. */
export async function deleteNewsletter(ctx: RequestContext, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletters)
      .where(and(eq(newsletters.shopId, ctx.shop.id), eq(newsletters.id, id), inArray(newsletters.state, statesAllowing('delete'))))
      .returning({ title: newsletters.title });
    if (!row) return false;
    await recordAudit(ctx, tx as never, { action: 'deleteNewsletter', entityType: 'newsletter', entityId: id, before: { title: row.title } });
    return true;
  });
}

/** The checks sending makes on top of a draft's. */
export function sendingProblems(row: NewsletterRow): NewsletterProblem[] {
  return checkNewsletterDraft(
    { title: row.title, subject: row.subject, language: row.language as Language, audience: row.audience },
    { forSending: true, documentEmpty: documentIsEmpty(row.document) },
  );
}
