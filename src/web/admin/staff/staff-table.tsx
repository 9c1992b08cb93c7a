// The staff list: who, their role (the owner changes it in place), where they stand, when they
// last signed in, and what the owner may do about them. One's own row offers no change: the
// server refuses an owner deactivating, demoting or resetting themselves anyway.
import { useState } from 'react';
import { formatShopTime } from '../../../domain/format/shop-time';
import type { AdminStaffQuery } from '../../graph/generated/admin-operations';
import { useLanguage, useTimezoneOffset, useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import {
  CHANGE_STAFF_ROLE_MUTATION, DEACTIVATE_STAFF_MUTATION, REACTIVATE_STAFF_MUTATION, RESEND_INVITATION_MUTATION, RESET_STAFF_SIGN_IN_MUTATION, REVOKE_INVITATION_MUTATION,
} from './staff-api';
import { useStaffAction } from './use-staff-action';
import '../ui/admin-table.css';

type Member = AdminStaffQuery['staffMembers'][number];
type Role = AdminStaffQuery['staffRoles'][number];

function RoleCell({ member, roles }: { member: Member; roles: Role[] }) {
  const t = useT();
  const act = useStaffAction();
  const [role, setRole] = useState(member.role);
  if (member.isYou || member.status === 'deactivated') return <>{member.roleName}</>;
  const id = `staff-role-${member.id}`;
  return (
    <div className="staff-role">
      <label htmlFor={id} className="visually-hidden">{t('adminStaff.roleOf', { name: member.name })}</label>
      <select id={id} className="field-control" value={role} onChange={(event) => setRole(event.currentTarget.value)}>
        {roles.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
      </select>
      {role !== member.role ? (
        <Button size="small" onPress={() => act({ document: CHANGE_STAFF_ROLE_MUTATION, variables: { id: member.id, role } })}>
          {t('adminStaff.changeRole')}<span className="visually-hidden"> {member.name}</span>
        </Button>
      ) : null}
    </div>
  );
}

function Actions({ member }: { member: Member }) {
  const t = useT();
  const act = useStaffAction();
  if (member.isYou) return <span className="admin-muted">{t('adminStaff.you')}</span>;
  const params = { name: member.name, email: member.email };
  const hidden = <span className="visually-hidden"> {member.name}</span>;
  const byId = { id: member.id };
  if (member.status === 'invited') {
    return (
      <div className="staff-actions">
        <Button size="small" variant="secondary" onPress={() => act({ document: RESEND_INVITATION_MUTATION, variables: byId })}>{t('adminStaff.resend')}{hidden}</Button>
        <Button size="small" variant="quiet" onPress={() => act({ document: REVOKE_INVITATION_MUTATION, variables: byId, ask: { title: 'adminStaff.revokeAsk', body: 'adminStaff.revokeBody', yes: 'adminStaff.revoke', params } })}>{t('adminStaff.revoke')}{hidden}</Button>
      </div>
    );
  }
  if (member.status === 'deactivated') {
    return <Button size="small" variant="secondary" onPress={() => act({ document: REACTIVATE_STAFF_MUTATION, variables: byId })}>{t('adminStaff.reactivate')}{hidden}</Button>;
  }
  return (
    <div className="staff-actions">
      <Button size="small" variant="secondary" onPress={() => act({ document: RESET_STAFF_SIGN_IN_MUTATION, variables: byId, ask: { title: 'adminStaff.resetAsk', body: 'adminStaff.resetBody', yes: 'adminStaff.reset', params } })}>{t('adminStaff.reset')}{hidden}</Button>
      <Button size="small" variant="danger" onPress={() => act({ document: DEACTIVATE_STAFF_MUTATION, variables: byId, ask: { title: 'adminStaff.deactivateAsk', body: 'adminStaff.deactivateBody', yes: 'adminStaff.deactivate', params } })}>{t('adminStaff.deactivate')}{hidden}</Button>
    </div>
  );
}

export function StaffTable({ members, roles }: { members: Member[]; roles: Role[] }) {
  const t = useT();
  const language = useLanguage();
  const offset = useTimezoneOffset();
  return (
    <div className="admin-panel admin-table-panel">
      <table className="admin-table">
        <caption className="visually-hidden">{t('adminStaff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminStaff.column.name')}</th>
            <th scope="col">{t('adminStaff.column.email')}</th>
            <th scope="col">{t('adminStaff.column.role')}</th>
            <th scope="col">{t('adminStaff.column.status')}</th>
            <th scope="col">{t('adminStaff.column.lastSignIn')}</th>
            <th scope="col">{t('adminStaff.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">{member.name}</th>
              <td data-label={t('adminStaff.column.email')}>{member.email}</td>
              <td data-label={t('adminStaff.column.role')}><RoleCell key={member.role} member={member} roles={roles} /></td>
              <td data-label={t('adminStaff.column.status')}><span className={`staff-status is-${member.status}`}>{t(`adminStaff.status.${member.status}`)}</span></td>
              <td data-label={t('adminStaff.column.lastSignIn')}>{member.lastSignInAt ? formatShopTime(member.lastSignInAt, language, offset) : t('adminStaff.never')}</td>
              <td data-label={t('adminStaff.column.actions')}><Actions member={member} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
