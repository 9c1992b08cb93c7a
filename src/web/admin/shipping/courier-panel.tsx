// One courier with its services: rename, switch off, move up or down, delete (asked twice), and
// for each service the same plus its rate table. A new service is added at the end.
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { RateEditor } from './rate-editor';
import { DELETE_COURIER_MUTATION, DELETE_SERVICE_MUTATION, REORDER_SERVICES_MUTATION, SAVE_COURIER_MUTATION, SAVE_SERVICE_MUTATION } from './shipping-api';
import { useShippingChange, type ShippingSetup } from './use-shipping-change';

type Courier = ShippingSetup['couriers'][number];
type Service = Courier['services'][number];

interface Shared { canManage: boolean; onSetup: (setup: ShippingSetup) => void; provinces: readonly string[]; others: Array<{ id: string; label: string }> }

/** A name box with its on/off switch and Save: what couriers and services share. */
function NameForm({ label, name, active, onSave, error, fieldError, idPrefix }: {
  label: string; name: string; active: boolean; onSave: (name: string, active: boolean) => Promise<boolean>; error: string | null; fieldError: string | undefined; idPrefix: string;
}) {
  const t = useT();
  const [value, setValue] = useState(name);
  const [on, setOn] = useState(active);
  return (
    <form className="ship-name-form" onSubmit={(event) => { event.preventDefault(); void onSave(value, on); }}>
      <div className={fieldError ? 'field field-invalid' : 'field'}>
        <label className="field-label" htmlFor={`${idPrefix}-name`}>{label}</label>
        <input id={`${idPrefix}-name`} className="field-control" value={value} maxLength={40} aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${idPrefix}-error` : undefined} onChange={(event) => setValue(event.currentTarget.value)} />
        {fieldError ? <p id={`${idPrefix}-error`} className="field-error">{fieldError}</p> : null}
      </div>
      <label className="ship-check"><input type="checkbox" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />{t('adminShipping.active')}</label>
      <Button type="submit" variant="secondary">{t('adminShipping.save')}</Button>
      {error ? <p role="alert" className="admin-alert">{error}</p> : null}
    </form>
  );
}

function ServiceRow({ courier, service, index, shared, onMove }: { courier: Courier; service: Service; index: number; shared: Shared; onMove: (index: number, by: number) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useShippingChange('ShippingServiceInput', SAVE_SERVICE_MUTATION, shared.onSetup);
  const remove = useShippingChange('ID', DELETE_SERVICE_MUTATION, shared.onSetup);
  const label = `${courier.name} ${service.service}`;
  return (
    <li className="ship-service">
      <div className="ship-service-head">
        <h4>{label} {service.active ? null : <span className="ship-off">{t('adminShipping.off')}</span>}</h4>
        <Button size="small" variant="secondary" aria-expanded={open} onPress={() => setOpen(!open)}>
          {t(open ? 'adminShipping.rates.hide' : 'adminShipping.rates.show', { count: service.rates.length })}
        </Button>
      </div>
      {shared.canManage ? (
        <>
          <NameForm label={t('adminShipping.serviceName')} name={service.service} active={service.active} idPrefix={`service-${service.id}`}
            error={save.error} fieldError={save.problems.service} onSave={(name, active) => save.submit({ input: { id: service.id, courierId: courier.id, service: name, active } })} />
          <div className="ship-actions">
            <Button size="small" variant="quiet" disabled={index === 0} onPress={() => onMove(index, -1)}>{t('adminShipping.moveUp', { name: label })}</Button>
            <Button size="small" variant="quiet" disabled={index === courier.services.length - 1} onPress={() => onMove(index, 1)}>{t('adminShipping.moveDown', { name: label })}</Button>
            {confirming
              ? <Button size="small" variant="danger" onPress={() => remove.submit({ id: service.id })}>{t('adminShipping.deleteSure', { name: label })}</Button>
              : <Button size="small" variant="quiet" onPress={() => setConfirming(true)}>{t('adminShipping.delete', { name: label })}</Button>}
          </div>
          {remove.error ? <p role="alert" className="admin-alert">{remove.error}</p> : null}
        </>
      ) : null}
      {open ? <RateEditor service={service} others={shared.others.filter((other) => other.id !== service.id)} provinces={shared.provinces} canManage={shared.canManage} onSetup={shared.onSetup} /> : null}
    </li>
  );
}

export function CourierPanel({ courier, index, count, shared, onMove }: { courier: Courier; index: number; count: number; shared: Shared; onMove: (index: number, by: number) => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [newService, setNewService] = useState('');
  const save = useShippingChange('ShippingCourierInput', SAVE_COURIER_MUTATION, shared.onSetup);
  const remove = useShippingChange('ID', DELETE_COURIER_MUTATION, shared.onSetup);
  const add = useShippingChange('ShippingServiceInput', SAVE_SERVICE_MUTATION, shared.onSetup);
  const reorder = useShippingChange('ID', REORDER_SERVICES_MUTATION, shared.onSetup);
  const moveService = useCallback((at: number, by: number) => {
    const ids = courier.services.map((service) => service.id);
    const [moved] = ids.splice(at, 1);
    ids.splice(at + by, 0, moved!);
    void reorder.submit({ courierId: courier.id, ids });
  }, [courier, reorder]);
  return (
    <section className="admin-panel ship-courier" aria-labelledby={`courier-${courier.id}`}>
      <h3 id={`courier-${courier.id}`}>{courier.name} {courier.active ? null : <span className="ship-off">{t('adminShipping.off')}</span>}</h3>
      {shared.canManage ? (
        <>
          <NameForm label={t('adminShipping.courierName')} name={courier.name} active={courier.active} idPrefix={`courier-${courier.id}-form`}
            error={save.error} fieldError={save.problems.name} onSave={(name, active) => save.submit({ input: { id: courier.id, name, active } })} />
          <div className="ship-actions">
            <Button size="small" variant="quiet" disabled={index === 0} onPress={() => onMove(index, -1)}>{t('adminShipping.moveUp', { name: courier.name })}</Button>
            <Button size="small" variant="quiet" disabled={index === count - 1} onPress={() => onMove(index, 1)}>{t('adminShipping.moveDown', { name: courier.name })}</Button>
            {confirming
              ? <Button size="small" variant="danger" onPress={() => remove.submit({ id: courier.id })}>{t('adminShipping.deleteSure', { name: courier.name })}</Button>
              : <Button size="small" variant="quiet" onPress={() => setConfirming(true)}>{t('adminShipping.delete', { name: courier.name })}</Button>}
          </div>
          {remove.error || reorder.error ? <p role="alert" className="admin-alert">{remove.error ?? reorder.error}</p> : null}
        </>
      ) : null}
      <ul className="ship-services">
        {courier.services.map((service, at) => <ServiceRow key={service.id} courier={courier} service={service} index={at} shared={shared} onMove={moveService} />)}
      </ul>
      {shared.canManage ? (
        <form className="ship-name-form" onSubmit={async (event) => {
          event.preventDefault();
          if (await add.submit({ input: { courierId: courier.id, service: newService } })) setNewService('');
        }}>
          <div className={add.problems.service ? 'field field-invalid' : 'field'}>
            <label className="field-label" htmlFor={`courier-${courier.id}-new`}>{t('adminShipping.newService', { courier: courier.name })}</label>
            <input id={`courier-${courier.id}-new`} className="field-control" value={newService} maxLength={40} onChange={(event) => setNewService(event.currentTarget.value)}
              aria-invalid={add.problems.service ? true : undefined} aria-describedby={add.problems.service ? `courier-${courier.id}-new-error` : undefined} />
            {add.problems.service ? <p id={`courier-${courier.id}-new-error`} className="field-error">{add.problems.service}</p> : null}
          </div>
          <Button type="submit" variant="secondary">{t('adminShipping.addService')}</Button>
          {add.error && !add.problems.service ? <p role="alert" className="admin-alert">{add.error}</p> : null}
        </form>
      ) : null}
    </section>
  );
}
