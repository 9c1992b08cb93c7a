// Paying by virtual account or QRIS (docs/decisions/0060): the bank's account number or the QR
// code, the exact amount, and until when it takes money. Nothing is confirmed by hand: the
// gateway tells the shop, and the page follows (order-watch.ts).
import { useId, useRef, useState, type RefObject } from 'react';
import {
  isVirtualAccountBank,
  VIRTUAL_ACCOUNT_BANKS,
  VIRTUAL_ACCOUNT_BANK_NAMES,
  type VirtualAccountBank,
} from '../../../domain/payments/payment-method';
import { createAnchorDownload } from '../../files/browser-downloader';
import { createBrowserImageEncoder } from '../../files/canvas-encoder';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useClientKeys, useMoney, useTimeFormat } from './order-format';
import { useStartPayment } from './order-mutations';
import { CopyButton, RequestError } from './order-parts';
import type { OrderFieldsFragment } from '../../graph/generated/shop-operations';

type OrderPayment = OrderFieldsFragment['payments'][number];
type QrCode = NonNullable<NonNullable<OrderPayment['instructions']>['qrCode']>;

function openPayment(order: OrderFieldsFragment, method: 'VIRTUAL_ACCOUNT' | 'QRIS'): OrderPayment | undefined {
  return order.payments.find((payment) => payment.status === 'pending' && payment.method === method);
}

/** A virtual account number in groups of four, as banking apps print them. */
export function groupDigits(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function bankName(bank: string | null | undefined): string {
  return bank && isVirtualAccountBank(bank) ? VIRTUAL_ACCOUNT_BANK_NAMES[bank] : (bank ?? '').toUpperCase();
}

function Deadline({ payment }: { payment: OrderPayment }) {
  const t = useT();
  const time = useTimeFormat();
  if (!payment.expiresAt) return null;
  return (
    <p className="order-deadline">
      {t('orders.payment.deadline')}{' '}
      <strong><time dateTime={payment.expiresAt}>{time(payment.expiresAt, 'dateTime')}</time></strong>
    </p>
  );
}

/** Asks the gateway for the number or code: on a button, since each ask may open a new one. */
function useShow(order: OrderFieldsFragment) {
  const keys = useClientKeys();
  const startPayment = useStartPayment(order.id, keys);
  const [error, setError] = useState<unknown>(undefined);
  const show = async (method: 'VIRTUAL_ACCOUNT' | 'QRIS', bank?: VirtualAccountBank) => {
    setError(undefined);
    try {
      await startPayment(method, bank);
    } catch (failure) {
      setError(failure);
    }
  };
  return { error, setError, show };
}

export function VirtualAccountPayment({ order }: { order: OrderFieldsFragment }) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const open = openPayment(order, 'VIRTUAL_ACCOUNT');
  const openBank = open?.instructions?.bank;
  const [bank, setBank] = useState<VirtualAccountBank | null>(openBank && isVirtualAccountBank(openBank) ? openBank : null);
  const [unchosen, setUnchosen] = useState(false);
  const { error, show } = useShow(order);
  const shown = open?.instructions?.accountNumber && open.instructions.bank === bank ? { payment: open, number: open.instructions.accountNumber } : null;

  const ask = async () => {
    if (!bank) {
      setUnchosen(true);
      return;
    }
    await show('VIRTUAL_ACCOUNT', bank);
  };

  return (
    <div className="order-gateway">
      <p className="order-hint">{t('orders.payment.vaHint')}</p>
      <fieldset className="order-banks" aria-describedby={unchosen && !bank ? `${id}-unchosen` : undefined}>
        <legend>{t('orders.payment.vaBank')}</legend>
        {VIRTUAL_ACCOUNT_BANKS.map((option) => (
          <label key={option} className="order-method">
            <input
              type="radio"
              name={`${id}-bank`}
              value={option}
              checked={bank === option}
              onChange={() => {
                setBank(option);
                setUnchosen(false);
              }}
            />{' '}
            {VIRTUAL_ACCOUNT_BANK_NAMES[option]}
          </label>
        ))}
      </fieldset>
      {unchosen && !bank ? <p id={`${id}-unchosen`} className="order-error" role="alert">{t('orders.payment.vaChooseBank')}</p> : null}
      {shown ? (
        <div className="order-gateway-details">
          <p className="order-due">
            <span className="order-due-label">{t('orders.payment.vaNumber', { bank: bankName(bank) })}</span>{' '}
            <strong className="order-va-number">{groupDigits(shown.number)}</strong>{' '}
            <CopyButton text={shown.number} label={t('orders.payment.copyVa', { bank: bankName(bank) })} />
          </p>
          <p className="order-due">
            <span className="order-due-label">{t('orders.payment.exactAmount')}</span>{' '}
            <strong className="order-due-amount">{money(shown.payment.amount)}</strong>
          </p>
          <Deadline payment={shown.payment} />
          <p className="order-hint">{t('orders.payment.vaSteps', { bank: bankName(bank) })}</p>
          <p className="order-hint">{t('orders.payment.watching')}</p>
        </div>
      ) : (
        <p className="order-actions">
          <Button size="big" onPress={ask}>{t('orders.payment.vaShow')}</Button>
        </p>
      )}
      <div role="alert"><RequestError error={error} /></div>
    </div>
  );
}

