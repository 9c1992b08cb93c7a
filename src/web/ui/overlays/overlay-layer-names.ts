/** Root layers of spec §2, in stacking order within their kind (later ones draw on top). */
export const POPOVER_LAYERS = ['default', 'menu2', 'sidebar'] as const;
export const MODAL_LAYERS = ['default', 'menu2'] as const;

export type PopoverLayerName = (typeof POPOVER_LAYERS)[number];
export type ModalLocation = (typeof MODAL_LAYERS)[number];

export function isModalLocation(name: string): name is ModalLocation {
  return (MODAL_LAYERS as readonly string[]).includes(name);
}

/** Marks popover layer roots, so a modal's focus trap lets focus into popovers opened from it. */
export const POPOVER_LAYER_ATTRIBUTE = 'data-overlay-popover-layer';
