import type { Language } from '../../../domain/i18n/language';
import type { RequestContext } from '../../context.server';
import { badInput, say } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { renderEmailContent } from './email-content-render.server';
import {
  checkedContent, emailOverrideRow, emailOverridesOf, resetEmailOverride, saveEmailOverride, specOrRefuse, type EmailContentRow,
} from './email-content.service';
import type { EmailContent, EmailSpec } from './email-definition.server';
import type { RenderedEmail } from './email-layout.server';
import { queueTestEmail } from './email-test.service';

export interface EmailContentAdminDeps {
  /** Every e-mail the shop sends, gathered from the modules that send them. */
  emails: readonly EmailSpec[];
  /** Deliver what was just queued now rather than at the next tick. */
  kick: () => void;
}

interface EmailTemplateView {
  spec: EmailSpec;
  language: Language;
  row: EmailContentRow | null;
}

function languageOf(value: string): Language {
  if (value !== 'id' && value !== 'en') throw badInput('error.emailContent.language', {}, 'language');
  return value;
}

function contentOf(view: EmailTemplateView): EmailContent {
  return view.row ? { subject: view.row.subject, document: view.row.document } : view.spec.defaults[view.language];
}

/** The e-mail rendered with the sample of its kind, from the draft when one is given, else what the shop sends now. */
async function preview(ctx: RequestContext, specs: readonly EmailSpec[], input: { key: string; language: string; subject?: string | null; document?: unknown }): Promise<{ spec: EmailSpec; email: RenderedEmail }> {
  const spec = specOrRefuse(specs, input.key);
  const language = languageOf(input.language);
  const draft = input.subject != null || input.document != null;
  const content = draft
    ? checkedContent(spec, { subject: input.subject ?? spec.defaults[language].subject, document: input.document ?? spec.defaults[language].document })
    : contentOf({ spec, language, row: await emailOverrideRow(ctx.db, ctx.shop.id, spec.key, language) });
  const email = renderEmailContent(spec, language, content, spec.sampleValues(language, ctx.origin), { shopName: ctx.shop.name, origin: ctx.origin });
  return { spec, email };
}

/**
 * The owner's API for the shop's e-mails as content: list them, read one with the
 * placeholders it may use, save or reset a language's wording, preview it with a sample,
 * and send that preview to oneself through the outbox. Staff only (every admin root field).
 */
