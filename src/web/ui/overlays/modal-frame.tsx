// One shown modal: backdrop, dialog box, focus trap and focus return (spec §2 modals).
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';

export const MODAL_Z_INDEX = 19;
import { useT } from '../../i18n/i18n-react';
import { cycleTab, focusInitial, restoreFocus } from './focus-utils';
import type { ModalControls, ModalEntry, ModalStore } from './modal-store';
import { POPOVER_LAYER_ATTRIBUTE } from './overlay-layer-names';

/** Wrappers whose elements may take focus while a modal is open (popovers, notifications). */
const FOCUS_ALLOWED = `[${POPOVER_LAYER_ATTRIBUTE}],[data-overlay-allow-focus]`;

function classNames(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export interface ModalFrameProps {
  entry: ModalEntry;
  store: ModalStore;
  /** The uppermost modal traps the focus; one below it leaves that to the one on top. */
  isTop: boolean;
}

export function ModalFrame({ entry, store, isTop }: ModalFrameProps) {
  const t = useT();
  const { id, location, options, phase, content } = entry;
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const released = useRef(false);
  const returnFocusTo = useRef(options.returnFocusTo);
  const dismissible = options.dismissible ?? true;
  const closing = phase === 'closing';

  const hide = useCallback(
    (hideOptions?: { immediate?: boolean }) => store.hide(location, { ...hideOptions, id }),
    [store, location, id],
  );
  const controls = useMemo<ModalControls>(() => ({ hide }), [hide]);

  // Focus may only be taken back while it is still ours: inside this modal, or lost to the page
  // body. A modal on top of this one, or a field the shopper chose meanwhile, keeps it.
  const giveFocusBack = useCallback(() => {
    // The trap's listener goes only after the layout effects; it must not pull the focus back.
    released.current = true;
    const opener = openerRef.current;
    openerRef.current = null;
    const active = document.activeElement;
    const dialog = dialogRef.current;
    if (!active || active === document.body || (dialog && dialog.contains(active))) restoreFocus(opener);
  }, []);

  useLayoutEffect(() => {
    openerRef.current = returnFocusTo.current ?? document.activeElement;
    if (dialogRef.current) focusInitial(dialogRef.current);
    return giveFocusBack;
  }, [giveFocusBack]);

  useLayoutEffect(() => {
    if (closing) giveFocusBack();
  }, [closing, giveFocusBack]);

  // With the commit, like the popover's: an Escape pressed as the modal appears is not lost.
  useLayoutEffect(() => {
    if (!isTop || closing) return;
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      const target = event.target;
      // Asked at the event, not from the render: a modal just shown above takes the focus
      // before this one re-renders.
      if (released.current || store.topmost() !== location || !dialog || !(target instanceof Element)) return;
      if (dialog.contains(target) || target.closest(FOCUS_ALLOWED)) return;
      focusInitial(dialog);
    };
    // On the document: Escape must work even when the focus fell to the page body.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !dismissible) return;
      event.preventDefault();
      hide();
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isTop, closing, dismissible, hide, store, location]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    // React bubbles events out of portals; a popover opened from the modal handles its own Tab.
    if (event.key !== 'Tab' || !dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (cycleTab(dialog, event.shiftKey, document.activeElement)) event.preventDefault();
  };

  // Keeps the focus inside the dialog instead of dropping it on the page body.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  // A dialog must have a name. Without one given (or with a label whose text had not arrived
  // yet), the dialog is named by its first heading.
  const autoId = useId();
  const [headingId, setHeadingId] = useState<string | undefined>(undefined);
  const needsHeading = !options.label && !options.labelledBy;
  useEffect(() => {
    if (!needsHeading) return;
    const heading = dialogRef.current?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!heading) return;
    if (!heading.id) heading.id = `${autoId}-title`;
    setHeadingId(heading.id);
  }, [needsHeading, autoId]);

  const style = { zIndex: MODAL_Z_INDEX, '--overlay-duration': `${store.animationMs}ms` } as CSSProperties;
  const showCloseButton = options.closeButton ?? dismissible;
  return (
    <div className={classNames('overlay-modal', `is-${phase}`, options.className)} style={style} inert={closing}>
      <div
        className="overlay-modal-backdrop"
        aria-hidden="true"
        onMouseDown={keepFocus}
        onClick={() => store.pressBackground(location)}
      />
      <div
        ref={dialogRef}
        className="overlay-modal-dialog"
        role={options.role ?? 'dialog'}
        aria-modal="true"
        aria-label={options.label || undefined}
        aria-labelledby={options.labelledBy ?? (needsHeading ? headingId : undefined)}
        aria-describedby={options.describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {typeof content === 'function' ? content(controls) : content}
        {/* Last in the tab order: the first field, not the close button, takes the initial focus. */}
        {showCloseButton ? (
          <button type="button" className="overlay-modal-close" aria-label={t('overlays.modal.close')} onClick={() => hide()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
