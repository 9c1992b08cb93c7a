/** Shop staff: accounts, passwords, sessions and sign-in limits. Owns `staff_accounts` and `staff_sessions`. */
export { createStaffAccount, startStaffSession, signInStaff, signOutStaff, staffForSession, STAFF_SESSION_DAYS, type StaffViewer, type StaffSignInResult } from './staff.service';
export { generatePassword, hashPassword } from '../platform';
export { registerStaffGraph, registerStaffShopFields, registerStaffAdminFields, type StaffGraph } from './staff.resolver';
export {
  issueSignInLink, issueSignInHandoff, pruneExpiredStaffRows, HANDOFF_SECONDS, signInWithLink, resetStaffPassword, changeOwnPassword, listStaff, staffByEmail, newPasswordProblem,
  SIGN_IN_LINK_HOURS, STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MAX_LENGTH, type StaffMember, type StaffLinkSignInResult,
} from './staff-access.service';
