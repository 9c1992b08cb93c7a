/**
 * Shoppers' accounts in one shop: sign-up, sessions, e-mailed one-time links (verify, reset,
 * e-mail change and its undo), saved addresses and the one-time states that carry a sign-in
 * to another host name of the shop. Owns `customer_accounts`, `customer_sessions`,
 * `customer_checks`, `customer_addresses` and `customer_login_states`.
 */
export { customerForSession, signOutCustomer, pruneExpiredCustomerRows, CUSTOMER_SESSION_DAYS, type CustomerViewer } from './customer-sessions.service';
export {
  signUpCustomer, signInCustomer, requestPasswordReset, resetCustomerPassword, remindCustomerEmail, changeCustomerPassword, requestCustomerEmailChange,
  useCustomerCheck, peekCheck, customerPasswordProblem, customerEmails, CHECK_HOURS, CUSTOMER_PASSWORD_MIN_LENGTH, CUSTOMER_PASSWORD_MAX_LENGTH, type CheckOutcome,
} from './customers.service';
export { updateCustomerProfile, resendCustomerVerification, type CustomerProfile } from './customer-profile.service';
export { issueCustomerLoginState, useCustomerLoginState, LOGIN_STATE_SECONDS } from './customer-login-states.service';
export { MAX_CUSTOMER_ADDRESSES, saveAddressOnce, type KeptAddress, type SavedAddress } from './customer-addresses.service';
export { registerCustomersGraph, registerCustomersShopFields, type CustomersGraph } from './customers.resolver';
export { CUSTOMER_EMAILS } from './customer-emails.templates';
export { listCustomerAccounts, customerAccountById, addressesOfCustomer, type CustomerSummary } from './customer-directory.service';