export function registerEmailContentAdminFields(builder: Builder, deps: EmailContentAdminDeps) {
  const PlaceholderKindEnum = builder.enumType('EmailPlaceholderKind', {
    values: {
      TEXT: { value: 'text', description: 'Written into a sentence, the subject or a table cell.' },
      LINK: { value: 'link', description: 'An address: the whole address of a link or button, or text.' },
      BLOCK: { value: 'block', description: 'A generated part (a table, a list); alone in its own paragraph.' },
    } as const,
  });

  const PlaceholderRef = builder.objectRef<{ name: string; kind: 'text' | 'link' | 'block' }>('EmailPlaceholder').implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      token: t.string({ description: 'As written in the content, e.g. {{order.number}}.', resolve: (p) => `{{${p.name}}}` }),
      kind: t.field({ type: PlaceholderKindEnum, resolve: (p) => p.kind }),
      description: t.string({ resolve: (p, _a, ctx) => say(ctx, `email.placeholder.${p.name}`) }),
    }),
  });

  const SummaryRef = builder.objectRef<{ spec: EmailSpec; rows: EmailContentRow[] }>('EmailTemplateSummary').implement({
    fields: (t) => ({
      key: t.string({ resolve: (v) => v.spec.key }),
      audience: t.string({ description: '`customer`, `staff` (the shop’s contact address) or `staffMember` (one staff member’s own address).', resolve: (v) => v.spec.audience }),
      description: t.string({ resolve: (v, _a, ctx) => say(ctx, `email.${v.spec.key}`) }),
      overriddenLanguages: t.stringList({ description: 'Languages in which the shop has its own wording.', resolve: (v) => v.rows.map((r) => r.language).sort() }),
      updatedAt: t.string({ nullable: true, resolve: (v) => (v.rows.length ? new Date(Math.max(...v.rows.map((r) => r.updatedAt.getTime()))).toISOString() : null) }),
    }),
  });

  const TemplateRef = builder.objectRef<EmailTemplateView>('EmailTemplate').implement({
    fields: (t) => ({
      key: t.string({ resolve: (v) => v.spec.key }),
      audience: t.string({ description: '`customer`, `staff` (the shop’s contact address) or `staffMember` (one staff member’s own address).', resolve: (v) => v.spec.audience }),
      description: t.string({ resolve: (v, _a, ctx) => say(ctx, `email.${v.spec.key}`) }),
      language: t.string({ resolve: (v) => v.language }),
      isDefault: t.boolean({ resolve: (v) => v.row === null }),
      subject: t.string({ resolve: (v) => contentOf(v).subject }),
      document: t.field({ type: 'JSON', description: 'The rich-text document with its placeholders.', resolve: (v) => contentOf(v).document }),
      placeholders: t.field({ type: [PlaceholderRef], resolve: (v) => [...v.spec.placeholders] }),
      updatedAt: t.string({ nullable: true, resolve: (v) => v.row?.updatedAt.toISOString() ?? null }),
      updatedBy: t.string({ nullable: true, description: 'Id of the staff member who saved it.', resolve: (v) => v.row?.updatedBy ?? null }),
    }),
  });

  const PreviewRef = builder.objectRef<RenderedEmail>('EmailPreview').implement({
    fields: (t) => ({ subject: t.exposeString('subject'), html: t.exposeString('html'), text: t.exposeString('text') }),
  });

  const TestSentRef = builder.objectRef<{ to: string; subject: string }>('EmailTestQueued').implement({
    description: 'The test e-mail was queued; the mail queue shows whether it was delivered.',
    fields: (t) => ({ to: t.exposeString('to'), subject: t.exposeString('subject') }),
  });

  builder.queryFields((t) => ({
    emailTemplates: t.field({
      type: [SummaryRef],
      description: 'Every e-mail the shop sends, with the languages it has its own wording in.',
      resolve: async (_r, _a, ctx) => {
        const rows = await emailOverridesOf(ctx.db, ctx.shop.id);
        return deps.emails.map((spec) => ({ spec, rows: rows.filter((r) => r.emailKey === spec.key) }));
      },
    }),
    emailTemplate: t.field({
      type: TemplateRef,
      // Null rather than a refusal, so an admin page addressed by a mistyped key answers "not found".
      nullable: true,
      description: 'One e-mail in one language; null when the shop sends no e-mail with this key.',
      args: { key: t.arg.string({ required: true }), language: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const language = languageOf(args.language);
        const spec = deps.emails.find((candidate) => candidate.key === args.key);
        if (!spec) return null;
        return { spec, language, row: await emailOverrideRow(ctx.db, ctx.shop.id, spec.key, language) };
      },
    }),
    emailTemplatePreview: t.field({
      type: PreviewRef,
      description: 'The e-mail with a sample order or customer: the draft given, else the wording the shop sends now.',
      args: { key: t.arg.string({ required: true }), language: t.arg.string({ required: true }), subject: t.arg.string(), document: t.arg({ type: 'JSON' }) },
      resolve: async (_r, args, ctx) => (await preview(ctx, deps.emails, args)).email,
    }),
  }));

  const SaveInput = builder.inputType('SaveEmailTemplateInput', {
    fields: (t) => ({ key: t.string({ required: true }), language: t.string({ required: true }), subject: t.string({ required: true }), document: t.field({ type: 'JSON', required: true }) }),
  });
  const KeyInput = builder.inputType('EmailTemplateKeyInput', {
    fields: (t) => ({ key: t.string({ required: true }), language: t.string({ required: true }) }),
  });
  const TestInput = builder.inputType('SendTestEmailInput', {
    fields: (t) => ({ key: t.string({ required: true }), language: t.string({ required: true }), subject: t.string(), document: t.field({ type: 'JSON' }) }),
  });

  builder.mutationFields((t) => ({
    saveEmailTemplate: t.field({
      type: TemplateRef,
      description: 'Saves the shop’s own wording of an e-mail in one language; the next e-mail of that kind uses it.',
      args: { input: t.arg({ type: SaveInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const spec = specOrRefuse(deps.emails, input.key);
        const language = languageOf(input.language);
        const content = checkedContent(spec, { subject: input.subject, document: input.document });
        return { spec, language, row: await saveEmailOverride(ctx, spec, language, content) };
      },
    }),
    resetEmailTemplate: t.field({
      type: TemplateRef,
      description: 'Goes back to the default wording of an e-mail in one language.',
      args: { input: t.arg({ type: KeyInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const spec = specOrRefuse(deps.emails, input.key);
        const language = languageOf(input.language);
        await resetEmailOverride(ctx, spec.key, language);
        return { spec, language, row: null };
      },
    }),
    sendTestEmail: t.field({
      type: TestSentRef,
      description: 'Queues the preview to the signed-in staff member’s own address; the mail queue shows its delivery.',
      args: { input: t.arg({ type: TestInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const { spec, email } = await preview(ctx, deps.emails, input);
        const queued = await queueTestEmail(ctx, spec.key, email);
        deps.kick();
        return queued;
      },
    }),
  }));
}
