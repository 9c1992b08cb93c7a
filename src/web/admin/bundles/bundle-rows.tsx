// The bundles as a table: each with its name and status, its items ("2× Kopi Gayo"), its price,
// what the items cost apart today and the saving. What keeps shoppers from getting a bundle (an
// item deleted or not on sale, too little stock, no saving left) is said in words under its
// name, so the owner sees at a glance which bundles do not apply. Below 800 px each row is a card.
import type { AdminBundleFieldsFragment } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { variationName } from './bundle-draft';
import { useAdminMoney } from '../ui/admin-money';

type ListedBundle = AdminBundleFieldsFragment;
type Flag = { key: string; params?: Record<string, string | number> };

function listedItemName(item: ListedBundle['items'][number], gone: string): string {
  if (!item.product) return gone;
  return item.variation ? `${item.product.name} (${variationName(item.variation)})` : item.product.name;
}

/** Why shoppers would not get the bundle today, besides it being a draft. */
export function bundleFlags(bundle: ListedBundle, gone: string): Flag[] {
  const flags: Flag[] = [];
  for (const item of bundle.items) {
    const name = listedItemName(item, gone);
    if (!item.product) flags.push({ key: 'adminBundles.flag.itemGone' });
    else if (!item.unitPrice) flags.push({ key: 'adminBundles.flag.variationGone', params: { name: item.product.name } });
    else {
      if (item.product.status !== 'published') flags.push({ key: 'adminBundles.flag.draftProduct', params: { name } });
      if (item.stock < item.count) flags.push({ key: 'adminBundles.flag.shortStock', params: { name, stock: item.stock } });
    }
  }
  if (bundle.itemsTotal && bundle.saving.amount <= 0) flags.push({ key: 'adminBundles.flag.noSaving' });
  return flags;
}

function Row({ bundle, canManage }: { bundle: ListedBundle; canManage: boolean }) {
  const t = useT();
  const money = useAdminMoney();
  const gone = t('adminBundles.itemGone');
  const flags = bundleFlags(bundle, gone);
  const link = { name: 'adminBundle', params: { bundleID: bundle.id } };
  return (
    <tr className={flags.length ? 'bundle-row-flagged' : undefined}>
      <th scope="row" className="bundle-cell-name">
        {canManage ? <Link to={link}>{bundle.name}</Link> : bundle.name}{' '}
        <span className={`bundle-status-badge is-${bundle.status}`}>{t(`adminBundles.status.${bundle.status}`)}</span>
        {flags.length ? (
          <div className="bundle-flags">
            <p><span aria-hidden="true">⚠ </span>{t('adminBundles.flag.title')}</p>
            <ul>{flags.map((flag, index) => <li key={index}>{t(flag.key, flag.params)}</li>)}</ul>
          </div>
        ) : null}
      </th>
      <td data-label={t('adminBundles.column.items')}>
        <ul className="bundle-cell-items">
          {bundle.items.map((item, index) => <li key={index}>{t('adminBundles.item', { count: item.count, name: listedItemName(item, gone) })}</li>)}
        </ul>
      </td>
      <td data-label={t('adminBundles.column.price')} className="bundle-cell-number">{money(bundle.price.amount)}</td>
      <td data-label={t('adminBundles.column.apart')} className="bundle-cell-number">
        {bundle.itemsTotal ? money(bundle.itemsTotal.amount) : <span className="admin-muted">{t('adminBundles.apartUnknown')}</span>}
      </td>
      <td data-label={t('adminBundles.column.saving')} className={`bundle-cell-number${bundle.saving.amount > 0 ? ' bundle-saving' : ' bundle-no-saving'}`}>
        {money(bundle.saving.amount)}
      </td>
      {canManage ? (
        <td className="bundle-cell-actions">
          <Link to={link} aria-label={t('adminBundles.editNamed', { name: bundle.name })}>{t('adminBundles.edit')}</Link>
        </td>
      ) : null}
    </tr>
  );
}

export function BundleRows({ bundles, canManage }: { bundles: ListedBundle[]; canManage: boolean }) {
  const t = useT();
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table bundle-table">
        <caption className="visually-hidden">{t('adminBundles.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminBundles.column.name')}</th>
            <th scope="col">{t('adminBundles.column.items')}</th>
            <th scope="col" className="bundle-cell-number">{t('adminBundles.column.price')}</th>
            <th scope="col" className="bundle-cell-number">{t('adminBundles.column.apart')}</th>
            <th scope="col" className="bundle-cell-number">{t('adminBundles.column.saving')}</th>
            {canManage ? <th scope="col"><span className="visually-hidden">{t('adminBundles.column.actions')}</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {bundles.map((bundle) => <Row key={bundle.id} bundle={bundle} canManage={canManage} />)}
        </tbody>
      </table>
    </div>
  );
}
