// `/admin/settings/shipping`: the couriers a shop sends with, their services and rate tables by
// province and weight, free shipping and pickup at the shop (docs/decisions/0034). Order
// handlers read it to answer shoppers; owners and administrators change it.
import { useCallback, useState } from 'react';
import type { AdminShippingQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { CourierPanel } from './courier-panel';
import { ADMIN_COURIER_AGGREGATORS_QUERY } from './live-rates-api';
import { LiveRatesSection } from './live-rates-section';
import { ADMIN_SHIPPING_QUERY, REORDER_COURIERS_MUTATION, SAVE_COURIER_MUTATION } from './shipping-api';
import { ShippingOptionsForm } from './shipping-options-form';
import { useShippingChange, type ShippingSetup } from './use-shipping-change';
import './admin-shipping.css';

/** Words shown only after a press (refusals, opened rate tables, confirmations). */
const LATER = ['adminSettings.fixErrors', 'adminSettings.tryAgain', 'adminSettings.signedOut', 'adminShipping.saved', 'adminShipping.deleteSure', 'adminShipping.rates.hide',
  ...['caption', 'province', 'price', 'eta', 'actions', 'etaDays', 'change', 'changeOne', 'none', 'formTitle', 'provinces', 'brackets', 'bracketsHint', 'upToKg', 'bracketPrice',
    'removeBracket', 'addBracket', 'pricePerKgAfter', 'pricePerKgLabel', 'etaMin', 'etaMax', 'days', 'save', 'remove', 'copyFrom', 'copyHint', 'copyChoose', 'copy', 'bracketLine',
    'perKg', 'perKgAfter'].map((key) => `adminShipping.rates.${key}`),
  ...['count', 'all', 'java', 'none', 'others'].map((key) => `adminShipping.provinces.${key}`)];

export function queries(_match: ScreenMatch): ScreenQuery[] {
  // The live rates section's answer too, so it is drawn with the page and its words come with it.
  return adminQueries({ query: ADMIN_SHIPPING_QUERY }, { query: ADMIN_COURIER_AGGREGATORS_QUERY });
}

function ShippingSettings({ data }: { data: AdminShippingQuery }) {
  const t = useT();
  useMessages(LATER);
  const canManage = data.viewer.permissions.includes('settings.manage');
  const [setup, setSetup] = useState<ShippingSetup>(data.shippingSetup);
  const onSetup = useCallback((next: ShippingSetup) => setSetup(next), []);
  const [newCourier, setNewCourier] = useState('');
  const add = useShippingChange('ShippingCourierInput', SAVE_COURIER_MUTATION, onSetup);
  const reorder = useShippingChange('ID', REORDER_COURIERS_MUTATION, onSetup);
  const others = setup.couriers.flatMap((courier) => courier.services.map((service) => ({ id: service.id, label: `${courier.name} ${service.service}` })));
  const shared = { canManage, onSetup, provinces: setup.provinces, others };
  const moveCourier = (at: number, by: number) => {
    const ids = setup.couriers.map((courier) => courier.id);
    const [moved] = ids.splice(at, 1);
    ids.splice(at + by, 0, moved!);
    void reorder.submit({ ids });
  };
  return (
    <div className="ship-settings">
      <p className="admin-muted">{t('adminShipping.intro')}</p>
      {canManage ? null : <p className="admin-muted">{t('adminShipping.readOnly')}</p>}
      {canManage ? <LiveRatesSection /> : null}
      <h2>{t('adminShipping.couriers')}</h2>
      {reorder.error ? <p role="alert" className="admin-alert">{reorder.error}</p> : null}
      {setup.couriers.length === 0 ? <p className="admin-panel">{t('adminShipping.empty')}</p> : null}
      {setup.couriers.map((courier, index) => (
        <CourierPanel key={`${courier.id}-${courier.name}-${String(courier.active)}`} courier={courier} index={index} count={setup.couriers.length} shared={shared} onMove={moveCourier} />
      ))}
      {canManage ? (
        <form className="admin-panel ship-name-form" onSubmit={async (event) => {
          event.preventDefault();
          if (await add.submit({ input: { name: newCourier } })) setNewCourier('');
        }}>
          <div className={add.problems.name ? 'field field-invalid' : 'field'}>
            <label className="field-label" htmlFor="ship-new-courier">{t('adminShipping.newCourier')}</label>
            <input id="ship-new-courier" className="field-control" maxLength={40} value={newCourier} onChange={(event) => setNewCourier(event.currentTarget.value)}
              aria-invalid={add.problems.name ? true : undefined} aria-describedby={add.problems.name ? 'ship-new-courier-error' : undefined} />
            {add.problems.name ? <p id="ship-new-courier-error" className="field-error">{add.problems.name}</p> : null}
          </div>
          <Button type="submit" variant="secondary">{t('adminShipping.addCourier')}</Button>
        </form>
      ) : null}
      <ShippingOptionsForm setup={setup} canManage={canManage} onSetup={onSetup} />
    </div>
  );
}

function ShippingContent() {
  const query = useQuery<AdminShippingQuery>(ADMIN_SHIPPING_QUERY);
  return <AdminLoadState query={query}>{(data) => <ShippingSettings data={data} />}</AdminLoadState>;
}

export default function AdminShippingScreen() {
  const t = useT();
  return (
    <AdminFrame section="shipping" title={t('adminShipping.nav')}>
      <ShippingContent />
    </AdminFrame>
  );
}
