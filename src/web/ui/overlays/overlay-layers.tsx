// Root layers of spec §2 and the provider holding their stores. The provider goes around the
// app (inside RouterProvider: route changes hide modals); <OverlayLayers /> goes once at the end
// of the page, outside any positioned or clipping container.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useRouterState } from '../../router/router-react';
import { createModalStore } from './modal-store';
import type { ModalStore } from './modal-store';
import { ModalLayer } from './modal-react';
import { OverlayContext, useOverlayContext } from './overlay-context';
import type { OverlayContextValue } from './overlay-context';
import { MODAL_LAYERS, POPOVER_LAYERS, POPOVER_LAYER_ATTRIBUTE } from './overlay-layer-names';
import type { PopoverLayerName } from './overlay-layer-names';

type PopoverLayerElements = Record<PopoverLayerName, HTMLElement | null>;

export interface OverlayProviderProps {
  children?: ReactNode;
  /** Show and hide animation of modals; default ANIMATION_DURATION_MS. */
  animationMs?: number;
  /** A store made elsewhere, e.g. to show modals from outside React. */
  modalStore?: ModalStore;
}

/** A change of screen or of the thing shown on it; query- or hash-only replacements keep modals. */
function RouteChangeWatch({ store }: { store: ModalStore }) {
  const { current } = useRouterState();
  const place = `${current.name}\u0000${current.path}`;
  const seen = useRef(place);
  useEffect(() => {
    if (seen.current === place) return;
    seen.current = place;
    store.routeChanged();
  }, [place, store]);
  return null;
}

export function OverlayProvider({ children, animationMs, modalStore }: OverlayProviderProps) {
  const [modals] = useState(() => modalStore ?? createModalStore({ animationMs }));
  const [popoverLayers, setPopoverLayers] = useState<PopoverLayerElements>(
    () => Object.fromEntries(POPOVER_LAYERS.map((name) => [name, null])) as PopoverLayerElements,
  );
  const registerPopoverLayer = useCallback((name: PopoverLayerName, element: HTMLElement | null) => {
    setPopoverLayers((previous) => (previous[name] === element ? previous : { ...previous, [name]: element }));
  }, []);
  const value = useMemo<OverlayContextValue>(
    () => ({ modals, popoverLayers, registerPopoverLayer }),
    [modals, popoverLayers, registerPopoverLayer],
  );
  return (
    <OverlayContext value={value}>
      <RouteChangeWatch store={modals} />
      {children}
    </OverlayContext>
  );
}

function PopoverLayerRoot({ name }: { name: PopoverLayerName }) {
  const { registerPopoverLayer } = useOverlayContext();
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      registerPopoverLayer(name, element);
      return () => registerPopoverLayer(name, null);
    },
    [name, registerPopoverLayer],
  );
  return <div ref={ref} className="overlay-layer overlay-layer-popover" {...{ [POPOVER_LAYER_ATTRIBUTE]: name }} />;
}

export interface OverlayLayersProps {
  /** Slot for the downloader layer (multi-file downloads). */
  downloader?: ReactNode;
  /** Slot for the page-metadata layer. */
  pageMeta?: ReactNode;
  /** Slot for the notifications layer; its elements stay reachable while a modal holds the focus. */
  notifications?: ReactNode;
}

/** The hosts of every root layer, in the order of spec §2. Render once, after the page content. */
export function OverlayLayers({ downloader, pageMeta, notifications }: OverlayLayersProps) {
  return (
    <div className="overlay-layers">
      {POPOVER_LAYERS.map((name) => (
        <PopoverLayerRoot key={name} name={name} />
      ))}
      {downloader === undefined ? null : <div className="overlay-layer overlay-layer-downloader">{downloader}</div>}
      {pageMeta === undefined ? null : <div className="overlay-layer overlay-layer-page-meta">{pageMeta}</div>}
      {MODAL_LAYERS.map((location) => (
        <ModalLayer key={location} location={location} />
      ))}
      {notifications === undefined ? null : (
        <div className="overlay-layer overlay-layer-notifications" data-overlay-allow-focus="">
          {notifications}
        </div>
      )}
    </div>
  );
}
