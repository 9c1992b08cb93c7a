import { useT } from '../i18n/i18n-react';
import { PageMeta } from '../meta/page-meta';
import { Link, useRoute } from '../router/router-react';

/** The not-found page body; screens whose slug matches nothing render it with status 404. */
export function NotFoundContent() {
  const t = useT();
  return (
    <section className="error-page">
      <PageMeta title={t('error.notFound.title')} status={404} noindex />
      <h1>{t('error.notFound.title')}</h1>
      <p>{t('error.notFound.body')}</p>
      <p><Link to={{ name: 'home' }} className="button">{t('error.backHome')}</Link></p>
    </section>
  );
}

export function ServerErrorContent({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  const route = useRoute();
  return (
    <section className="error-page" role="alert">
      <PageMeta title={t('error.server.title')} status={500} noindex />
      <h1>{t('error.server.title')}</h1>
      <p>{t('error.server.body')}</p>
      <p>
        {/* A real link, so trying again also works on a page the script never took over. */}
        <a
          href={route.href}
          className="button"
          onClick={(event) => {
            if (!onRetry) return;
            event.preventDefault();
            onRetry();
          }}
        >
          {t('error.retry')}
        </a>{' '}
        <Link to={{ name: 'home' }}>{t('error.backHome')}</Link>
      </p>
    </section>
  );
}

export function LoadingContent() {
  const t = useT();
  return <p className="loading" role="status">{t('loading')}</p>;
}
