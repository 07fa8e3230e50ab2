import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useFinanceRights } from '../../features/finance/use-finance-rights.ts';
import { activeUserCentreTab, userCentreTabs } from '../../features/org/user-centre-tabs.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { PageHeader } from '../../layouts/page-header.tsx';

/** The user centre: tabs of the sections the caller may use, above the current section. */
export function UserCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // org/permission's answer wins once read, also when it says "no organisation" (after leaving).
  const organizationId = useSessionStore((s) =>
    s.orgRole ? s.orgRole.organizationId : (s.user?.organizationId ?? null),
  );
  const role = useSessionStore((s) => s.orgRole?.role ?? 0);
  const finance = useFinanceRights();
  const tabs = userCentreTabs(organizationId, role, finance.view);
  const activeKey = activeUserCentreTab(tabs, pathname);

  return (
    <>
      <PageHeader title={t('user.title')} subtitle={t('user.subtitle')} />
      <Tabs
        activeKey={activeKey}
        items={tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
        onChange={(key) => navigate(key)}
        style={{ marginBottom: 8 }}
      />
      <Outlet />
    </>
  );
}
