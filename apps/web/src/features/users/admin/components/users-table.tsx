import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { errorDialog } from '../../../../lib/dialog';
import { formatSolarDate, toPersianDigits } from '../../../../lib/format';
import { useAuth } from '../../../../shell/api/validate-token';
import { useUsers } from '../api/list-users';
import { useSetUserRole } from '../api/set-user-role';
import { AdminTable } from '../../../../components/admin/admin-table';
import { useGroups, useSetUserGroup } from '../../../../shell/api/customer-groups';
import { Pager } from '../../../../components/admin/pager';

type ListedUser = NonNullable<ReturnType<typeof useUsers>['data']>['users'][number];

/** The account's customer group, changed in place: «مصرف‌کننده» or one of the owner's groups. */
function GroupSelect({ user }: { user: ListedUser }) {
  const groups = useGroups().data?.groups ?? [];
  const setGroup = useSetUserGroup();
  return (
    <select
      className="row-select"
      aria-label={`گروه مشتری ${user.name ?? toPersianDigits(user.phone)}`}
      value={user.groupId ?? ''}
      disabled={setGroup.isPending}
      onChange={(event) =>
        setGroup.mutateAsync({ id: user._id, groupId: event.target.value || null }).catch(errorDialog)
      }
    >
      <option value="">مصرف‌کننده</option>
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The users whose name or phone matches `q`; an admin makes others admins or takes the role back, and
 * moves an account between customer groups («همکار» prices).
 */
export function UsersTable({ q }: { q: string }) {
  const [page, setPage] = useState(1);
  const users = useUsers(q, page);
  const setRole = useSetUserRole();
  const { data: auth } = useAuth();
  if (users.isError) return <p role="alert">{errorMessage(users.error)}</p>;
  if (!users.data) return <p>در حال بارگذاری...</p>;
  if (users.data.users.length === 0) return <p>کاربری یافت نشد.</p>;
  return (
    <>
      <AdminTable
        headings={['نام', 'موبایل', 'نقش', 'گروه مشتری', 'وضعیت', 'عضویت']}
        rows={users.data.users.map((user) => ({
          key: user._id,
          cells: [
            user.name ?? 'بدون نام',
            <bdi key="phone" dir="ltr">
              {toPersianDigits(user.phone)}
            </bdi>,
            user.role === 'admin' ? 'مدیر' : 'کاربر عادی',
            <GroupSelect key="group" user={user} />,
            'فعال',
            formatSolarDate(user.createdAt),
          ],
          actions: user._id !== auth?.userId && (
            <button
              type="button"
              className="text-button"
              disabled={setRole.isPending}
              onClick={() =>
                setRole
                  .mutateAsync({ id: user._id, role: user.role === 'admin' ? 'user' : 'admin' })
                  .catch(errorDialog)
              }
            >
              {user.role === 'admin' ? 'برداشتن نقش مدیر' : 'مدیر کردن'}
            </button>
          ),
        }))}
      />
      <Pager page={page} total={users.data.total} onPage={setPage} />
    </>
  );
}
