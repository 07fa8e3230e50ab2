import { WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWallet } from './finance-queries.ts';
import { ManageGate } from './manage-gate.tsx';
import { formatYuan } from './money-format.ts';
import { useOpenRecharge } from './recharge-opener.tsx';

/** The wallet the caller acts on: whose it is, its balance, and recharge / withdraw for who may spend. */
export function WalletCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openRecharge = useOpenRecharge();
  const wallet = useWallet();
  if (wallet.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  if (wallet.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('finance.loadFailed')}
        action={<Button onClick={() => wallet.refetch()}>{t('finance.retry')}</Button>}
      />
    );
  const { owner, balanceFen, mayManage } = wallet.data;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <div>
          <Typography.Text type="secondary">
            <WalletOutlined aria-hidden="true" />{' '}
            {owner.kind === 'user'
              ? t('finance.wallet.personal')
              : t('finance.wallet.organization', { name: owner.name })}
          </Typography.Text>
          <Statistic
            title={t('finance.wallet.balance')}
            value={formatYuan(balanceFen)}
            styles={{ content: { fontSize: 32, fontVariantNumeric: 'tabular-nums' } }}
          />
        </div>
        {mayManage && (
          <ManageGate>
            <Space>
              <Button type="primary" size="large" onClick={() => openRecharge()}>
                {t('finance.wallet.recharge')}
              </Button>
              <Button size="large" onClick={() => navigate('/user/finance/cash/create')}>
                {t('finance.wallet.withdraw')}
              </Button>
            </Space>
          </ManageGate>
        )}
      </Flex>
      {!mayManage && (
        <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('finance.wallet.viewOnly')} />
      )}
    </Card>
  );
}
