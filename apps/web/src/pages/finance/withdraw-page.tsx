import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../features/finance/finance-queries.ts';
import { useFinanceRights } from '../../features/finance/use-finance-rights.ts';
import { WithdrawForm } from '../../features/finance/withdraw-form.tsx';

/** /user/finance/cash/create: the withdrawal form, for whoever may spend from the wallet. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const rights = useFinanceRights();
  const wallet = useWallet();
  if (!rights.manage || wallet.data?.mayManage === false)
    return <Result status="403" subTitle={t('finance.wallet.viewOnly')} />;
  return (
    <Card title={t('finance.cash.formTitle')}>
      {wallet.data ? <WithdrawForm balanceFen={wallet.data.balanceFen} /> : <Skeleton active />}
    </Card>
  );
}
