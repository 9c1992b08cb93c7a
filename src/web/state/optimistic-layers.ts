// Optimistic results stacked on the graph cache in the order they were applied. Undoing one
// that others were applied on top of would restore a picture that never had those others in
// it, so the ones above are undone first and then applied again on the corrected cache.
import type { GraphCache } from '../graph/graph-cache';

export interface OptimisticUpdate {
  /**
   * Writes the expected result into the cache. May run more than once: when an earlier
   * optimistic result is undone, the later ones are undone and applied again on top.
   */
  apply(cache: GraphCache): void;
  /** Undoes what the last `apply` did. */
  rollback(cache: GraphCache): void;
}

export interface OptimisticLayers<Owner> {
  add(owner: Owner, update: OptimisticUpdate): void;
  /** Undoes the results of `owners` and keeps every other one in place. */
  remove(owners: readonly Owner[]): void;
  /** The server confirmed it: it stays for good, once nothing under it can be undone. */
  confirm(owner: Owner): void;
}

interface Layer<Owner> {
  owner: Owner;
  update: OptimisticUpdate;
  confirmed: boolean;
}

export function createOptimisticLayers<Owner>(cache: GraphCache): OptimisticLayers<Owner> {
  const layers: Array<Layer<Owner>> = [];

  // A confirmed layer at the bottom can never need re-applying again, so it is let go.
  function compact(): void {
    while (layers[0]?.confirmed) layers.shift();
  }

  return {
    add(owner, update) {
      update.apply(cache);
      layers.push({ owner, update, confirmed: false });
    },
    remove(owners) {
      const gone = new Set(owners);
      const first = layers.findIndex((layer) => gone.has(layer.owner));
      if (first === -1) return;
      const above = layers.splice(first);
      for (const layer of [...above].reverse()) layer.update.rollback(cache);
      for (const layer of above) {
        if (gone.has(layer.owner)) continue;
        layer.update.apply(cache);
        layers.push(layer);
      }
      compact();
    },
    confirm(owner) {
      const layer = layers.find((candidate) => candidate.owner === owner);
      if (layer) layer.confirmed = true;
      compact();
    },
  };
}
