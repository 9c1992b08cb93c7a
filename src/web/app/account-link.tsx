// The header's way to the shopper's account: "Sign in" for visitors, the customer's name and
// a way to sign out once signed in. Only the browser asks who is signed in
// (useSignedInCustomer): the shell's own query stays the same for every visitor.
import { useT } from '../i18n/i18n-react';
import { Link, useRoute } from '../router/router-react';
import { useSignedInCustomer } from '../ui/signed-in-customer';
import './account-link.css';

/** Pages where "Sign in" would lead back to where the shopper already is. */
const SESSION_ROUTES = new Set(['login', 'logout', 'signup', 'forgotPassword', 'forgotEmail']);

/** On a phone the header shows the person alone; the words stay for screen readers. */
function PersonIcon() {
  return (
    <svg className="account-link-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function AccountLink() {
  const t = useT();
  const route = useRoute();
  // The server render and hydration show "Sign in"; the browser asks once the page is live.
  const viewer = useSignedInCustomer();
  const signOut = t('session.header.signOut');
  const signIn = t('session.header.signIn');

  if (viewer) {
    return (
      <div className="account-link">
        <Link to={{ name: 'account' }} className="account-link-name"><PersonIcon /><span className="account-link-text">{viewer.name}</span></Link>
        <Link to={{ name: 'logout' }}>{signOut}</Link>
      </div>
    );
  }
  // Back to this page after signing in, unless this page is itself about signing in.
  const next = SESSION_ROUTES.has(route.name) || route.path === '/' ? undefined : route.href;
  return (
    <div className="account-link">
      <Link to={{ name: 'login', query: next ? { next } : {} }}><PersonIcon /><span className="account-link-text">{signIn}</span></Link>
    </div>
  );
}