/** The QR code drawn from the server's path, on white with its quiet zone so any reader takes it. */
function QrPicture({ code, label, pictureRef }: { code: QrCode; label: string; pictureRef: RefObject<SVGSVGElement | null> }) {
  const box = code.size + 2 * code.quietZone;
  return (
    <svg ref={pictureRef} className="order-qris-code" role="img" aria-label={label} viewBox={`${-code.quietZone} ${-code.quietZone} ${box} ${box}`} shapeRendering="crispEdges">
      <rect x={-code.quietZone} y={-code.quietZone} width={box} height={box} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}

/** Pixels per module of the saved picture: large enough for an e-wallet app to read from the gallery. */
const SAVED_QR_MODULE_PX = 10;

/**
 * Saves the code shown as a PNG: a shopper paying from the phone the code is shown on cannot
 * scan it, so they save it and open it from their banking or e-wallet app's gallery.
 */
async function saveQrPicture(picture: SVGSVGElement, side: number, fileName: string): Promise<void> {
  const copy = picture.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(side));
  copy.setAttribute('height', String(side));
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  createAnchorDownload()(await createBrowserImageEncoder()(source, side, 'image/png'), fileName);
}

function SaveQrButton({ picture, code, orderNumber }: { picture: RefObject<SVGSVGElement | null>; code: QrCode; orderNumber: number }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      if (!picture.current) throw new Error('no code shown');
      await saveQrPicture(picture.current, (code.size + 2 * code.quietZone) * SAVED_QR_MODULE_PX, `qris-${orderNumber}.png`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="order-actions order-qris-save">
      <span className="order-hint">{t('orders.payment.qrisSameDevice')}</span>
      <Button variant="secondary" onPress={save}>{t('orders.payment.qrisSave')}</Button>
      <span role="status" className="order-copy-status">{failed ? t('orders.payment.qrisSaveFailed') : ''}</span>
    </p>
  );
}

export function QrisPayment({ order }: { order: OrderFieldsFragment }) {
  const t = useT();
  const money = useMoney();
  const open = openPayment(order, 'QRIS');
  const code = open?.instructions?.qrCode;
  const { error, show } = useShow(order);
  const picture = useRef<SVGSVGElement>(null);
  return (
    <div className="order-gateway">
      {open && code ? (
        <div className="order-gateway-details">
          <figure className="order-qris">
            <QrPicture pictureRef={picture} code={code} label={t('orders.payment.qrisAlt', { amount: money(open.amount) })} />
            <figcaption className="order-hint">{t('orders.payment.qrisHint')}</figcaption>
          </figure>
          <SaveQrButton picture={picture} code={code} orderNumber={order.number} />
          <p className="order-due">
            {/* The code carries its amount: nothing is typed, so no "transfer exactly". */}
            <span className="order-due-label">{t('orders.payment.qrisAmount')}</span>{' '}
            <strong className="order-due-amount">{money(open.amount)}</strong>
          </p>
          <Deadline payment={open} />
          <p className="order-hint">{t('orders.payment.watching')}</p>
        </div>
      ) : (
        <>
          <p className="order-hint">{t('orders.payment.qrisHint')}</p>
          <p className="order-actions">
            <Button size="big" onPress={() => show('QRIS')}>{t('orders.payment.qrisShow')}</Button>
          </p>
        </>
      )}
      <div role="alert"><RequestError error={error} /></div>
    </div>
  );
}
