// SKU, the low-stock threshold and the stock itself. A new product starts with a number of
// units; after that, stock moves only through an adjustment with a reason (received goods, a
// correction, damaged or returned units), and every change shows in the history below.
import { useRef } from 'react';
import type { AdjustStockMutation, AdminStockHistoryQuery } from '../../graph/generated/admin-operations';
import { GraphResponseError } from '../../graph/graph-errors';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useGraphCache, useGraphClient, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useConfirm } from '../../ui/overlays/confirm-dialog';
import { Say, useMessages } from '../ui/say';
import type { EditedProduct } from './product-draft';
import { NumberField } from '../ui/number-field';
import type { SectionProps } from './product-section';
import { ProductTextField } from './product-text-field';
import { ADJUST_STOCK, ADMIN_PRODUCTS_QUERY, STOCK_HISTORY_QUERY } from './products-api';

const REASONS = ['received', 'correction', 'damaged', 'returned'] as const;
/** The dialog's words, asked for while the screen renders so the dialog opens with them. */
const DIALOG_MESSAGES = ['adminProducts.stock.adjustTitle', 'adminProducts.stock.variation', 'adminProducts.stock.changeLabel', 'adminProducts.stock.changeHint',
  'adminProducts.stock.note', 'adminProducts.stock.reason', 'adminProducts.stock.adjust', 'adminProducts.stock.cancel', 'adminProducts.stock.adjusted',
  'adminProducts.stock.close', ...REASONS.map((reason) => `adminProducts.stock.reason.${reason}`)];

