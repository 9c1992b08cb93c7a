// Shares one form store below a point of the tree, so forms outlive the views that show
// them (persisted forms, a form shown in a modal and a page at once).
import type { ReactNode } from 'react';
import { createContext, useContext, useState } from 'react';
import type { FormStore } from './form-store';
import { createFormStore } from './form-store';

const FormStoreContext = createContext<FormStore | null>(null);

export function FormStoreProvider({ store, children }: { store: FormStore; children?: ReactNode }) {
  return <FormStoreContext value={store}>{children}</FormStoreContext>;
}

/**
 * The store of the nearest provider. Without one, each calling component gets a store of
 * its own: its forms then work but are neither shared nor kept after it unmounts.
 */
export function useFormStore(): FormStore {
  const shared = useContext(FormStoreContext);
  const [own] = useState(createFormStore);
  return shared ?? own;
}
