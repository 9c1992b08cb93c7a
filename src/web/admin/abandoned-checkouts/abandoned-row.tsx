// One abandoned checkout: who left it, what was in it and what it is worth now, when it was last
// touched (in the shop's zone), and where its recovery stands. Below 800 px the row is a card.
import { formatPhone } from '../../../domain/format/format';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminAbandonedCheckoutsQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useT, useTimezoneOffset } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useAdminMoney } from '../ui/admin-money';

export type AbandonedRow = AdminAbandonedCheckoutsQuery['abandonedCheckouts']['nodes'][number];

/** Items named in the row before "and N more". */
const NAMED_ITEMS = 2;

function Items({ row }: { row: AbandonedRow }) {
  const t = useT();
  const named = row.items.slice(0, NAMED_ITEMS);
  const rest = row.items.length - named.length;
  return (
    <>
      <span className="ab-strong">{t('adminAbandoned.items', { count: row.itemCount })}</span>
      <ul className="ab-items">
        {named.map((item, index) => <li key={index}>{item.count} × {item.name || t('adminAbandoned.itemGone')}</li>)}
        {rest > 0 ? <li>{t('adminAbandoned.moreItems', { count: rest })}</li> : null}
      </ul>
    </>
  );
}

function Recovery({ row }: { row: AbandonedRow }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  const when = (moment: string) => formatShopTime(moment, language, offset);
  let detail: React.ReactNode = null;
  switch (row.state) {
    case 'waiting':
      detail = row.emailDueAt && !row.emailDueNow ? t('adminAbandoned.detail.due', { when: when(row.emailDueAt) }) : t('adminAbandoned.detail.dueNow');
      break;
    case 'email_queued':
      detail = row.emailWrittenAt ? t('adminAbandoned.detail.queued', { when: when(row.emailWrittenAt) }) : null;
      break;
    case 'emailed':
      detail = row.emailDeliveredAt ? t('adminAbandoned.detail.emailed', { when: when(row.emailDeliveredAt) }) : null;
      break;
    case 'email_failed':
      detail = row.emailWrittenAt ? t('adminAbandoned.detail.failed', { when: when(row.emailWrittenAt) }) : null;
      break;
    case 'recovered':
    case 'ordered':
      detail = row.orderId ? <Link to={{ name: 'adminOrder', params: { orderID: row.orderId } }}>{t('adminAbandoned.detail.order', { number: row.orderNumber ?? '' })}</Link> : null;
      break;
    case 'expired':
      break;
  }
  return (
    <>
      <span className={`ab-state is-${row.state}`}>{t(`adminAbandoned.state.${row.state}`)}</span>
      {detail ? <span className="ab-detail">{detail}</span> : null}
      {row.state === 'recovered' && row.emailDeliveredAt ? <span className="ab-detail">{t('adminAbandoned.detail.emailed', { when: when(row.emailDeliveredAt) })}</span> : null}
    </>
  );
}

/** The recovery e-mail's link, for the owner to send another way (a chat, a call). */
function CopyLink({ row }: { row: AbandonedRow }) {
  const t = useT();
  const { notify } = useNotify();
  const url = row.recoveryUrl;
  if (!url) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ id: 'abandoned-copied', color: 'green', content: textRef('adminAbandoned.copied'), duration: 4000 });
    } catch {
      notify({ id: 'abandoned-copied', color: 'red', content: textRef('adminAbandoned.copyFailed', { url }), duration: 10000 });
    }
  };
  return (
    <button type="button" className="ui-button ui-button-secondary ab-copy" aria-label={t('adminAbandoned.copyFor', { email: row.email })} onClick={() => void copy()}>
      {t('adminAbandoned.copy')}
    </button>
  );
}

export function AbandonedCheckoutRow({ row }: { row: AbandonedRow }) {
  const t = useT();
  const money = useAdminMoney();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <tr>
      <th scope="row" className="ab-shopper">
        <a href={`mailto:${row.email}`}>{row.email}</a>
        {row.name ? <span className="ab-detail">{row.name}</span> : null}
        {row.phone ? <span className="ab-detail">{formatPhone(row.phone)}</span> : null}
      </th>
      <td data-label={t('adminAbandoned.column.items')}><Items row={row} /></td>
      <td data-label={t('adminAbandoned.column.value')} className="ab-number">{money(row.subtotal)}</td>
      <td data-label={t('adminAbandoned.column.activity')}>{formatShopTime(row.lastActivityAt, language, offset)}</td>
      <td data-label={t('adminAbandoned.column.recovery')}>
        <Recovery row={row} />
        <CopyLink row={row} />
      </td>
    </tr>
  );
}
