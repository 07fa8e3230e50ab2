import { Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RechargeProvider } from '../../features/finance/recharge-opener.tsx';
import { useFinanceRights } from '../../features/finance/use-finance-rights.ts';
import { WalletCard } from '../../features/finance/wallet-card.tsx';

const SECTIONS = [
  { key: '/user/finance', label: 'finance.tabs.statement' },
  { key: '/user/finance/recharge', label: 'finance.tabs.recharges' },
  { key: '/user/finance/order', label: 'finance.tabs.orders' },
  { key: '/user/finance/cash', label: 'finance.tabs.cash' },
  { key: '/user/finance/invoice', label: 'finance.tabs.invoices' },
  { key: '/user/finance/coupons', label: 'finance.tabs.coupons' },
] as const;

/** The section a path is in: the longest key it starts with (a recharge's result sits under recharges). */
export function financeSection(pathname: string): string {
  const hits = SECTIONS.filter((s) => pathname === s.key || pathname.startsWith(`${s.key}/`));
  return hits.sort((a, b) => b.key.length - a.key.length)[0]?.key ?? SECTIONS[0].key;
}

/**
 * /user/finance: the wallet above the finance sections (statement, recharges, orders, withdrawals,
 * invoices, coupons).
 */
export function FinanceLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rights = useFinanceRights();
  if (!rights.view) return <Result status="403" subTitle={t('finance.noAccess')} />;
  return (
    <RechargeProvider>
      <WalletCard />
      <Tabs
        activeKey={financeSection(pathname)}
        items={SECTIONS.map((s) => ({ key: s.key, label: t(s.label) }))}
        onChange={(key) => navigate(key)}
        style={{ marginTop: 16 }}
      />
      <Outlet />
    </RechargeProvider>
  );
}
