import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordCard } from '../../features/user/change-password-card.tsx';
import { DomainsCard } from '../../features/user/domains-card.tsx';
import { ProfileCard } from '../../features/user/profile-card.tsx';
import { useUserInfo } from '../../features/user/user-queries.ts';

/** Personal centre, base info tab: account details, e-mail domains and the password change. */
export function UserBasePage() {
  const { t } = useTranslation();
  const { data: user, isPending, isError, refetch } = useUserInfo();

  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (isError || !user) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('user.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('user.retry')}</Button>}
        />
      </Card>
    );
  }
  return (
    <Flex vertical gap={24}>
      <ProfileCard user={user} />
      <DomainsCard />
      <ChangePasswordCard />
    </Flex>
  );
}
