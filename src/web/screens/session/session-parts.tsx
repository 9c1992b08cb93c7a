// What the session screens share: one narrow column with a heading, the +62 phone field, and the
// answer that replaces a form once the server took it (focused, so it is read out at once).
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { Field } from '../../forms/field';
import type { FieldBinding } from '../../forms/use-form';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { PHONE_MAX_LENGTH } from './session-validators';

export function SessionFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="session-page" aria-labelledby={titleId}>
      <PageMeta title={title} noindex />
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A phone number typed after a fixed +62, as checkout asks for it. */
export function PhoneField({ field, label, hint, autoComplete = 'tel-national' }: { field: FieldBinding; label: string; hint: string; autoComplete?: string }) {
  const prefixId = `${field.id}-prefix`;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Field field={field} label={label} hint={hint}>
      {(control) => (
        <div className="field-prefixed">
          <span id={prefixId} className="field-prefix">+62</span>
          <input
            {...control}
            aria-describedby={[prefixId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            maxLength={PHONE_MAX_LENGTH}
            className="field-control"
            value={value}
            onChange={(event) => field.setValue(event.currentTarget.value)}
          />
        </div>
      )}
    </Field>
  );
}

/** The server's answer in place of the form; the heading takes the focus the form's button had. */
export function SessionAnswer({ title, message, tone = 'done', children }: { title: string; message: string; tone?: 'done' | 'failed'; children?: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`session-answer session-answer-${tone}`} role={tone === 'failed' ? 'alert' : 'status'} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{title}</h2>
      <p>{t('session.serverMessage', { message })}</p>
      {children}
    </div>
  );
}
