// The referral link with Copy and (where the device offers it) Share. The link sits in a
// read-only field, so when the clipboard is not allowed the text is selected for copying by hand.
import type { Ref } from 'react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';

type CopyState = 'idle' | 'copied' | 'selected' | 'shareFailed';

/** Whether the device can share does not change while the page is open. */
const noSubscription = () => () => {};

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function AffiliateLinkBox({ link, code, shopName, headingRef }: { link: string; code: string; shopName: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  const inputId = useId();
  const codeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  // Known only in the browser: the server render and hydration leave the button out, then
  // React renders again with the browser's answer.
  const shareable = useSyncExternalStore(noSubscription, canShare, () => false);

  const selectText = () => {
    input.current?.focus();
    input.current?.select();
  };

  const copy = async () => {
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(link);
      setState('copied');
    } catch {
      selectText();
      setState('selected');
    }
  };

  // Read while rendering: a text first asked for inside a press may not have arrived yet.
  const shareTitle = t('affiliate.shareTitle', { shop: shopName });
  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, url: link });
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState('shareFailed');
    }
  };

  const message = state === 'copied' ? t('affiliate.copied') : state === 'selected' ? t('affiliate.copySelect') : state === 'shareFailed' ? t('affiliate.shareFailed') : '';
  return (
    <section className="affiliate-box affiliate-link" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} ref={headingRef} tabIndex={-1}>{t('affiliate.link.heading')}</h2>
      <label htmlFor={inputId} className="affiliate-link-label">{t('affiliate.link.label')}</label>
      <input
        id={inputId}
        ref={input}
        className="field-control affiliate-link-input"
        type="text"
        readOnly
        value={link}
        aria-describedby={codeId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={codeId} className="muted affiliate-code">{t('affiliate.link.code', { code })}</p>
      <div className="affiliate-actions">
        <Button onPress={copy} aria-describedby={`${inputId}-status`}>
          {state === 'copied' ? `✓ ${t('affiliate.copy')}` : t('affiliate.copy')}
        </Button>
        {shareable && <Button variant="secondary" onPress={share}>{t('affiliate.share')}</Button>}
      </div>
      <p id={`${inputId}-status`} role="status" className={`affiliate-copy-status affiliate-copy-${state}`}>{message}</p>
    </section>
  );
}
