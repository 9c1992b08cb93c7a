// The placeholders an e-mail may use, each with what it becomes and a button that writes it
// where the caret is in the body (a block placeholder on a line of its own).
import { useId } from 'react';
import type { EmailPlaceholderKind } from '../../graph/generated/admin-operations';
import { useT } from '../../i18n/i18n-react';
import type { EmailTemplate } from './email-form-values';

export interface EmailPlaceholdersProps {
  placeholders: EmailTemplate['placeholders'];
  /** Writes the token into the body. */
  onInsert: (token: string, kind: EmailPlaceholderKind) => void;
}

export function EmailPlaceholders({ placeholders, onInsert }: EmailPlaceholdersProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="email-placeholders" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminContent.emails.placeholders')}</h2>
      <p className="field-hint">{t('adminContent.emails.placeholdersIntro')}</p>
      <ul>
        {placeholders.map((placeholder) => (
          <li key={placeholder.name} className="email-placeholder">
            <div className="email-placeholder-text">
              <code>{placeholder.token}</code>
              <span>{placeholder.description}</span>
              {/* Block placeholders say in their description that they stand alone; links do not always say where they go. */}
              {placeholder.kind === 'LINK' ? <span className="field-hint">{t('adminContent.emails.kind.link')}</span> : null}
            </div>
            <button
              type="button"
              className="email-insert"
              aria-label={t('adminContent.emails.insertLabel', { token: placeholder.token })}
              // Keeps the caret in the editor: the button takes no focus away from it on press.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(placeholder.token, placeholder.kind)}
            >
              {t('adminContent.emails.insert')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
