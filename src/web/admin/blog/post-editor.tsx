// The post editor: texts per language beside the post's settings and actions. Every action
// saves what the screen shows; the bodies are read from the editors at the moment of the press,
// so nothing typed just before is left out. Unsaved work asks before it is left behind.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../../../domain/i18n/language';
import { normaliseRichTextDocument, parseRichTextDocument, type RichTextDocument } from '../../../domain/rich-text';
import type { RichTextEditorHandle } from '../../editor';
import { FormSubmitError } from '../../forms/process-error';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminPostChoicesQuery, AdminPostEditorFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { isSignedOut } from '../frame/admin-errors';
import { CoverField } from './cover-field';
import { useEditorImageUpload } from '../ui/editor-image-upload';
import { LanguageTabSet } from '../ui/language-tabs';
import { EDITOR_LANGUAGES, POST_FORM_FIELDS, POST_VALIDATORS, postFormValues, postInput, type PostFormValues } from './post-form';
import { PublishPanel } from './post-publish-panel';
import { runPostAction, type PostAction } from './post-save';
import { AuthorFields, CategoryChoices, SlugField } from './post-settings';
import { PostTextFields } from './post-text-fields';
import { ProductPicker } from './product-picker';
import { formatShopTime, fromShopInput } from '../../../domain/format/shop-time';
import { useMessages } from './say';
import { useDeletePost } from './use-delete-post';

/** Said later than the editor is drawn: read now, so they are at hand (see useMessages). */
const LATER_MESSAGES = ['adminBlog.editor.leave', 'adminBlog.publish.unsaved', 'adminBlog.publish.allSaved', 'adminBlog.schedule.required', 'adminBlog.schedule.past'];

type Bodies = { id: RichTextDocument; en: RichTextDocument };
const previewPath = (slug: string) => `/admin/blog/preview/${encodeURIComponent(slug)}`;
const EMPTY: RichTextDocument = { blocks: [], entityMap: {} };
const DONE_TOAST = 'admin-post-done';
const FAILED_TOAST = 'admin-post-failed';

/** A schedule must name a real moment ahead; said on the field before anything is sent. */
function checkedPublishAt(value: string, offsetHours: number): string {
  const moment = fromShopInput(value, offsetHours);
  if (!moment) throw new FormSubmitError({ fields: { publishAt: { key: 'adminBlog.schedule.required' } } });
  if (Date.parse(moment) <= Date.now()) throw new FormSubmitError({ fields: { publishAt: { key: 'adminBlog.schedule.past' } } });
  return moment;
}

function refusal(error: unknown): unknown {
  // The frame would send a signed-out page to sign in; this one holds unsaved work, so it says so instead.
  if (isSignedOut(error)) return new FormSubmitError({ form: { key: 'adminBlog.editor.signedOut' } });
  return fieldRefusal(error, POST_FORM_FIELDS);
}

