import { createContext, useContext } from 'react';
import type { ModalStore } from './modal-store';
import type { PopoverLayerName } from './overlay-layer-names';

export interface OverlayContextValue {
  modals: ModalStore;
  /** Host elements of the popover layers, null until <OverlayLayers /> has mounted them. */
  popoverLayers: Readonly<Record<PopoverLayerName, HTMLElement | null>>;
  registerPopoverLayer(name: PopoverLayerName, element: HTMLElement | null): void;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

export function useOverlayContext(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('Modals and popovers need an <OverlayProvider> above them.');
  return value;
}

/**
 * The host element of a popover layer; null during server rendering, before the layers mount
 * and without an <OverlayProvider> (popovers then draw next to their toggler).
 */
export function usePopoverLayer(name: PopoverLayerName): HTMLElement | null {
  return useContext(OverlayContext)?.popoverLayers[name] ?? null;
}
