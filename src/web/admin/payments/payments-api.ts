// What the payment settings screen asks of the staff API and changes there (docs/decisions/0034).
// Secret keys go one way: the screen sends a new one and reads back only its last 4 characters.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_PAYMENT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminPaymentFields on PaymentSetup {
    unpaidOrderHours cardEnabled walletEnabled downPaymentsEnabled canStoreSecretKeys
    bankTransferInstructions { id en }
    bankAccounts { id bank accountNumber accountHolder }
    providers { provider merchantId secretKeyLast4 }
  }
`);

export const ADMIN_MIDTRANS_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminMidtransFields on MidtransSettings { enabled production merchantId clientKey serverKeyLast4 }
`);

export const ADMIN_XENDIT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminXenditFields on XenditSettings { enabled production secretKeyLast4 callbackTokenStored callbackUrl }
`);

export const ADMIN_PAYMENTS_QUERY = graphDocument(/* GraphQL */ `
  query AdminPayments {
    viewer { permissions }
    paymentSetup { ...AdminPaymentFields }
    midtransSettings { ...AdminMidtransFields }
    xenditSettings { ...AdminXenditFields }
  }
`, ADMIN_PAYMENT_FIELDS, ADMIN_MIDTRANS_FIELDS, ADMIN_XENDIT_FIELDS);

export const SAVE_MIDTRANS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveMidtrans($input: MidtransSettingsInput!) { saveMidtransSettings(input: $input) { ...AdminMidtransFields } }
`, ADMIN_MIDTRANS_FIELDS);

export const TEST_MIDTRANS_MUTATION = /* GraphQL */ `
  mutation AdminTestMidtrans($input: MidtransConnectionInput!) { testMidtransConnection(input: $input) { ok message } }
`;

export const SAVE_XENDIT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveXendit($input: XenditSettingsInput!) { saveXenditSettings(input: $input) { ...AdminXenditFields } }
`, ADMIN_XENDIT_FIELDS);

export const TEST_XENDIT_MUTATION = /* GraphQL */ `
  mutation AdminTestXendit($input: XenditConnectionInput!) { testXenditConnection(input: $input) { ok message } }
`;

export const SAVE_PAYMENT_SETTINGS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSavePaymentSettings($input: PaymentSettingsInput!) { savePaymentSettings(input: $input) { ...AdminPaymentFields } }
`, ADMIN_PAYMENT_FIELDS);

export const SAVE_BANK_ACCOUNT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveBankAccount($input: PaymentBankAccountInput!) { saveBankAccount(input: $input) { ...AdminPaymentFields } }
`, ADMIN_PAYMENT_FIELDS);

export const DELETE_BANK_ACCOUNT_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteBankAccount($id: ID!) { deleteBankAccount(id: $id) { ...AdminPaymentFields } }
`, ADMIN_PAYMENT_FIELDS);

export const REORDER_BANK_ACCOUNTS_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminReorderBankAccounts($ids: [ID!]!) { reorderBankAccounts(ids: $ids) { ...AdminPaymentFields } }
`, ADMIN_PAYMENT_FIELDS);

export const SAVE_PAYMENT_PROVIDER_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSavePaymentProvider($input: PaymentProviderInput!) { savePaymentProvider(input: $input) { ...AdminPaymentFields } }
`, ADMIN_PAYMENT_FIELDS);