export function PostEditor({ post, choices }: { post: AdminPostEditorFieldsFragment | null; choices: AdminPostChoicesQuery }) {
  const t = useT();
  const uiLanguage = useLanguage();
  const offset = useTimezoneOffset();
  const router = useRouter();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const uploadImage = useEditorImageUpload();
  const authors = useMemo(() => ({
    writerId: choices.blogAuthors.find((author) => author.email === choices.viewer.email)?.id ?? '',
    nameOf: (id: string) => choices.blogAuthors.find((author) => author.id === id)?.name,
  }), [choices]);

  useMessages(LATER_MESSAGES);
  // The post as last stored: state for what is drawn, a ref for what an action in flight reads.
  const [stored, setStoredState] = useState(post);
  const storedRef = useRef(post);
  const setStored = (saved: AdminPostEditorFieldsFragment) => {
    storedRef.current = saved;
    setStoredState(saved);
  };
  const [tab, setTab] = useState<Language>('id');
  const [pending, setPending] = useState<PostAction | 'delete' | null>(null);
  const handles = { id: useRef<RichTextEditorHandle>(null), en: useRef<RichTextEditorHandle>(null) };
  // The editors open with the stored bodies (read once); a body is unsaved while it differs from the last one saved.
  const [opening] = useState(() => ({ id: post?.texts.body.id.document ?? EMPTY, en: post?.texts.body.en?.document ?? EMPTY }));
  const savedBodies = useRef<Record<Language, string>>({
    id: JSON.stringify(normaliseRichTextDocument(parseRichTextDocument(opening.id))),
    en: JSON.stringify(normaliseRichTextDocument(parseRichTextDocument(opening.en))),
  });
  const latestBodies = useRef<Partial<Bodies>>({});
  const [bodyDirty, setBodyDirty] = useState<Record<Language, boolean>>({ id: false, en: false });
  const press = useRef<{ action: PostAction; bodies: Bodies }>({ action: 'save', bodies: { id: EMPTY, en: EMPTY } });

  const readBody = (language: Language): RichTextDocument =>
    handles[language].current?.getDocument() ?? latestBodies.current[language] ?? normaliseRichTextDocument(parseRichTextDocument(opening[language]));

  const form = useForm<PostFormValues>(`admin-post-${post?.id ?? 'new'}`, {
    initial: postFormValues(post, authors, offset),
    validators: POST_VALIDATORS,
    onSubmit: async (values) => {
      const { action, bodies } = press.current;
      const publishAt = action === 'schedule' ? checkedPublishAt(values.publishAt, offset) : undefined;
      let saved: AdminPostEditorFieldsFragment;
      try {
        saved = await runPostAction(client, { action, postId: storedRef.current?.id ?? null, input: postInput(values, bodies), publishAt, onStored: setStored });
      } catch (error) {
        notify({ id: FAILED_TOAST, color: 'red', title: textRef('adminBlog.toast.failed'), content: textRef('adminBlog.toast.failedHint') });
        throw refusal(error);
      }
      cache.invalidate();
      setStored(saved);
      savedBodies.current = { id: JSON.stringify(bodies.id), en: JSON.stringify(bodies.en) };
      setBodyDirty({ id: false, en: false });
      form.reset(postFormValues(saved, authors, offset));
      const when = saved.publishedAt ? formatShopTime(saved.publishedAt, uiLanguage, offset) : '';
      // One toast tells where the post stands: a later action's replaces an earlier one's.
      if (action !== 'preview') notify({ id: DONE_TOAST, color: 'green', title: textRef(`adminBlog.toast.${action}`, { when }) });
      if (!post) {
        // The new post has its own address now; nothing is left unsaved on this one.
        router.clearExitConfirmation();
        void router.replaceRoute({ name: 'adminPost', params: { postID: saved.id } });
      }
    },
  });

  const dirty = form.state.dirty || bodyDirty.id || bodyDirty.en;
  useEffect(() => {
    if (dirty) router.setExitConfirmation(t('adminBlog.editor.leave'));
    else router.clearExitConfirmation();
  }, [dirty, router, t]);
  useEffect(() => () => router.clearExitConfirmation(), [router]);

  const onBodyChange = (language: Language) => (doc: RichTextDocument) => {
    latestBodies.current[language] = doc;
    const changed = JSON.stringify(doc) !== savedBodies.current[language];
    setBodyDirty((current) => (current[language] === changed ? current : { ...current, [language]: changed }));
  };

  /** Refusals of the other language's fields: that tab is shown and its first refused field focused. */
  const reveal = (paths: string[]) => {
    const language = EDITOR_LANGUAGES.find((candidate) => paths.some((path) => path.endsWith(`.${candidate}`) && !path.startsWith('coverAlt')));
    if (!language || language === tab || paths.some((path) => path.endsWith(`.${tab}`))) return;
    setTab(language);
    const first = paths.find((path) => path.endsWith(`.${language}`))!;
    requestAnimationFrame(() => document.getElementById(form.field(first).id)?.focus());
  };

  const run = async (action: PostAction) => {
    // Read now: a keystroke or a link made just before the press belongs to what is saved.
    press.current = { action, bodies: { id: readBody('id'), en: readBody('en') } };
    const current = storedRef.current;
    if (action === 'preview' && current && !dirty) {
      window.open(previewPath(current.slug), '_blank', 'noopener');
      return;
    }
    // Opened during the press, so no pop-up blocker stops it; it shows the preview once saved.
    const previewTab = action === 'preview' ? window.open('', '_blank') : null;
    setPending(action);
    const outcome = await form.submit();
    setPending(null);
    if (outcome.status === 'processed') {
      if (previewTab && storedRef.current) {
        previewTab.opener = null;
        previewTab.location.href = previewPath(storedRef.current.slug);
      }
      return;
    }
    previewTab?.close();
    if (outcome.status === 'invalid') reveal(Object.keys(outcome.errors));
    if (outcome.status === 'failed') reveal(Object.keys(outcome.error.fields));
  };

  const remove = useDeletePost(stored, setPending);
  return (
    // Not a <form>: the rich-text editor's dialogs are forms of their own, and a form inside a
    // form does not hold (their submit would reload the page).
    <section className="admin-editor" aria-label={t('adminBlog.editor.formLabel')}>
      <div className="admin-editor-main">
        <LanguageTabSet label={t('adminBlog.editor.languages')} languages={EDITOR_LANGUAGES} current={tab} onChange={setTab}
          notes={form.values.title.en.trim() ? {} : { en: { text: t('adminBlog.editor.notWritten') } }}>
          {(language) => (
            <PostTextFields form={form} language={language} initialBody={opening[language]} handle={handles[language]}
              onBodyChange={onBodyChange(language)} uploadImage={uploadImage} />
          )}
        </LanguageTabSet>
      </div>
      <div className="admin-editor-side">
        <PublishPanel form={form} status={stored?.status ?? 'draft'} publishedAt={stored?.publishedAt ?? null} stored={Boolean(stored)}
          dirty={dirty} pending={pending} onAction={run} onDelete={remove} />
        <SlugField form={form} />
        <CoverField form={form} />
        <CategoryChoices form={form} categories={choices.blogCategories} />
        <AuthorFields form={form} authors={choices.blogAuthors} />
        <ProductPicker form={form} />
      </div>
    </section>
  );
}
