// `/admin/staff`: the owner's staff (docs/decisions/0033): who works in the shop, in which role
// and since when, invitations by e-mail, and the roles the owner composes.
import type { AdminStaffQuery } from '../../graph/generated/admin-operations';
import { useQuery } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { InviteForm } from './invite-form';
import { ADMIN_STAFF_QUERY } from './staff-api';
import { StaffRolesPanel } from './staff-roles-panel';
import { StaffTable } from './staff-table';
import './admin-staff.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_STAFF_QUERY });
}

function Staff({ data }: { data: AdminStaffQuery }) {
  const t = useT();
  return (
    <>
      <p className="admin-muted">{t('adminStaff.intro')}</p>
      <StaffTable members={data.staffMembers} roles={data.staffRoles} />
      <InviteForm roles={data.staffRoles} />
      <StaffRolesPanel roles={data.staffRoles} />
    </>
  );
}

function StaffContent() {
  const query = useQuery<AdminStaffQuery>(ADMIN_STAFF_QUERY);
  return <AdminLoadState query={query}>{(data) => <Staff data={data} />}</AdminLoadState>;
}

export default function AdminStaffScreen() {
  const t = useT();
  return (
    <AdminFrame section="staff" title={t('adminStaff.nav')}>
      <StaffContent />
    </AdminFrame>
  );
}
