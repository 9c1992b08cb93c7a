/**
 * Shoppers' accounts in one shop: sign-up, sessions, e-mailed one-time links (verify, reset,
 * e-mail change and its undo) and saved addresses. Owns `customer_accounts`,
 * `customer_sessions`, `customer_checks` and `customer_addresses`.
 */
export { customerForSession, signOutCustomer, pruneExpiredCustomerRows, CUSTOMER_SESSION_DAYS, type CustomerViewer } from './customer-sessions.service';
export {
  signUpCustomer, signInCustomer, requestPasswordReset, resetCustomerPassword, remindCustomerEmail, changeCustomerPassword, requestCustomerEmailChange,
  useCustomerCheck, peekCheck, customerPasswordProblem, customerEmails, CHECK_HOURS, CUSTOMER_PASSWORD_MIN_LENGTH, CUSTOMER_PASSWORD_MAX_LENGTH, type CheckOutcome,
} from './customers.service';
export { updateCustomerProfile, resendCustomerVerification, type CustomerProfile } from './customer-profile.service';
export { MAX_CUSTOMER_ADDRESSES, type SavedAddress } from './customer-addresses.service';
export { registerCustomersGraph, registerCustomersShopFields, type CustomersGraph } from './customers.resolver';
