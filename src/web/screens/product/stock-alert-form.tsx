// In place of "add to cart" while the chosen product or variation is sold out: the shopper
// leaves an address and is e-mailed once when it can be bought again (docs/decisions/0042).
import { useEffect, useId, useRef, useState } from 'react';
import { required } from '../../../domain/validation/basic-validators';
import { email } from '../../../domain/validation/format-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { fieldRefusal } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { RequestStockAlertMutation } from '../../graph/generated/shop-operations';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useSignedInCustomer } from '../../ui/signed-in-customer';
import { REQUEST_STOCK_ALERT_MUTATION } from './product-query';
import { track } from '../../tracking/tracking';
import './product-buy.css';

const VALIDATORS: FieldValidators = { email: [required, email] };

export interface StockAlertFormProps {
  productId: string;
  /** The sold-out variation, or null for a product without variations. */
  variationId: string | null;
  /** The variation's words ("Merah / L"), or null. */
  variationLabel: string | null;
}

export function StockAlertForm({ productId, variationId, variationLabel }: StockAlertFormProps) {
  const t = useT();
  const client = useGraphClient();
  const headingId = useId();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  // The header's own question: the page asks who is signed in once.
  const viewer = useSignedInCustomer();
  const form = useForm<{ email: string }>('product-stock-alert', {
    initial: { email: '' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      try {
        const data = await client.mutate<RequestStockAlertMutation>('StockAlertInput', REQUEST_STOCK_ALERT_MUTATION, {
          input: { productId, variationId, email: values.email.trim() },
        });
        track({ name: 'lead', contentName: 'back_in_stock' });
        setAnswer(data.requestStockAlert.message);
      } catch (error) {
        throw fieldRefusal(error, ['email']);
      }
    },
  });
  const viewerEmail = viewer?.email ?? '';
  const typed = form.values.email;
  useEffect(() => {
    if (viewerEmail && typed === '') form.setValue('email', viewerEmail);
    // Prefilled once when the account arrives; what the shopper types afterwards stays theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewerEmail]);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  return (
    <section className="stock-alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="stock-alert-heading">{t('stockAlert.heading')}</h2>
      <p className="stock-alert-intro">{variationLabel ? t('stockAlert.introVariation', { variation: variationLabel }) : t('stockAlert.intro')}</p>
      {/* Always in the page, so the confirmation is read out when it appears. */}
      <div className="stock-alert-answer" role="status" aria-live="polite">
        {answer ? <p ref={answerRef} tabIndex={-1}>{answer}</p> : null}
      </div>
      {answer ? (
        <Button variant="secondary" onPress={() => setAnswer(null)}>{t('stockAlert.another')}</Button>
      ) : (
        <form {...form.formProps} className="form stock-alert-form" aria-labelledby={headingId}>
          <TextField field={form.field('email')} label={t('stockAlert.email')} type="email" autoComplete="email" spellCheck={false} />
          <FormStatus state={form.state} />
          <Button type="submit" size="big" className="stock-alert-button" loading={form.state.processing}>{t('stockAlert.submit')}</Button>
        </form>
      )}
    </section>
  );
}
