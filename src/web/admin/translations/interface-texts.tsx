// "Teks antarmuka / Interface texts": the shop's own wording of the interface messages
// (docs/decisions/0037), searched by key or text, with the default in both languages beside it.
import { useId, useState } from 'react';
import type { AdminClearInterfaceTextMutation, AdminInterfaceTextsQuery, AdminSetInterfaceTextMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { Pagination } from '../../ui/pagination';
import { isSignedOut } from '../frame/admin-errors';
import { AdminLoadState } from '../ui/admin-load-state';
import {
  ADMIN_INTERFACE_TEXTS_QUERY, CLEAR_INTERFACE_TEXT_MUTATION, interfaceTextVariables, SET_INTERFACE_TEXT_MUTATION, TEXTS_PAGE_SIZE,
  translationListQuery, type TranslationListState,
} from './translations-api';

type Text = AdminInterfaceTextsQuery['interfaceTexts']['nodes'][number];

function LanguageText({ text, language }: { text: Text; language: 'id' | 'en' }) {
  const t = useT();
  const inputId = useId();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const own = text.shop[language] ?? '';
  const [value, setValue] = useState(own);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const languageName = t(language === 'id' ? 'adminTranslations.indonesian' : 'adminTranslations.english');

  const change = async (clear: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = clear
        ? (await client.mutate<AdminClearInterfaceTextMutation>('String', CLEAR_INTERFACE_TEXT_MUTATION, { key: text.key, language })).clearInterfaceText
        : (await client.mutate<AdminSetInterfaceTextMutation>('String', SET_INTERFACE_TEXT_MUTATION, { key: text.key, language, text: value })).setInterfaceText;
      if (answer.__typename === 'InterfaceTextRefused') return setProblem(answer.message);
      if (clear) setValue('');
      cache.invalidate();
      notify({ id: 'interface-text', color: 'green', content: textRef(clear ? 'adminTexts.cleared' : 'adminTexts.saved', { key: text.key }), duration: 4000 });
    } catch (error) {
      setProblem(t(isSignedOut(error) ? 'admin.signInAgain' : 'adminTranslations.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="interface-text-language" onSubmit={(event) => { event.preventDefault(); void change(false); }}>
      <p className="admin-muted" lang={language}>{t('adminTexts.default', { text: text.defaults[language] ?? '' })}</p>
      <label htmlFor={inputId}>{t('adminTexts.own', { language: languageName })}</label>
      <input id={inputId} type="text" className="field-control" lang={language} value={value} onChange={(event) => setValue(event.currentTarget.value)} aria-describedby={problem ? `${inputId}-problem` : undefined} />
      <div className="translation-actions">
        <button type="submit" className="ui-button ui-button-primary" disabled={busy}>{t('adminTranslations.save')}<span className="visually-hidden">: {text.key} ({languageName})</span></button>
        {own ? <button type="button" className="ui-button ui-button-secondary" disabled={busy} onClick={() => void change(true)}>{t('adminTexts.clear')}<span className="visually-hidden">: {text.key} ({languageName})</span></button> : null}
      </div>
      {problem ? <p id={`${inputId}-problem`} className="field-error" role="alert">{problem}</p> : null}
    </form>
  );
}

function TextList({ state, data }: { state: TranslationListState; data: AdminInterfaceTextsQuery }) {
  const t = useT();
  const page = data.interfaceTexts;
  return (
    <>
      <p className="admin-muted" role="status">{t('adminTexts.count', { count: page.totalCount })}</p>
      <ul className="interface-text-list">
        {page.nodes.map((text) => (
          <li key={`${text.key}:${text.shop.id ?? ''}:${text.shop.en ?? ''}`} className="admin-panel">
            <h3 className="interface-text-key"><code>{text.key}</code></h3>
            <div className="translation-grid">
              <LanguageText text={text} language="id" />
              <LanguageText text={text} language="en" />
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={state.page} totalCount={page.totalCount} pageSize={TEXTS_PAGE_SIZE} target={(n) => ({ name: 'adminTranslations', query: translationListQuery({ ...state, page: n }) })} />
    </>
  );
}

export function InterfaceTexts({ state }: { state: TranslationListState }) {
  const query = useQuery<AdminInterfaceTextsQuery>(ADMIN_INTERFACE_TEXTS_QUERY, interfaceTextVariables(state));
  return <AdminLoadState query={query}>{(data) => <TextList state={state} data={data} />}</AdminLoadState>;
}
