// Inviting someone: their name, e-mail and role. The answer says the e-mail is queued, never
// that it arrived; the mail queue (Antrean e-mail) tells when it has been sent.
import { required } from '../../../domain/validation/basic-validators';
import type { FieldValidators } from '../../../domain/validation/run-validators';
import { Field, TextField } from '../../forms/field';
import { FormStatus } from '../../forms/form-status';
import { FormSubmitError } from '../../forms/process-error';
import { serverMessage } from '../../forms/server-refusal';
import { useForm } from '../../forms/use-form';
import type { AdminInviteStaffMutation, AdminStaffQuery } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { signedOutRefusal } from '../ui/staff-refusal';
import { INVITE_STAFF_MUTATION } from './staff-api';

type Role = AdminStaffQuery['staffRoles'][number];
type InviteValues = { name: string; email: string; role: string };
const VALIDATORS: FieldValidators = { name: [required], email: [required] };

export function InviteForm({ roles }: { roles: Role[] }) {
  const t = useT();
  const client = useGraphClient();
  const cache = useGraphCache();
  const { notify } = useNotify();
  const form = useForm<InviteValues>('admin-staff-invite', {
    initial: { name: '', email: '', role: 'content_editor' },
    validators: VALIDATORS,
    onSubmit: async (values) => {
      let answer: AdminInviteStaffMutation['inviteStaff'];
      try {
        answer = (await client.mutate<AdminInviteStaffMutation>('StaffInviteInput', INVITE_STAFF_MUTATION, { input: values })).inviteStaff;
      } catch (error) {
        throw signedOutRefusal(error);
      }
      if (answer.__typename === 'StaffChangeRefused') {
        const refusal = serverMessage(answer.message);
        throw new FormSubmitError({ fields: answer.field ? { [answer.field]: refusal } : {}, form: answer.field ? null : refusal, message: answer.message });
      }
      cache.invalidate();
      notify({ color: 'green', title: textRef('session.serverMessage', { message: answer.message }) });
      form.reset({ name: '', email: '', role: values.role });
    },
  });
  return (
    <section className="admin-panel staff-invite" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t('adminStaff.invite.title')}</h2>
      <p className="admin-muted">{t('adminStaff.invite.intro')}</p>
      <form {...form.formProps} className="form staff-invite-form">
        <TextField field={form.field('name')} label={t('adminStaff.invite.name')} autoComplete="off" />
        <TextField field={form.field('email')} type="email" label={t('adminStaff.invite.email')} autoComplete="off" spellCheck={false} />
        <Field field={form.field('role')} label={t('adminStaff.invite.role')}>
          {(control) => (
            <select {...control} className="field-control" value={form.values.role} onChange={(event) => form.setValue('role', event.currentTarget.value)}>
              {roles.map((role) => <option key={role.id} value={role.id}>{role.name}</option>)}
            </select>
          )}
        </Field>
        <FormStatus state={form.state} processedKey="adminStaff.invite.sent" />
        <div className="form-actions">
          <Button type="submit" loading={form.state.processing}>{t('adminStaff.invite.submit')}</Button>
        </div>
      </form>
    </section>
  );
}
