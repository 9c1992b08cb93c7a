/** Shop staff: accounts, roles, invitations, passwords, sessions and sign-in limits. Owns `staff_accounts`, `staff_roles`, `staff_sessions` and `staff_sign_in_links`. */
export { createStaffAccount, startStaffSession, signInStaff, signOutStaff, staffForSession, STAFF_SESSION_DAYS, type StaffViewer, type StaffSignInResult } from './staff.service';
export { generatePassword, hashPassword } from '../platform';
export { registerStaffGraph, registerStaffShopFields, registerStaffAdminFields, type StaffGraph } from './staff.resolver';
export {
  issueSignInLink, issueSignInHandoff, pruneExpiredStaffRows, HANDOFF_SECONDS, signInWithLink, resetStaffPassword, changeOwnPassword, listStaff, staffByEmail, newPasswordProblem,
  SIGN_IN_LINK_HOURS, STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MAX_LENGTH, type StaffMember, type StaffLinkSignInResult,
} from './staff-access.service';
export { registerStaffTeamAdminFields } from './staff-team.resolver';
export { STAFF_EMAILS } from './staff-emails.templates';
