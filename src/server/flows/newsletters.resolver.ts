import { fromGlobalId, toGlobalId } from '../../domain/ids/global-id';
import { isSupportedLanguage, type Language } from '../../domain/i18n/language';
import { NEWSLETTER_STATES, rate, type NewsletterAudience } from '../../domain/marketing/newsletter';
import { parseRichTextDocument, type RichTextDocument } from '../../domain/rich-text';
import type { Builder } from '../graphql/builder.server';
import { badInput } from '../errors.server';
import { queueTestEmail } from '../modules/mail';
import {
  createNewsletter, deleteNewsletter, listNewsletters, newsletterById, newsletterFigures, renderNewsletter, saveNewsletter, stopSendingNewsletter,
  type NewsletterFieldError, type NewsletterFigures, type NewsletterRefused, type NewsletterResult, type NewsletterRow,
} from '../modules/newsletters';
import { audienceSize, knownCategories, sendNewsletter } from './newsletters.flow';

interface AudienceArgs { language?: string | null; categoryIds?: ReadonlyArray<string | number> | null }

function categoryIdOf(id: string | number): string {
  const text = String(id);
  try {
    const parsed = fromGlobalId(text);
    return parsed?.type === 'Category' ? parsed.id : text;
  } catch {
    return text;
  }
}

function audienceOf(args: AudienceArgs | null | undefined): NewsletterAudience {
  const language = args?.language && isSupportedLanguage(args.language) ? args.language : null;
  return { language, categoryIds: (args?.categoryIds ?? []).map(categoryIdOf) };
}

function parsedDocument(input: unknown): RichTextDocument {
  try {
    return parseRichTextDocument(input);
  } catch {
    throw badInput('error.newsletter.bodyInvalid', {}, 'document');
  }
}

function languageOrRefuse(value: string): Language {
  if (!isSupportedLanguage(value)) throw badInput('error.newsletter.language', {}, 'language');
  return value;
}

/**
 * Newsletters for the owner (docs/decisions/0046): drafts written with the content editor, an
 * audience of subscribers, a preview and a test to oneself, sending in batches through the
 * outbox with its progress, and what readers did with it.
 */
