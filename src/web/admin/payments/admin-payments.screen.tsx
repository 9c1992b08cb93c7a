// `/admin/settings/payments`: how shoppers pay (docs/decisions/0034): time to pay, the methods,
// down payments, transfer instructions, the bank accounts, Midtrans and Xendit (decisions 0058, 0061), and the card
// and wallet providers' accounts, every secret key shown only by its last 4 characters. Owners and
// administrators only.
import { useCallback, useState } from 'react';
import type { AdminPaymentsQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { useMessages } from '../ui/say';
import { BankAccountsSection } from './bank-accounts-section';
import { MidtransSection } from './midtrans-section';
import { XenditSection } from './xendit-section';
import { PaymentGeneralForm } from './payment-general-form';
import { PaymentProvidersSection } from './payment-providers-section';
import { ADMIN_PAYMENTS_QUERY } from './payments-api';
import type { PaymentSetup } from './use-payment-change';
import './admin-payments.css';

/** Words shown only after a press (refusals, confirmations). */
const LATER = ['adminSettings.fixErrors', 'adminSettings.tryAgain', 'adminSettings.signedOut', 'adminSettings.saved', 'adminPayments.deleteSure'];

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_PAYMENTS_QUERY });
}

function PaymentSettings({ data }: { data: AdminPaymentsQuery }) {
  const t = useT();
  useMessages(LATER);
  const canManage = data.viewer.permissions.includes('settings.manage');
  const [setup, setSetup] = useState<PaymentSetup>(data.paymentSetup);
  const onSetup = useCallback((next: PaymentSetup) => setSetup(next), []);
  // One gateway at a time: switching one on switched the other off on the server, shown at once.
  const [switchedOn, setSwitchedOn] = useState({ midtrans: 0, xendit: 0 });
  const onMidtransOn = useCallback(() => setSwitchedOn((count) => ({ ...count, midtrans: count.midtrans + 1 })), []);
  const onXenditOn = useCallback(() => setSwitchedOn((count) => ({ ...count, xendit: count.xendit + 1 })), []);
  return (
    <div className="pay-settings">
      <p className="admin-muted">{t('adminPayments.intro')}</p>
      <PaymentGeneralForm setup={setup} canManage={canManage} onSetup={onSetup} />
      <BankAccountsSection setup={setup} canManage={canManage} onSetup={onSetup} />
      <MidtransSection initial={data.midtransSettings} canManage={canManage} switchedOff={switchedOn.xendit} onSwitchedOn={onMidtransOn} />
      <XenditSection initial={data.xenditSettings} canManage={canManage} switchedOff={switchedOn.midtrans} onSwitchedOn={onXenditOn} />
      <PaymentProvidersSection setup={setup} canManage={canManage} onSetup={onSetup} />
    </div>
  );
}

function PaymentsContent() {
  const query = useQuery<AdminPaymentsQuery>(ADMIN_PAYMENTS_QUERY);
  return <AdminLoadState query={query}>{(data) => <PaymentSettings data={data} />}</AdminLoadState>;
}

export default function AdminPaymentsScreen() {
  const t = useT();
  return (
    <AdminFrame section="payments" title={t('adminPayments.nav')}>
      <PaymentsContent />
    </AdminFrame>
  );
}
