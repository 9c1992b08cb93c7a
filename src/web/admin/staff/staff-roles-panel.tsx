// The roles: the four built-in ones as they are, and the shop's own, which the owner composes
// from the permission list. Every permission of the list is offered but managing staff, so a
// permission added to the list later appears here without more work.
import { useState } from 'react';
import { GRANTABLE_PERMISSIONS } from '../../../domain/staff/custom-roles';
import { TextField } from '../../forms/field';
import { FormSubmitError } from '../../forms/process-error';
import { serverMessage } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminStaffQuery, AdminStaffRoleResultFieldsFragment } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { signedOutRefusal } from '../ui/staff-refusal';
import { CREATE_STAFF_ROLE_MUTATION, DELETE_STAFF_ROLE_MUTATION, UPDATE_STAFF_ROLE_MUTATION } from './staff-api';

type Role = AdminStaffQuery['staffRoles'][number];
type RoleValues = { roleName: string; permissions: string[] };

/** A permission's name, or its key while a newly listed permission has no words yet. */
function usePermissionName(): (permission: string) => string {
  const t = useT();
  return (permission) => {
    const key = `adminStaff.permission.${permission}`;
    const name = t(key);
    return name === key ? permission : name;
  };
}

function RoleForm({ role, onDone }: { role: Role | null; onDone: () => void }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const permissionName = usePermissionName();
  const form = useForm<RoleValues>(`admin-staff-role-${role?.id ?? 'new'}`, {
    initial: { roleName: role?.name ?? '', permissions: role ? role.permissions.filter((p) => p !== 'account.own') : [] },
    onSubmit: async (values) => {
      const input = { name: values.roleName, permissions: values.permissions };
      let data: Record<string, AdminStaffRoleResultFieldsFragment>;
      try {
        data = role
          ? await client.mutate('String', UPDATE_STAFF_ROLE_MUTATION, { id: role.id, input })
          : await client.mutate('StaffRoleInput', CREATE_STAFF_ROLE_MUTATION, { input });
      } catch (error) {
        throw signedOutRefusal(error);
      }
      const answer = Object.values(data)[0]!;
      if (answer.__typename === 'StaffRoleRefused') {
        const field = answer.field === 'name' ? 'roleName' : answer.field;
        throw new FormSubmitError({ fields: field ? { [field]: serverMessage(answer.message) } : {}, form: field ? null : serverMessage(answer.message), message: answer.message });
      }
      cache.invalidate();
      notify({ color: 'green', title: textRef('session.serverMessage', { message: answer.message }) });
      onDone();
    },
  });
  const chosen = form.values.permissions;
  const problem = form.field('permissions').error;
  const headingId = `staff-role-form-${role?.id ?? 'new'}`;
  return (
    <section className="admin-panel staff-role-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{role ? t('adminStaff.roles.editTitle', { name: role.name }) : t('adminStaff.roles.newTitle')}</h3>
      <form {...form.formProps} className="form">
        <TextField field={form.field('roleName')} label={t('adminStaff.roles.name')} autoComplete="off" />
        <fieldset className="staff-permissions" aria-describedby={problem ? 'staff-permissions-problem' : undefined}>
          <legend>{t('adminStaff.roles.permissions')}</legend>
          {GRANTABLE_PERMISSIONS.map((permission) => (
            <label key={permission} className="staff-permission">
              <input type="checkbox" checked={chosen.includes(permission)}
                onChange={(event) => form.setValue('permissions', event.currentTarget.checked ? [...chosen, permission] : chosen.filter((p) => p !== permission))} />
              {permissionName(permission)}
            </label>
          ))}
          {problem ? <p id="staff-permissions-problem" role="alert" className="field-error">{t(problem.key, problem.params)}</p> : null}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" loading={form.state.processing}>{t(role ? 'adminStaff.roles.save' : 'adminStaff.roles.create')}</Button>
          <Button variant="quiet" onPress={onDone}>{t('adminStaff.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}

export function StaffRolesPanel({ roles }: { roles: Role[] }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const permissionName = usePermissionName();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const remove = async (role: Role) => {
    const data = await client.mutate<Record<string, AdminStaffRoleResultFieldsFragment>>('String', DELETE_STAFF_ROLE_MUTATION, { id: role.id });
    const answer = Object.values(data)[0]!;
    if (answer.__typename === 'StaffRoleSaved') cache.invalidate();
    notify({ color: answer.__typename === 'StaffRoleSaved' ? 'green' : 'red', title: textRef('session.serverMessage', { message: answer.message }) });
  };
  return (
    <section className="staff-roles" aria-labelledby="staff-roles-title">
      <h2 id="staff-roles-title">{t('adminStaff.roles.title')}</h2>
      <p className="admin-muted">{t('adminStaff.roles.intro')}</p>
      <ul className="staff-role-list">
        {roles.map((role) => (
          <li key={role.id} className="admin-panel">
            <p><strong>{role.name}</strong> <span className="admin-muted">· {t(role.builtIn ? 'adminStaff.roles.builtIn' : 'adminStaff.roles.custom')} · {t('adminStaff.roles.members', { count: role.memberCount })}</span></p>
            <p className="staff-role-permissions">{role.permissions.filter((p) => p !== 'account.own').map(permissionName).join(', ')}</p>
            {role.builtIn ? null : (
              <div className="staff-actions">
                <Button size="small" variant="secondary" onPress={() => setEditing(role)}>{t('adminStaff.roles.edit')}<span className="visually-hidden"> {role.name}</span></Button>
                <Button size="small" variant="quiet" onPress={() => remove(role)}>{t('adminStaff.roles.delete')}<span className="visually-hidden"> {role.name}</span></Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing ? <RoleForm key={editing === 'new' ? 'new' : editing.id} role={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        : <Button variant="secondary" onPress={() => setEditing('new')}>{t('adminStaff.roles.new')}</Button>}
    </section>
  );
}
