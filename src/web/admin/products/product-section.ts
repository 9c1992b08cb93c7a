// What every section of the product editor receives: the draft's selling side, a way to change
// it, the refusals in words by field, and the registry that lets a refusal move the focus.
import type { CommerceDraft } from './product-commerce-draft';

export interface SectionProps {
  commerce: CommerceDraft;
  onChange: (patch: Partial<CommerceDraft>, field?: string) => void;
  say: (field: string) => string | undefined;
  register: (field: string) => (element: HTMLElement | null) => void;
}
