// Saving the checkout as the shopper fills it in: each complete enough part is sent with
// `updateCheckout`, in order, and the server's recomputed checkout replaces the shown one.
import { getIn } from '../../../domain/validation/form-value';
import type { MessageRef } from '../../../domain/validation/validation-error';
import type { FormStore } from '../../forms/form-store';
import type { GraphCache } from '../../graph/graph-cache';
import type { GraphClient } from '../../graph/graph-client';
import { graphCacheKey } from '../../graph/graph-key';
import type { CheckoutPatch } from './checkout-api';
import { CHECKOUT_QUERY, UPDATE_CHECKOUT, UPDATE_CHECKOUT_INPUT } from './checkout-api';
import type { CheckoutValues } from './checkout-values';
import { createChangeTracker, formPathOf } from './checkout-values';
import type { SaveQueue } from './save-queue';
import { createSaveQueue } from './save-queue';
import { serverFieldErrors, serverMessage } from './server-errors';
import type { UpdateCheckoutMutation } from '../../graph/generated/shop-operations';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** A refusal of one field by a save, shown while the field still holds the refused value. */
export interface FieldRefusal {
  error: MessageRef;
  value: unknown;
}

export type FieldRefusals = Readonly<Record<string, FieldRefusal>>;

export interface CheckoutAutosaveOptions {
  client: GraphClient;
  cache: GraphCache;
  forms: FormStore;
  formName: string;
  checkoutId: string;
  initial: CheckoutValues;
  onState: (state: SaveState) => void;
  /** Refusals to show, and the patch whose success clears those of the fields it touched. */
  onRefusals: (update: (previous: FieldRefusals) => FieldRefusals) => void;
}

export interface CheckoutAutosave {
  readonly queue: SaveQueue;
  /** Sends one patch now (callers order it through `queue.serial`); rejects with the server's refusal. */
  save(patch: CheckoutPatch): Promise<void>;
  /** Everything as it is now counts as saved (the final save sends it all). */
  markAll(values: CheckoutValues): void;
  /**
   * Takes what changed into the next save right now, while the form still exists: a page being
   * left ends its form before a queued save would read it.
   */
  takeChanges(): void;
}

/** Paths a patch touches, so a successful save clears their refusals. */
function touchedBy(patch: CheckoutPatch, path: string): boolean {
  return Object.keys(patch).some((key) => path === key || path.startsWith(`${key}.`));
}

export function createCheckoutAutosave(options: CheckoutAutosaveOptions): CheckoutAutosave {
  const { client, cache, forms, formName, checkoutId, onState, onRefusals } = options;
  const checkoutKey = graphCacheKey(CHECKOUT_QUERY, { id: checkoutId });
  const tracker = createChangeTracker(options.initial);

  async function save(patch: CheckoutPatch): Promise<void> {
    onState('saving');
    try {
      const data = await client.mutate<UpdateCheckoutMutation>(
        UPDATE_CHECKOUT_INPUT,
        UPDATE_CHECKOUT,
        { input: { checkoutId, ...patch } },
        undefined,
        // Setting the same values twice is harmless, so a dropped request is simply sent again.
        { retry: true },
      );
      cache.write(checkoutKey, { checkout: data.updateCheckout.checkout });
      onRefusals((previous) => Object.fromEntries(Object.entries(previous).filter(([path]) => !touchedBy(patch, path))));
      onState('saved');
    } catch (error) {
      const refused = serverFieldErrors(error);
      const values = forms.get<CheckoutValues>(formName)?.value;
      if (refused.length > 0 && values) {
        onRefusals((previous) => {
          const next = { ...previous };
          for (const { field, message } of refused) {
            const path = formPathOf(field, values);
            if (path) next[path] = { error: serverMessage(message), value: getIn(values, path) };
          }
          return next;
        });
        onState('idle');
      } else {
        onState('failed');
      }
      throw error;
    }
  }

  const queue = createSaveQueue({
    collect: () => {
      const state = forms.get<CheckoutValues>(formName);
      return state ? tracker.collect(state.value, state.potentialError) : null;
    },
    send: save,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  });

  const takeChanges = () => {
    const state = forms.get<CheckoutValues>(formName);
    const patch = state ? tracker.collect(state.value, state.potentialError) : null;
    if (patch) queue.add(patch);
  };

  return { queue, save, markAll: (values) => tracker.markAll(values), takeChanges };
}
