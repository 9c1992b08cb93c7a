// The admin area's page: header (shop, who is signed in, language, sign-out), the section menu
// (a button opens it on a phone), and the screen's content under its heading. It puts the staff
// API in place of the shop's for everything inside, so screens simply use `useQuery`.
import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { SUPPORTED_LANGUAGES } from '../../../domain/i18n/language';
import type { AdminFrameQuery } from '../../graph/generated/admin-operations';
import { useAdminGraph } from '../../graph/admin-graph';
import { GraphProvider, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { staffSignInHref } from '../../router/sign-in-guard';
import { Link, useRoute } from '../../router/router-react';
import { isSignedOut } from './admin-errors';
import { ADMIN_FRAME_QUERY } from './admin-frame-api';
import { ADMIN_SECTIONS, sectionOpenTo, type AdminSection, type AdminSectionLink } from './admin-sections';
import '../admin.css';

function LanguageLinks() {
  const t = useT();
  const current = useLanguage();
  const route = useRoute();
  return (
    <nav className="admin-lang" aria-label={t('lang.label')}>
      {SUPPORTED_LANGUAGES.map((language) => {
        const query = new URLSearchParams(route.query);
        query.set('lang', language);
        return (
          <a key={language} href={`${route.path}?${query.toString()}`} hrefLang={language} lang={language} aria-current={language === current ? 'true' : undefined}>
            {language.toUpperCase()}<span className="visually-hidden"> {t(`lang.${language}`)}</span>
          </a>
        );
      })}
    </nav>
  );
}

function AdminHeader({ data, menuOpen, onMenu, menuId }: { data: AdminFrameQuery | undefined; menuOpen: boolean; onMenu: () => void; menuId: string }) {
  const t = useT();
  return (
    <header className="admin-header">
      <button type="button" className="admin-menu-button" aria-expanded={menuOpen} aria-controls={menuId} onClick={onMenu}>
        <span aria-hidden="true">☰</span> {t('admin.nav.menu')}
      </button>
      <p className="admin-brand">
        <Link to={{ name: 'adminOverview' }}>{data?.shop.name ?? ''}</Link> <span className="admin-badge">{t('admin.area')}</span>
      </p>
      <div className="admin-header-tools">
        <a href="/" className="admin-view-shop">{t('admin.viewShop')}</a>
        <LanguageLinks />
        {data ? <span className="admin-who">{t('admin.signedInAs', { name: data.viewer.name, role: t(`admin.role.${data.viewer.role}`) })}</span> : null}
        {/* A plain form: signing out works even before the script runs. */}
        <form method="post" action="/admin/logout" className="admin-signout">
          <button type="submit">{t('admin.signOut')}</button>
        </form>
      </div>
    </header>
  );
}

type MenuEntry = { group: null; item: AdminSectionLink } | { group: string; items: AdminSectionLink[] };

/** The sections as the menu lists them: a group's sections under its heading, in the order given. */
function menuEntries(sections: readonly AdminSectionLink[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of sections) {
    const last = entries[entries.length - 1];
    if (!item.group) entries.push({ group: null, item });
    else if (last && last.group === item.group) last.items.push(item);
    else entries.push({ group: item.group, items: [item] });
  }
  return entries;
}

function AdminNav({ current, open, id, onChoose, permissions }: { current: AdminSection; open: boolean; id: string; onChoose: () => void; permissions: readonly string[] | undefined }) {
  const t = useT();
  const link = (item: AdminSectionLink) => (
    <li key={item.section}>
      <Link to={{ name: item.route }} aria-current={item.section === current ? 'page' : undefined} onClick={onChoose}>{t(item.label)}</Link>
    </li>
  );
  const shown = ADMIN_SECTIONS.filter((item) => !permissions || sectionOpenTo(item.section, permissions));
  return (
    <nav id={id} className="admin-nav" data-open={open ? 'true' : undefined} aria-label={t('admin.nav.label')}>
      <ul>
        {menuEntries(shown).map((entry) => (entry.group === null ? link(entry.item) : (
          <li key={entry.group} className="admin-nav-group">
            <span className="admin-nav-group-name" id={`${id}-${entry.group}`}>{t(entry.group)}</span>
            <ul aria-labelledby={`${id}-${entry.group}`}>{entry.items.map(link)}</ul>
          </li>
        )))}
      </ul>
    </nav>
  );
}

function FrameBody({ section, title, actions, children }: AdminFrameProps) {
  const t = useT();
  const route = useRoute();
  const menuId = useId();
  const headingId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data, error } = useQuery<AdminFrameQuery>(ADMIN_FRAME_QUERY);
  const signedOut = isSignedOut(error);
  useEffect(() => {
    // Nothing is lost by leaving now: the page has only just asked who is signed in.
    if (signedOut) window.location.assign(staffSignInHref(route.href));
  }, [signedOut, route.href]);
  return (
    <div className="admin">
      <PageMeta title={t('admin.title', { section: title, shop: data?.shop.name ?? '' })} noindex />
      <a className="skip-link" href="#admin-main">{t('admin.skip')}</a>
      <AdminHeader data={data} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} menuId={menuId} />
      <div className="admin-body">
        <AdminNav current={section} open={menuOpen} id={menuId} onChoose={() => setMenuOpen(false)} permissions={data?.viewer.permissions} />
        <main id="admin-main" className="admin-main" tabIndex={-1} aria-labelledby={headingId}>
          <div className="admin-title-row">
            <h1 id={headingId}>{title}</h1>
            {actions ? <div className="admin-title-actions">{actions}</div> : null}
          </div>
          {signedOut
            ? <p role="status">{t('admin.signInAgain')}</p>
            : data && !sectionOpenTo(section, data.viewer.permissions)
              ? (
                <>
                  <PageMeta title={t('admin.title', { section: title, shop: data.shop.name })} status={403} noindex />
                  <p role="alert" className="admin-role-refusal">{t('admin.roleMayNotOpen', { role: t(`admin.role.${data.viewer.role}`) })}</p>
                </>
              )
              : children}
        </main>
      </div>
    </div>
  );
}

export interface AdminFrameProps {
  /** Which menu entry is current. */
  section: AdminSection;
  /** The page's heading (and title). */
  title: string;
  /** Buttons beside the heading (New, Save…). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminFrame(props: AdminFrameProps) {
  const admin = useAdminGraph();
  return (
    <GraphProvider client={admin.client} cache={admin.cache}>
      <FrameBody {...props} />
    </GraphProvider>
  );
}
