// Development showcase of every overlay piece in each of its states. Brings its own provider and
// layers (its own modal store, so a button can stand in for a route change); needs the app's
// RouterProvider and I18nProvider above it.
import { useId, useRef, useState } from 'react';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import type { ConfirmOptions } from './confirm-dialog';
import { ErrorPopover, errorFieldProps, REQUIRED_ERROR } from './error-popover';
import { Modal, useModals } from './modal-react';
import { createModalStore } from './modal-store';
import type { ModalOptions, ModalStore } from './modal-store';
import { OverlayLayers, OverlayProvider } from './overlay-layers';
import { Popover } from './popover';
import { RenderGate } from './render-gate';
import { useT } from '../../i18n/i18n-react';
import './overlays-showcase.css';

function RenderGateDemo() {
  const t = useT();
  const [prevented, setPrevented] = useState(true);
  const [passes, setPasses] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="overlays-gate">
      <h2 id="overlays-gate">{t('overlays.showcase.gate.heading')}</h2>
      <div className="overlays-showcase-row">
        <label>
          <input type="checkbox" checked={prevented} onChange={(event) => setPrevented(event.target.checked)} />{' '}
          {t('overlays.showcase.gate.prevented')}
        </label>
        <label>
          <input type="checkbox" checked={passes} onChange={(event) => setPasses(event.target.checked)} />{' '}
          {t('overlays.showcase.gate.passes')}
        </label>
        <button type="button" className="overlay-button" onClick={() => setRound((value) => value + 1)}>
          {t('overlays.showcase.gate.reset')}
        </button>
      </div>
      <div className="overlays-showcase-gate" role="status">
        {/* The gate polls the functions of its latest render, so ticking the boxes is enough. */}
        <RenderGate
          key={round}
          isPrevented={() => prevented}
          addressPasses={() => passes}
          fallback={<p>{t('overlays.showcase.gate.waiting')}</p>}
        >
          <p>{t('overlays.showcase.gate.rendered')}</p>
        </RenderGate>
      </div>
    </section>
  );
}

function SampleModal({ titleKey, store, hide }: { titleKey: string; store: ModalStore; hide: (options?: { immediate?: boolean }) => void }) {
  const t = useT();
  const modals = useModals();
  const id = useId();
  return (
    <>
      <h2>{t(titleKey)}</h2>
      <p>{t('overlays.showcase.modal.body')}</p>
      <div className="overlays-showcase-field">
        <label htmlFor={`${id}-name`}>{t('overlays.showcase.modal.nameLabel')}</label>
        <input id={`${id}-name`} type="text" autoComplete="name" />
      </div>
      <div className="overlay-confirm-actions">
        <button
          type="button"
          className="overlay-button"
          onClick={() =>
            modals.show('menu2', (controls) => <SampleModal titleKey="overlays.showcase.modal.secondTitle" store={store} hide={controls.hide} />, {
              label: t('overlays.showcase.modal.secondTitle'),
            })
          }
        >
          {t('overlays.showcase.modal.openSecond')}
        </button>
        <button type="button" className="overlay-button" onClick={() => store.routeChanged()}>
          {t('overlays.showcase.modal.routeChange')}
        </button>
        <button type="button" className="overlay-button" onClick={() => hide({ immediate: true })}>
          {t('overlays.showcase.modal.hideNow')}
        </button>
        <button type="button" className="overlay-button is-primary" onClick={() => hide()}>
          {t('overlays.showcase.modal.hide')}
        </button>
      </div>
    </>
  );
}

function ModalDemo({ store }: { store: ModalStore }) {
  const t = useT();
  const modals = useModals();
  const [unknownLogged, setUnknownLogged] = useState(false);
  const [declarativeOpen, setDeclarativeOpen] = useState(false);
  const open = (options: ModalOptions) =>
    modals.show('default', (controls) => <SampleModal titleKey="overlays.showcase.modal.title" store={store} hide={controls.hide} />, {
      label: t('overlays.showcase.modal.title'),
      ...options,
    });
  const variants: Array<[string, ModalOptions]> = [
    ['overlays.showcase.modal.open', {}],
    ['overlays.showcase.modal.openBackground', { closeOnBackgroundPress: true }],
    ['overlays.showcase.modal.openPersist', { persist: true }],
    ['overlays.showcase.modal.openLocked', { dismissible: false }],
  ];
  return (
    <section aria-labelledby="overlays-modal">
      <h2 id="overlays-modal">{t('overlays.showcase.modal.heading')}</h2>
      <div className="overlays-showcase-row">
        {variants.map(([key, options]) => (
          <button key={key} type="button" className="overlay-button" onClick={() => open(options)}>
            {t(key)}
          </button>
        ))}
        <button type="button" className="overlay-button" onClick={() => setDeclarativeOpen(true)}>
          {t('overlays.showcase.modal.openDeclarative')}
        </button>
        <button
          type="button"
          className="overlay-button"
          onClick={() => setUnknownLogged(modals.show('nowhere', null) === null)}
        >
          {t('overlays.showcase.modal.openUnknown')}
        </button>
      </div>
      <p role="status">{unknownLogged ? t('overlays.showcase.modal.unknownLogged') : null}</p>
      <Modal open={declarativeOpen} onClose={() => setDeclarativeOpen(false)} label={t('overlays.showcase.modal.declarativeTitle')}>
        <h2>{t('overlays.showcase.modal.declarativeTitle')}</h2>
        <p>{t('overlays.showcase.modal.declarativeBody')}</p>
        <button type="button" className="overlay-button is-primary" onClick={() => setDeclarativeOpen(false)}>
          {t('overlays.showcase.modal.hide')}
        </button>
      </Modal>
    </section>
  );
}

