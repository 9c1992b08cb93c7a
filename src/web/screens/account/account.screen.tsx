// `/account`: the signed-in customer's profile, saved addresses, orders (with ordering again)
// and the ways to the password, e-mail and affiliate pages and to signing out. The server
// renders it with the account and the first page of orders; both answers are personal and
// never shared (the server marks them so).
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { ACCOUNT_ORDERS_QUERY, ACCOUNT_QUERY, ordersVariables } from './account-api';
import { AccountFrame, WithCustomer } from './account-parts';
import { AccountSettings } from './account-settings';
import { AddressSection } from './address-section';
import { EmailNewsSection } from './email-news-section';
import { OrderHistory } from './order-history';
import { ProfileSection } from './profile-section';
import { PushOptIn } from '../../ui/web-app/push-opt-in';
import './account.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return [{ query: ACCOUNT_QUERY }, { query: ACCOUNT_ORDERS_QUERY, variables: ordersVariables(null) }];
}

export default function AccountScreen() {
  const t = useT();
  const title = t('account.title');
  return (
    <WithCustomer title={title}>
      {(customer, provinces) => (
        <AccountFrame title={title} intro={t('account.greeting', { name: customer.name })} wide>
          <div className="account-grid">
            <div className="account-column">
              <ProfileSection customer={customer} />
              <AddressSection customer={customer} provinces={provinces} />
              <EmailNewsSection email={customer.email} />
              <AccountSettings />
              <section className="account-section" aria-labelledby="account-notifications">
                <h2 id="account-notifications">{t('push.optIn.heading')}</h2>
                <PushOptIn variant="account" />
              </section>
            </div>
            <OrderHistory />
          </div>
        </AccountFrame>
      )}
    </WithCustomer>
  );
}
