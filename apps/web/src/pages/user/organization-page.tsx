import { Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DepartmentPanel } from '../../features/org/department-panel.tsx';
import { useOrgOverview } from '../../features/org/org-queries.ts';

const ROLE_KEYS = ['r0', 'r1', 'r2', 'r3'] as const;

/** /user/organization: the organisation's overview and its department tree. */
export function OrganizationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useOrgOverview();

  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (isError || !data)
    return (
      <Card>
        <Result
          status="warning"
          title={t('user.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('user.retry')}</Button>}
        />
      </Card>
    );
  if (!data.organization)
    return (
      <Card>
        <Result
          status="info"
          title={t('org.overview.none')}
          extra={
            <Button type="primary" onClick={() => navigate('/user/upgrade')}>
              {t('org.overview.upgrade')}
            </Button>
          }
        />
      </Card>
    );
  const org = data.organization;
  return (
    <Flex vertical gap={24}>
      <Card title={t('org.overview.title')}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('org.overview.name')}>{org.name}</Descriptions.Item>
          <Descriptions.Item label={t('org.overview.role')}>
            {t(`org.overview.roles.${ROLE_KEYS[data.role] ?? 'r0'}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('org.overview.members')}>{data.memberCount}</Descriptions.Item>
          <Descriptions.Item label={t('org.overview.departments')}>{data.departmentCount}</Descriptions.Item>
          <Descriptions.Item label={t('org.overview.created')}>
            {new Date(org.createdAt).toLocaleDateString(i18n.language)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <DepartmentPanel />
    </Flex>
  );
}
