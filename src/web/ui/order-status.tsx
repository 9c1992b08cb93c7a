// An order's status in words, the same on the order page and in the account's order history,
// with a mark and colour as extra cues only.
import { isOrderStatus } from '../../domain/orders/order-status';
import { useT } from '../i18n/i18n-react';
import './order-status.css';

export type StatusTone = 'waiting' | 'active' | 'done' | 'stopped';

export function statusKey(status: string): string {
  return isOrderStatus(status) ? `orders.status.${status}` : 'orders.status.unknown';
}

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'awaiting_payment':
    case 'partially_paid':
      return 'waiting';
    case 'paid':
    case 'processing':
    case 'shipped':
      return 'active';
    case 'received':
    case 'completed':
      return 'done';
    default:
      return 'stopped';
  }
}

const TONE_MARK: Readonly<Record<StatusTone, string>> = { waiting: '◔', active: '➜', done: '✓', stopped: '✕' };

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const tone = statusTone(status);
  return (
    <span className={`order-status order-status-${tone}`}>
      <span className="order-status-mark" aria-hidden="true">{TONE_MARK[tone]}</span>
      <span className="visually-hidden">{t('orders.statusLabel')}: </span>
      {t(statusKey(status))}
    </span>
  );
}
