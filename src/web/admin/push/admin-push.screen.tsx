// `/admin/marketing/push`: the owner sends one message to every browser subscribed to the shop's
// notifications and reads how each message went (docs/decisions/0043).
import { useCallback, useState, type ReactNode } from 'react';
import type { AdminPushNotificationsQuery, SendPushBroadcastMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphCache, useQuery } from '../../graph/graph-react';
import { formatShopTime } from '../../../domain/format/shop-time';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { useSettingsChange } from '../ui/use-settings-change';
import { ADMIN_PUSH_QUERY, SEND_PUSH_BROADCAST_MUTATION } from './push-api';
import '../ui/admin-table.css';
import './admin-push.css';

type Overview = AdminPushNotificationsQuery['pushNotifications'];
type Sent = SendPushBroadcastMutation['sendPushBroadcast'];

/** Words that appear only after a press: the sent notice and the refusals. */
const LATER_KEYS = ['adminPush.sent', 'adminSettings.fixErrors', 'adminSettings.tryAgain', 'adminSettings.signedOut'];

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_PUSH_QUERY });
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="push-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p id={`${id}-hint`} className="admin-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} role="alert" className="admin-alert">{error}</p> : null}
    </div>
  );
}

function BroadcastForm({ overview }: { overview: Overview }) {
  const t = useT();
  const cache = useGraphCache();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [route, setRoute] = useState('/');
  const [sent, setSent] = useState<number | null>(null);
  const onAnswer = useCallback((answer: Sent) => {
    setSent(answer.recipients);
    setTitle('');
    setContent('');
  }, []);
  const send = useSettingsChange<Sent>('PushBroadcastInput', SEND_PUSH_BROADCAST_MUTATION, graphQueryKeyPrefix(ADMIN_PUSH_QUERY), onAnswer);
  const none = overview.subscribers === 0;
  const described = (id: string, hint: boolean) => [hint ? `${id}-hint` : '', send.problems[id.replace('push-', '')] ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form className="admin-panel push-form" aria-labelledby="push-form-title" onSubmit={(event) => {
      event.preventDefault();
      setSent(null);
      void send.submit({ input: { title, content, route } }).then(() => cache.invalidate(graphQueryKeyPrefix(ADMIN_PUSH_QUERY)));
    }}>
      <h2 id="push-form-title">{t('adminPush.form.heading')}</h2>
      {none ? <p className="admin-muted">{t('adminPush.form.none')}</p> : null}
      {send.error ? <p role="alert" className="admin-alert">{send.error}</p> : null}
      <Field id="push-title" label={t('adminPush.form.title')} error={send.problems.title}>
        <input id="push-title" className="field-control" value={title} maxLength={overview.titleMax} required onChange={(e) => setTitle(e.target.value)} aria-invalid={send.problems.title ? true : undefined} aria-describedby={described('push-title', false)} />
      </Field>
      <Field id="push-content" label={t('adminPush.form.content')} error={send.problems.content}>
        <textarea id="push-content" className="field-control" value={content} maxLength={overview.contentMax} rows={3} required onChange={(e) => setContent(e.target.value)} aria-invalid={send.problems.content ? true : undefined} aria-describedby={described('push-content', false)} />
      </Field>
      <Field id="push-route" label={t('adminPush.form.route')} hint={t('adminPush.form.routeHint')} error={send.problems.route}>
        <input id="push-route" className="field-control" value={route} onChange={(e) => setRoute(e.target.value)} aria-invalid={send.problems.route ? true : undefined} aria-describedby={described('push-route', true)} />
      </Field>
      <div className="push-actions">
        <Button type="submit" disabled={none}>{t('adminPush.form.send', { count: overview.subscribers })}</Button>
        <p role="status">{sent === null ? '' : t('adminPush.sent', { count: sent })}</p>
      </div>
    </form>
  );
}

function History({ overview }: { overview: Overview }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const cache = useGraphCache();
  return (
    <section aria-labelledby="push-history-title" className="push-history">
      <div className="push-history-head">
        <h2 id="push-history-title">{t('adminPush.history.heading')}</h2>
        <Button variant="secondary" onPress={() => cache.invalidate(graphQueryKeyPrefix(ADMIN_PUSH_QUERY))}>{t('adminPush.refresh')}</Button>
      </div>
      {overview.broadcasts.length === 0 ? <p className="admin-panel">{t('adminPush.history.empty')}</p> : (
        <div className="admin-panel admin-table-panel">
          <table className="admin-table">
            <caption className="visually-hidden">{t('adminPush.history.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminPush.history.when')}</th>
                <th scope="col">{t('adminPush.history.message')}</th>
                <th scope="col" className="push-number">{t('adminPush.history.recipients')}</th>
                <th scope="col" className="push-number">{t('adminPush.history.delivered')}</th>
                <th scope="col" className="push-number">{t('adminPush.history.pending')}</th>
                <th scope="col" className="push-number">{t('adminPush.history.failed')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.broadcasts.map((b) => (
                <tr key={b.id}>
                  <td><time dateTime={b.createdAt}>{formatShopTime(b.createdAt, language, offset)}</time></td>
                  <td><strong>{b.title}</strong><br />{b.content}<br /><span className="admin-muted">{b.route}</span></td>
                  <td className="push-number">{b.recipients}</td>
                  <td className="push-number">{b.delivered}</td>
                  <td className="push-number">{b.pending}</td>
                  <td className="push-number">{b.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Inside the frame, which gives its children the staff API. */
function Content() {
  const t = useT();
  const query = useQuery<AdminPushNotificationsQuery>(ADMIN_PUSH_QUERY);
  return (
    <AdminLoadState query={query}>
      {(data) => (
        <>
          <p className="push-count" role="status">{t('adminPush.subscribers', { count: data.pushNotifications.subscribers })}</p>
          <BroadcastForm overview={data.pushNotifications} />
          <History overview={data.pushNotifications} />
        </>
      )}
    </AdminLoadState>
  );
}

export default function AdminPushScreen() {
  const t = useT();
  useMessages(LATER_KEYS);
  return (
    <AdminFrame section="push" title={t('adminPush.title')}>
      <p className="admin-muted">{t('adminPush.intro')}</p>
      <Content />
    </AdminFrame>
  );
}