function StockHistory({ movements, variationName }: { movements: AdminStockHistoryQuery['productById'] extends infer P ? P extends { stockMovements: infer M } ? M : never : never; variationName: (id: string | null) => string }) {
  const t = useT();
  const language = useLanguage();
  if (movements.length === 0) return <p className="admin-muted">{t('adminProducts.stock.noHistory')}</p>;
  // A long reason or date scrolls inside its own box instead of widening the editor's column.
  return (
    <div className="product-history-scroll" role="region" aria-label={t('adminProducts.stock.history')} tabIndex={0}>
    <table className="product-history">
      <caption>{t('adminProducts.stock.history')}</caption>
      <thead>
        <tr><th scope="col">{t('adminProducts.stock.when')}</th><th scope="col">{t('adminProducts.stock.reason')}</th><th scope="col" className="product-cell-number">{t('adminProducts.stock.change')}</th><th scope="col" className="product-cell-number">{t('adminProducts.stock.after')}</th></tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td>{new Date(movement.at).toLocaleString(language === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' })}</td>
            <td>
              {t(`adminProducts.stock.reason.${movement.reason}`)}{movement.variationId ? ` · ${variationName(movement.variationId)}` : ''}
              {movement.note ? <span className="admin-muted"> — {movement.note}</span> : null}
              {movement.staffName ? <span className="admin-muted"> ({movement.staffName})</span> : null}
            </td>
            <td className="product-cell-number">{movement.change > 0 ? `+${movement.change}` : movement.change}</td>
            <td className="product-cell-number">{movement.stockAfter}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

/** Shoppers asking to be told when a sold-out item is back (docs/decisions/0042): what to restock first. */
function WaitingShoppers({ live, variationName }: { live: AdminStockHistoryQuery['productById'] | undefined; variationName: (id: string | null) => string }) {
  const t = useT();
  if (!live) return null;
  const waiting = [
    ...(live.waitingStockAlerts > 0 ? [t('adminStockAlerts.waiting', { count: live.waitingStockAlerts })] : []),
    ...live.variations.filter((v) => v.waitingStockAlerts > 0).map((v) => t('adminStockAlerts.waitingVariation', { variation: variationName(v.id), count: v.waitingStockAlerts })),
  ];
  if (!waiting.length) return null;
  return (
    <div className="product-stock-waiting">
      <ul aria-describedby="product-stock-waiting-hint">{waiting.map((line) => <li key={line}>{line}</li>)}</ul>
      <p id="product-stock-waiting-hint" className="admin-muted">{t('adminStockAlerts.waitingHint')}</p>
    </div>
  );
}

function useAdjustStock(product: EditedProduct) {
  useMessages(DIALOG_MESSAGES);
  const confirm = useConfirm();
  const client = useGraphClient();
  const cache = useGraphCache();
  const change = useRef<HTMLInputElement>(null);
  const note = useRef<HTMLInputElement>(null);
  const variation = useRef<HTMLSelectElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  return async () => {
    const { confirmed } = await confirm({
      title: <Say k="adminProducts.stock.adjustTitle" params={{ name: product.name }} />,
      content: (
        <div className="product-adjust">
          {product.variations.length ? (
            <div className="field">
              <label className="field-label" htmlFor="adjust-variation"><Say k="adminProducts.stock.variation" /></label>
              <select id="adjust-variation" ref={variation} className="field-control">
                {product.variations.map((v) => <option key={v.id} value={v.id}>{v.optionValues.join(' / ')} ({v.sku})</option>)}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label className="field-label" htmlFor="adjust-change"><Say k="adminProducts.stock.changeLabel" /></label>
            <p className="field-hint" id="adjust-change-hint"><Say k="adminProducts.stock.changeHint" /></p>
            <input id="adjust-change" ref={change} className="field-control" type="text" inputMode="numeric" autoComplete="off" aria-describedby="adjust-change-hint adjust-change-error" />
            {/* Filled with the shop's own words when it refuses (below zero, not a whole number); the dialog stays open. */}
            <p id="adjust-change-error" className="field-error" role="alert" ref={refusal} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="adjust-note"><Say k="adminProducts.stock.note" /></label>
            <input id="adjust-note" ref={note} className="field-control" type="text" maxLength={200} />
          </div>
        </div>
      ),
      choices: { legend: <Say k="adminProducts.stock.reason" />, options: REASONS.map((reason) => ({ value: reason, label: <Say k={`adminProducts.stock.reason.${reason}`} /> })) },
      yesLabel: <Say k="adminProducts.stock.adjust" />,
      noLabel: <Say k="adminProducts.stock.cancel" />,
      successTitle: <Say k="adminProducts.stock.adjusted" />,
      backLabel: <Say k="adminProducts.stock.close" />,
      onConfirm: async (reason) => {
        const typed = (change.current?.value ?? '').replace(/\s/g, '');
        const amount = /^[+-]?\d+$/.test(typed) ? Number(typed) : NaN;
        try {
          await client.mutate<AdjustStockMutation>('StockAdjustmentInput', ADJUST_STOCK, {
            input: { productId: product.id, variationId: variation.current?.value || null, change: amount, reason, note: note.current?.value ?? '' },
          });
        } catch (error) {
          // The shop's words (below zero, not a number) are put under the box the owner typed in.
          if (refusal.current) refusal.current.textContent = error instanceof GraphResponseError ? (error.errors[0]?.message ?? '') : '';
          change.current?.focus();
          throw error;
        }
      },
    });
    if (confirmed) {
      cache.invalidate(graphQueryKeyPrefix(STOCK_HISTORY_QUERY));
      cache.invalidate(graphQueryKeyPrefix(ADMIN_PRODUCTS_QUERY));
    }
  };
}

export function ProductInventory({ commerce, onChange, say, register, product }: SectionProps & { product: EditedProduct | null }) {
  const t = useT();
  const history = useQuery<AdminStockHistoryQuery>(STOCK_HISTORY_QUERY, { id: product?.id ?? '' }, { skip: !product });
  const adjust = useAdjustStock(product ?? ({ variations: [] } as unknown as EditedProduct));
  const live = history.data?.productById;
  const stockOf = (variationId: string | null) => (variationId ? live?.variations.find((v) => v.id === variationId)?.stock : live?.stock);
  const variationName = (id: string | null) => product?.variations.find((v) => v.id === id)?.optionValues.join(' / ') ?? '';
  return (
    <section className="admin-panel product-section" aria-labelledby="product-inventory-heading">
      <h2 id="product-inventory-heading">{t('adminProducts.editor.inventory')}</h2>
      <ProductTextField label={t('adminProducts.field.sku')} required value={commerce.sku} error={say('sku')} controlRef={register('sku')}
        inputProps={{ autoComplete: 'off', spellCheck: false }} onChange={(sku) => onChange({ sku }, 'sku')} />
      <NumberField label={t('adminProducts.field.lowStockThreshold')} hint={t('adminProducts.editor.lowStockHint')} value={commerce.lowStockThreshold}
        error={say('lowStockThreshold')} controlRef={register('lowStockThreshold')} onChange={(lowStockThreshold) => onChange({ lowStockThreshold }, 'lowStockThreshold')} />
      {product ? (
        <>
          <p className="product-stock-now">
            {product.variations.length
              ? product.variations.map((v) => `${v.optionValues.join(' / ')}: ${stockOf(v.id) ?? v.stock}`).join(' · ')
              : t('adminProducts.stock.now', { count: stockOf(null) ?? product.stock })}
          </p>
          <WaitingShoppers live={live} variationName={variationName} />
          <Button variant="secondary" onPress={adjust}>{t('adminProducts.stock.adjustButton')}</Button>
          {live ? <StockHistory movements={live.stockMovements} variationName={variationName} /> : null}
        </>
      ) : commerce.options.length === 0 ? (
        <NumberField label={t('adminProducts.field.stock')} hint={t('adminProducts.editor.startStockHint')} value={commerce.stock} error={say('stock')}
          controlRef={register('stock')} onChange={(stock) => onChange({ stock }, 'stock')} />
      ) : null}
    </section>
  );
}
