// React side of the modal layers: the hook screens call, the declarative <Modal>, and the layer
// that draws whatever the store holds for one location.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { ModalFrame } from './modal-frame';
import { topmostLocation } from './modal-store';
import type { HideOptions, ModalContent, ModalOptions } from './modal-store';
import { useOverlayContext } from './overlay-context';
import type { ModalLocation } from './overlay-layer-names';

export interface ModalsApi {
  /** Shows `content` at a modal location ('default' or 'menu2'); returns its id, null if the location is unknown. */
  show(location: string, content: ModalContent, options?: ModalOptions): number | null;
  /** Hides with the animation, or at once with `{ immediate: true }`. */
  hide(location: string, options?: HideOptions): void;
  update(id: number, content: ModalContent): void;
}

export function useModals(): ModalsApi {
  const { modals } = useOverlayContext();
  return useMemo(
    () => ({
      show: (location, content, options) => modals.show(location, content, options),
      hide: (location, options) => modals.hide(location, options),
      update: (id, content) => modals.update(id, content),
    }),
    [modals],
  );
}

/** Draws the modal shown at `location`, if any. Rendered by <OverlayLayers />. */
export function ModalLayer({ location }: { location: ModalLocation }) {
  const { modals } = useOverlayContext();
  const snapshot = useSyncExternalStore(modals.subscribe, modals.getSnapshot, modals.getSnapshot);
  const entry = snapshot[location];
  return (
    <div className="overlay-layer overlay-layer-modal" data-overlay-modal-layer={location}>
      {entry ? <ModalFrame key={entry.id} entry={entry} store={modals} isTop={topmostLocation(snapshot) === location} /> : null}
    </div>
  );
}

export interface ModalProps extends Omit<ModalOptions, 'onHidden'> {
  open: boolean;
  location?: ModalLocation;
  /**
   * The modal went away on its own (Escape, close button, background press, route change);
   * set `open` to false here. Called once its hide animation is over.
   */
  onClose?: () => void;
  children?: ModalContent;
}

/**
 * Declarative form of `useModals().show`: shown while `open` is true. Its options are read when
 * it opens; its content follows every render.
 */
export function Modal({ open, location = 'default', onClose, children, ...options }: ModalProps) {
  const { modals } = useOverlayContext();
  const shownId = useRef<number | null>(null);
  const latest = useRef({ children, options, onClose });
  useEffect(() => {
    latest.current = { children, options, onClose };
  });

  useEffect(() => {
    if (!open) return;
    const id = modals.show(location, latest.current.children, {
      ...latest.current.options,
      onHidden: () => {
        // Not when the parent closed it (the cleanup below forgot the id first).
        if (shownId.current !== id) return;
        shownId.current = null;
        latest.current.onClose?.();
      },
    });
    shownId.current = id;
    return () => {
      shownId.current = null;
      if (id !== null) modals.hide(location, { id });
    };
  }, [open, location, modals]);

  useEffect(() => {
    if (shownId.current !== null) modals.update(shownId.current, children);
  }, [children, modals]);

  return null;
}
