import { useState } from 'react';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import '../../../../components/admin/admin.css';
import '../../../../components/form.css';
import { ApplicationsTab } from '../components/applications-tab';
import { GroupsTab } from '../components/groups-tab';
import { RulesTab } from '../components/rules-tab';
import { TiersTab } from '../components/tiers-tab';
import '../../trade.css';

const TABS = [
  ['applications', 'درخواست‌ها', ApplicationsTab],
  ['groups', 'گروه‌ها', GroupsTab],
  ['rules', 'قیمت گروه‌ها', RulesTab],
  ['tiers', 'قیمت پلکانی', TiersTab],
] as const;
type Tab = (typeof TABS)[number][0];

/** Trade customers: applications, groups, the groups' prices and the quantity prices. */
export default function TradePage() {
  const [tab, setTab] = useState<Tab>('applications');
  const [, , Panel] = TABS.find(([value]) => value === tab)!;
  return (
    <AdminScreen title="مشتریان همکار">
      <div role="tablist" aria-label="بخش‌های مشتریان همکار" className="tabs">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`trade-tab-${value}`}
            aria-selected={tab === value}
            aria-controls="trade-panel"
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="trade-panel"
        aria-labelledby={`trade-tab-${tab}`}
        className="panel trade-panel"
      >
        <Panel />
      </div>
    </AdminScreen>
  );
}
