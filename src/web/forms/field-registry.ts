// The DOM controls of a form's fields, so submit can move focus to the first invalid one.

export interface FieldRegistry {
  /** A ref callback for the control of `path`, the same function on every render. */
  refFor(path: string): (element: HTMLElement | null) => void;
  /** The control that comes first in the document among those of `paths`. */
  first(paths: Iterable<string>): HTMLElement | null;
}

export function createFieldRegistry(): FieldRegistry {
  const elements = new Map<string, HTMLElement>();
  const callbacks = new Map<string, (element: HTMLElement | null) => void>();
  return {
    refFor(path) {
      let callback = callbacks.get(path);
      if (!callback) {
        callback = (element) => {
          if (element) elements.set(path, element);
          else elements.delete(path);
        };
        callbacks.set(path, callback);
      }
      return callback;
    },
    first(paths) {
      let best: HTMLElement | null = null;
      for (const path of paths) {
        const element = elements.get(path);
        if (!element || !element.isConnected) continue;
        // DOCUMENT_POSITION_PRECEDING (2): the candidate comes before the best so far.
        if (!best || best.compareDocumentPosition(element) & 2) best = element;
      }
      return best;
    },
  };
}
