import { CONSUMER_GROUP_NAME, type CustomerGroup, type TradeApplication } from '@shop/contracts/plain';
import { useState } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { errorDialog, openDialog, promptDialog } from '../../../../lib/dialog';
import { formatSolarDate, toPersianDigits } from '../../../../lib/format';
import { useApplications, useDecideApplication } from '../api/applications';
import { useGroups } from '../../../../shell/api/customer-groups';

const TRADE_GROUP_NAME = 'همکار';

/** The groups an application can be approved into: all but the consumers', «همکار» first. */
export const tradeGroups = (groups: CustomerGroup[] | undefined) =>
  (groups ?? [])
    .filter((group) => group.name !== CONSUMER_GROUP_NAME)
    .sort((a, b) => Number(b.name === TRADE_GROUP_NAME) - Number(a.name === TRADE_GROUP_NAME));

function Decide({ application, groups }: { application: TradeApplication; groups: CustomerGroup[] }) {
  const decide = useDecideApplication();
  // «همکار» until the owner picks another (the groups may arrive after the applications).
  const [chosen, setGroupId] = useState('');
  const groupId = chosen || groups[0]?.id || '';
  const who = application.businessName;
  async function approve() {
    try {
      await decide.mutateAsync({ id: application.id, decision: 'approve', groupId });
      const group = groups.find((each) => each.id === groupId)?.name;
      await openDialog({
        title: 'تایید شد',
        message: `«${who}» به گروه «${group}» افزوده شد.`,
        icon: 'success',
      });
    } catch (error) {
      await errorDialog(error, { title: 'درخواست تایید نشد' });
    }
  }
  async function refuse() {
    const reason = await promptDialog({
      title: `رد درخواست «${who}»`,
      label: 'دلیل رد (برای متقاضی پیامک می‌شود)',
      requiredMessage: 'دلیل رد درخواست را بنویسید',
      maxLength: 300,
      confirmText: 'رد درخواست',
      cancelText: 'انصراف',
      danger: true,
    });
    if (reason === undefined) return;
    try {
      await decide.mutateAsync({ id: application.id, decision: 'refuse', reason });
      await openDialog({ title: 'درخواست رد شد', icon: 'success' });
    } catch (error) {
      await errorDialog(error, { title: 'درخواست رد نشد' });
    }
  }
  return (
    <>
      <select
        className="row-select"
        aria-label={`گروه برای ${who}`}
        value={groupId}
        onChange={(event) => setGroupId(event.target.value)}
      >
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={decide.isPending || !groupId}
        aria-label={`تایید: ${who}`}
        onClick={() => void approve()}
      >
        تایید
      </button>
      <button
        type="button"
        className="text-button danger"
        disabled={decide.isPending}
        aria-label={`رد: ${who}`}
        onClick={() => void refuse()}
      >
        رد
      </button>
    </>
  );
}

/** «درخواست‌ها»: the applications waiting, each approved into a group or refused with a reason. */
export function ApplicationsTab() {
  const applications = useApplications('pending');
  const groups = tradeGroups(useGroups().data?.groups);
  if (applications.isPending) return <p>در حال بارگذاری...</p>;
  if (applications.isError) return <p role="alert">درخواست‌ها بارگذاری نشد.</p>;
  if (applications.data.applications.length === 0)
    return <p className="empty-state">درخواستی در انتظار بررسی نیست.</p>;
  return (
    <AdminTable
      headings={['کسب‌وکار', 'متقاضی', 'شهر', 'کد اقتصادی / شناسه ملی', 'توضیحات', 'تاریخ']}
      rows={applications.data.applications.map((application) => ({
        key: application.id,
        cells: [
          application.businessName,
          <>
            {application.name && <>{application.name}، </>}
            <bdi dir="ltr">{toPersianDigits(application.phone)}</bdi>
          </>,
          application.city,
          application.economicCode ? <bdi dir="ltr">{toPersianDigits(application.economicCode)}</bdi> : '—',
          application.note ?? '—',
          formatSolarDate(application.createdAt),
        ],
        actions: <Decide application={application} groups={groups} />,
      }))}
    />
  );
}