function PopoverDemo() {
  const t = useT();
  const body = ({ close }: { close(): void }) => (
    <>
      <p>{t('overlays.showcase.popover.body')}</p>
      <p>
        <a href="#overlays-popover">{t('overlays.showcase.popover.link')}</a>
      </p>
      <button type="button" className="overlay-button" onClick={close}>
        {t('overlays.showcase.popover.close')}
      </button>
    </>
  );
  const label = t('overlays.showcase.popover.label');
  return (
    <section aria-labelledby="overlays-popover">
      <h2 id="overlays-popover">{t('overlays.showcase.popover.heading')}</h2>
      <div className="overlays-showcase-row">
        <Popover toggler={t('overlays.showcase.popover.click')} role="dialog" label={label}>{body}</Popover>
        <Popover toggler={t('overlays.showcase.popover.hover')} openOnHover>{body}</Popover>
        <Popover toggler={t('overlays.showcase.popover.end')} align="end" role="dialog" label={label}>{body}</Popover>
        <Popover toggler={t('overlays.showcase.popover.sidebar')} layer="sidebar" openOnHover>{body}</Popover>
      </div>
    </section>
  );
}

function ConfirmDemo() {
  const t = useT();
  const confirm = useConfirm();
  const [result, setResult] = useState<string | null>(null);
  const ask = async (options: ConfirmOptions) => {
    const answer = await confirm(options);
    const verdict = t(answer.confirmed ? 'overlays.showcase.confirm.confirmed' : 'overlays.showcase.confirm.notConfirmed');
    setResult(answer.choice ? `${verdict} (${answer.choice})` : verdict);
  };
  const base: ConfirmOptions = {
    title: t('overlays.showcase.confirm.title'),
    content: <p>{t('overlays.showcase.confirm.content')}</p>,
    successContent: <p>{t('overlays.showcase.confirm.success')}</p>,
  };
  const variants: Array<[string, ConfirmOptions]> = [
    ['overlays.showcase.confirm.simple', base],
    ['overlays.showcase.confirm.acknowledge', { ...base, warning: t('overlays.showcase.confirm.warning'), acknowledge: true }],
    [
      'overlays.showcase.confirm.choices',
      {
        ...base,
        title: t('overlays.showcase.confirm.cancelOrder'),
        choices: {
          legend: t('overlays.showcase.confirm.legend'),
          options: [
            { value: 'price', label: t('overlays.showcase.confirm.reasonPrice') },
            { value: 'time', label: t('overlays.showcase.confirm.reasonTime') },
          ],
        },
      },
    ],
    ['overlays.showcase.confirm.failing', { ...base, onConfirm: () => Promise.reject(new Error('showcase')) }],
  ];
  return (
    <section aria-labelledby="overlays-confirm">
      <h2 id="overlays-confirm">{t('overlays.showcase.confirm.heading')}</h2>
      <div className="overlays-showcase-row">
        {variants.map(([key, options]) => (
          <button key={key} type="button" className="overlay-button" onClick={() => void ask(options)}>
            {t(key)}
          </button>
        ))}
      </div>
      <p role="status">{result === null ? null : t('overlays.showcase.confirm.result', { result })}</p>
      {/* The dialog's inside, shown in place so its layout can be seen without opening it. */}
      <div className="overlays-showcase-gate">
        <ConfirmDialog {...base} warning={t('overlays.showcase.confirm.warning')} acknowledge />
      </div>
    </section>
  );
}

function ErrorPopoverDemo() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const fieldName = t('overlays.showcase.error.field');
  return (
    <section aria-labelledby="overlays-error">
      <h2 id="overlays-error">{t('overlays.showcase.error.heading')}</h2>
      <div className="overlays-showcase-field">
        <label htmlFor={`${id}-field`}>{fieldName}</label>
        <input ref={fieldRef} id={`${id}-field`} type="tel" autoComplete="tel" {...errorFieldProps(`${id}-error`, error)} />
        <ErrorPopover id={`${id}-error`} anchorRef={fieldRef} error={error} fieldName={fieldName} />
      </div>
      <div className="overlays-showcase-row">
        <button type="button" className="overlay-button" onClick={() => setError(REQUIRED_ERROR)}>
          {t('overlays.showcase.error.required')}
        </button>
        <button type="button" className="overlay-button" onClick={() => setError('overlays.showcase.error.sample')}>
          {t('overlays.showcase.error.invalid')}
        </button>
        <button type="button" className="overlay-button" onClick={() => setError(null)}>
          {t('overlays.showcase.error.clear')}
        </button>
      </div>
    </section>
  );
}

export function OverlaysShowcase() {
  const t = useT();
  const [store] = useState(() => createModalStore());
  return (
    <OverlayProvider modalStore={store}>
      <div className="overlays-showcase">
        <p>{t('overlays.showcase.intro')}</p>
        <section aria-labelledby="overlays-layers">
          <h2 id="overlays-layers">{t('overlays.showcase.layers.heading')}</h2>
          <p>{t('overlays.showcase.layers.body')}</p>
        </section>
        <RenderGateDemo />
        <ModalDemo store={store} />
        <PopoverDemo />
        <ConfirmDemo />
        <ErrorPopoverDemo />
      </div>
      <OverlayLayers />
    </OverlayProvider>
  );
}