export function registerNewsletterAdminFields(builder: Builder, deps: { kick: () => void }) {
  const StateEnum = builder.enumType('NewsletterState', { values: NEWSLETTER_STATES });
  const AudienceRef = builder.objectRef<NewsletterAudience>('NewsletterAudience').implement({
    fields: (t) => ({
      language: t.string({ nullable: true, description: 'Only subscribers who read this language; null: all.', resolve: (a) => a.language }),
      categoryIds: t.idList({ description: 'Only subscribers who bought from one of these categories (sub-categories included); empty: all.', resolve: (a) => a.categoryIds.map((id) => toGlobalId('Category', id)) }),
    }),
  });
  const FiguresRef = builder.objectRef<NewsletterFigures>('NewsletterFigures').implement({
    description: 'Where a newsletter stands: how many it went to and what readers did.',
    fields: (t) => ({
      recipients: t.exposeInt('recipients', { description: 'Subscribers in the audience when sending started.' }),
      queued: t.exposeInt('queued', { description: 'E-mails written to the outbox so far.' }),
      skipped: t.exposeInt('skipped', { description: 'Unsubscribed before their turn, or sending was stopped.' }),
      delivered: t.exposeInt('delivered', { description: 'Taken by the mail server.' }),
      failed: t.exposeInt('failed', { description: 'Could not be delivered after every retry.' }),
      opened: t.exposeInt('opened', { description: 'Readers whose mail program showed its pictures, or who followed a link.' }),
      clicked: t.exposeInt('clicked', { description: 'Readers who followed at least one link.' }),
      openRate: t.float({ nullable: true, description: 'Opened per hundred delivered, to one decimal.', resolve: (f) => rate(f.opened, f.delivered) }),
      clickRate: t.float({ nullable: true, description: 'Clicked per hundred delivered, to one decimal.', resolve: (f) => rate(f.clicked, f.delivered) }),
    }),
  });
  const iso = (moment: Date | null) => moment?.toISOString() ?? null;
  const NewsletterRef = builder.objectRef<NewsletterRow>('Newsletter').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      language: t.exposeString('language'),
      subject: t.exposeString('subject'),
      document: t.field({ type: 'JSON', resolve: (n) => n.document }),
      audience: t.field({ type: AudienceRef, resolve: (n) => n.audience }),
      state: t.field({ type: StateEnum, resolve: (n) => n.state }),
      version: t.exposeInt('version', { description: 'Send it back when saving or sending.' }),
      createdBy: t.string({ nullable: true, resolve: (n) => n.createdBy }),
      createdAt: t.string({ resolve: (n) => n.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (n) => n.updatedAt.toISOString() }),
      sendingStartedAt: t.string({ nullable: true, resolve: (n) => iso(n.sendingStartedAt) }),
      finishedAt: t.string({ nullable: true, resolve: (n) => iso(n.finishedAt) }),
      figures: t.field({ type: FiguresRef, resolve: (n, _a, ctx) => newsletterFigures(ctx, n.id) }),
    }),
  });
  const FieldErrorRef = builder.objectRef<NewsletterFieldError>('NewsletterFieldError').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const ReasonEnum = builder.enumType('NewsletterRefusal', { values: ['INVALID', 'CHANGED_MEANWHILE', 'NOT_A_DRAFT', 'NO_RECIPIENTS'] as const });
  const RefusedRef = builder.objectRef<NewsletterRefused>('NewsletterRefused').implement({
    description: 'Nothing was saved or sent: fields have problems, it is no longer a draft, someone else saved first, or nobody is in the audience.',
    fields: (t) => ({
      reason: t.field({ type: ReasonEnum, resolve: (r) => r.reason }),
      message: t.exposeString('message'),
      fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
    }),
  });
  const ResultRef = builder.unionType('NewsletterResult', {
    types: [NewsletterRef, RefusedRef],
    resolveType: (value: NewsletterResult) => ('__typename' in value ? RefusedRef : NewsletterRef),
  });
  const PreviewRef = builder.objectRef<{ subject: string; html: string; text: string }>('NewsletterPreview').implement({
    fields: (t) => ({ subject: t.exposeString('subject'), html: t.exposeString('html'), text: t.exposeString('text') }),
  });
  const AudienceInput = builder.inputType('NewsletterAudienceInput', {
    fields: (t) => ({ language: t.string({ required: false }), categoryIds: t.idList({ required: false }) }),
  });
  const CreateInput = builder.inputType('CreateNewsletterInput', {
    fields: (t) => ({
      title: t.string({ required: true }),
      subject: t.string({ required: true }),
      language: t.string({ required: true, description: 'id or en: the language it is written in.' }),
      document: t.field({ type: 'JSON', required: false }),
      audience: t.field({ type: AudienceInput, required: false }),
    }),
  });
  const SaveInput = builder.inputType('SaveNewsletterInput', {
    fields: (t) => ({
      id: t.id({ required: true }),
      version: t.int({ required: true }),
      title: t.string({ required: true }),
      subject: t.string({ required: true }),
      language: t.string({ required: true }),
      document: t.field({ type: 'JSON', required: true }),
      audience: t.field({ type: AudienceInput, required: false }),
    }),
  });
  const SendInput = builder.inputType('SendNewsletterInput', { fields: (t) => ({ id: t.id({ required: true }), version: t.int({ required: true }) }) });
  const IdInput = builder.inputType('NewsletterIdInput', { fields: (t) => ({ id: t.id({ required: true }) }) });
  const TestInput = builder.inputType('SendNewsletterTestInput', {
    fields: (t) => ({ subject: t.string({ required: true }), language: t.string({ required: true }), document: t.field({ type: 'JSON', required: true }) }),
  });
  const TestSentRef = builder.objectRef<{ to: string; subject: string }>('NewsletterTestQueued').implement({
    fields: (t) => ({ to: t.exposeString('to'), subject: t.exposeString('subject') }),
  });

  builder.queryFields((t) => ({
    newsletters: t.field({ type: [NewsletterRef], description: 'The shop’s newsletters, newest first (at most 100).', resolve: (_r, _a, ctx) => listNewsletters(ctx) }),
    newsletter: t.field({ type: NewsletterRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => newsletterById(ctx, String(args.id)) }),
    newsletterAudienceSize: t.int({
      description: 'How many subscribers the audience holds now.',
      args: { audience: t.arg({ type: AudienceInput, required: false }) },
      resolve: (_r, args, ctx) => audienceSize(ctx, audienceOf(args.audience)),
    }),
    newsletterPreview: t.field({
      type: PreviewRef,
      description: 'The e-mail as subscribers will get it, from the draft given.',
      args: { subject: t.arg.string({ required: true }), language: t.arg.string({ required: true }), document: t.arg({ type: 'JSON', required: true }) },
      resolve: (_r, args, ctx) => renderNewsletter({ subject: args.subject, language: languageOrRefuse(args.language), document: parsedDocument(args.document) }, ctx.shop.name, ctx.origin, { counted: false }),
    }),
  }));

  builder.mutationFields((t) => ({
    createNewsletter: t.field({
      type: ResultRef,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const audience = audienceOf(input.audience);
        const known = await knownCategories(ctx);
        return createNewsletter(ctx, { title: input.title, subject: input.subject, language: languageOrRefuse(input.language), audience, document: input.document ?? null }, (id) => known.has(id));
      },
    }),
    saveNewsletter: t.field({
      type: ResultRef,
      args: { input: t.arg({ type: SaveInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const known = await knownCategories(ctx);
        return saveNewsletter(ctx, String(input.id), input.version, {
          title: input.title, subject: input.subject, language: languageOrRefuse(input.language), audience: audienceOf(input.audience), document: input.document,
        }, (id) => known.has(id));
      },
    }),
    deleteNewsletter: t.boolean({
      description: 'Deletes a draft; false when it is not a draft (or is gone).',
      args: { input: t.arg({ type: IdInput, required: true }) },
      resolve: (_r, { input }, ctx) => deleteNewsletter(ctx, String(input.id)),
    }),
    sendNewsletter: t.field({
      type: ResultRef,
      description: 'Starts sending the draft to its audience as it is now; e-mails go out batch by batch.',
      args: { input: t.arg({ type: SendInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const result = await sendNewsletter(ctx, String(input.id), input.version);
        if (!('__typename' in result)) deps.kick();
        return result;
      },
    }),
    stopNewsletter: t.field({
      type: ResultRef,
      description: 'Stops a newsletter going out: addresses not yet written to the outbox get nothing.',
      args: { input: t.arg({ type: IdInput, required: true }) },
      resolve: (_r, { input }, ctx) => stopSendingNewsletter(ctx, String(input.id)),
    }),
    sendNewsletterTest: t.field({
      type: TestSentRef,
      description: 'Queues the draft to the signed-in staff member’s own address; the mail queue shows its delivery.',
      args: { input: t.arg({ type: TestInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        if (!input.subject.trim()) throw badInput('error.newsletter.subjectRequired', {}, 'subject');
        const { links: _links, ...email } = renderNewsletter({ subject: input.subject, language: languageOrRefuse(input.language), document: parsedDocument(input.document) }, ctx.shop.name, ctx.origin, { counted: false });
        const queued = await queueTestEmail(ctx, 'newsletter', email);
        deps.kick();
        return queued;
      },
    }),
  }));
}
