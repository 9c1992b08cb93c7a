// What the staff screens ask of the staff API and change there (docs/decisions/0033).
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const STAFF_MEMBER_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminStaffMemberFields on StaffMember {
    id name email role roleName status invitedAt lastSignInAt isYou
  }
`);

export const STAFF_ROLE_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminStaffRoleFields on StaffRoleInfo {
    id name builtIn permissions memberCount
  }
`);

export const ADMIN_STAFF_QUERY = graphDocument(/* GraphQL */ `
  query AdminStaff {
    staffMembers { ...AdminStaffMemberFields }
    staffRoles { ...AdminStaffRoleFields }
  }
`, STAFF_MEMBER_FIELDS, STAFF_ROLE_FIELDS);

/** What every change of a staff member answers: done with the member as now, or refused and why. */
export const STAFF_CHANGE_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminStaffChangeFields on StaffChangeResult {
    __typename
    ... on StaffChangeDone { message member { ...AdminStaffMemberFields } }
    ... on StaffChangeRefused { field message }
  }
`, STAFF_MEMBER_FIELDS);

export const INVITE_STAFF_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminInviteStaff($input: StaffInviteInput!) { inviteStaff(input: $input) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const CHANGE_STAFF_ROLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminChangeStaffRole($id: String!, $role: String!) { changeStaffRole(id: $id, role: $role) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const DEACTIVATE_STAFF_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeactivateStaff($id: String!) { deactivateStaff(id: $id) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const REACTIVATE_STAFF_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminReactivateStaff($id: String!) { reactivateStaff(id: $id) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const RESET_STAFF_SIGN_IN_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminResetStaffSignIn($id: String!) { resetStaffSignIn(id: $id) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const RESEND_INVITATION_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminResendStaffInvitation($id: String!) { resendStaffInvitation(id: $id) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const REVOKE_INVITATION_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminRevokeStaffInvitation($id: String!) { revokeStaffInvitation(id: $id) { ...AdminStaffChangeFields } }
`, STAFF_CHANGE_FIELDS);

export const STAFF_ROLE_RESULT_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminStaffRoleResultFields on StaffRoleResult {
    __typename
    ... on StaffRoleSaved { message role { ...AdminStaffRoleFields } }
    ... on StaffRoleRefused { field message }
  }
`, STAFF_ROLE_FIELDS);

export const CREATE_STAFF_ROLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminCreateStaffRole($input: StaffRoleInput!) { createStaffRole(input: $input) { ...AdminStaffRoleResultFields } }
`, STAFF_ROLE_RESULT_FIELDS);

export const UPDATE_STAFF_ROLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminUpdateStaffRole($id: String!, $input: StaffRoleInput!) { updateStaffRole(id: $id, input: $input) { ...AdminStaffRoleResultFields } }
`, STAFF_ROLE_RESULT_FIELDS);

export const DELETE_STAFF_ROLE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminDeleteStaffRole($id: String!) { deleteStaffRole(id: $id) { ...AdminStaffRoleResultFields } }
`, STAFF_ROLE_RESULT_FIELDS);
