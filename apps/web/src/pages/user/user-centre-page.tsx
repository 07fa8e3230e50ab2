import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../layouts/page-header.tsx';

/** The user centre: tabs of its sections (only base info exists yet) above the current section. */
export function UserCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [{ key: '/user/base', label: t('route.userBase') }];
  const activeKey = tabs.find((tab) => pathname.startsWith(tab.key))?.key ?? tabs[0]!.key;

  return (
    <>
      <PageHeader title={t('user.title')} subtitle={t('user.subtitle')} />
      <Tabs
        activeKey={activeKey}
        items={tabs}
        onChange={(key) => navigate(key)}
        style={{ marginBottom: 8 }}
      />
      <Outlet />
    </>
  );
}
