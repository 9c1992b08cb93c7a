// What the account screens share: the page frame with its heading, the sign-in prompt shown to
// a visitor who is not signed in (the account routes need a customer), and the answer that
// replaces a form once the server took it (focused, so it is read out at once).
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { Link, useRoute } from '../../router/router-react';
import { LoadingContent, ServerErrorContent } from '../../ui/page-states';
import { ACCOUNT_QUERY } from './account-api';
import type { AccountQuery } from '../../graph/generated/shop-operations';

export type AccountCustomer = NonNullable<AccountQuery['viewerCustomer']>;

export function AccountFrame({ title, intro, wide, children }: { title: string; intro?: ReactNode; wide?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={wide ? 'account-page account-page-wide' : 'account-page'} aria-labelledby={titleId}>
      <PageMeta title={title} noindex />
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** In place of an account screen for a visitor who is not signed in: sign in, then come back here. */
export function SignInPrompt({ title }: { title: string }) {
  const t = useT();
  const route = useRoute();
  return (
    <AccountFrame title={title}>
      <div className="account-box">
        <h2>{t('account.signIn.title')}</h2>
        <p>{t('account.signIn.body')}</p>
        <p><Link to={{ name: 'login', query: { next: route.href } }} className="button">{t('account.signIn.link')}</Link></p>
        <p><Link to={{ name: 'signup' }}>{t('account.signIn.signUp')}</Link></p>
      </div>
    </AccountFrame>
  );
}

/**
 * Runs `children` with the signed-in customer and the province list, or shows what stands in
 * their way: loading, a failed request, or the sign-in prompt.
 */
export function WithCustomer({ title, children }: { title: string; children: (customer: AccountCustomer, provinces: readonly string[]) => ReactNode }) {
  const { data, error, refetch } = useQuery<AccountQuery>(ACCOUNT_QUERY);
  if (error && !data) return <ServerErrorContent onRetry={() => void refetch()} />;
  if (!data) return <LoadingContent />;
  if (!data.viewerCustomer) return <SignInPrompt title={title} />;
  return <>{children(data.viewerCustomer, data.shippingProvinces)}</>;
}

/** The server's answer in place of a form; its heading takes the focus the form's button had. */
export function AccountAnswer({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-answer" role="status" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{title}</h2>
      {children}
    </div>
  );
}

export function BackToAccount() {
  const t = useT();
  return <p><Link to={{ name: 'account' }}>{t('account.backToAccount')}</Link></p>;
}
