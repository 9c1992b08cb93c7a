// A short name for each e-mail, for lists and headings; the module's description says the rest.
import { useT } from '../../i18n/i18n-react';

/**
 * The e-mail's short name in the reader's language. An e-mail added later without one is
 * called by its description, which every e-mail has (docs/decisions/0018).
 */
export function useEmailName(key: string, description: string): string {
  const t = useT();
  const messageKey = `adminContent.emails.name.${key}`;
  const name = t(messageKey);
  return name === '' || name === messageKey ? description : name;
}

/** The dictionary key part naming who reads an e-mail; an audience the screen does not know reads as the shopper. */
export function audienceKey(audience: string): 'customer' | 'staff' | 'staffMember' {
  return audience === 'staff' || audience === 'staffMember' ? audience : 'customer';
}
