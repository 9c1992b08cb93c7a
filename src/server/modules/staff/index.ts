/** Shop staff: accounts, passwords, sessions and sign-in limits. Owns `staff_accounts` and `staff_sessions`. */
export { createStaffAccount, signInStaff, signOutStaff, staffForSession, STAFF_SESSION_DAYS, type StaffViewer, type StaffSignInResult } from './staff.service';
export { generatePassword, hashPassword } from './password.server';
export { registerStaffGraph, registerStaffShopFields, registerStaffAdminFields, type StaffGraph } from './staff.resolver';
