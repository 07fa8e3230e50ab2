import { CheckCircleOutlined, CrownOutlined } from '@ant-design/icons';
import { ENTERPRISE_NAME_MAX } from '@cairn/contract';
import { Alert, App, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useOrgOverview, useUpgrade } from '../../features/org/org-queries.ts';

const CHANGES = ['c1', 'c2', 'c3', 'c4'] as const;

/** /user/upgrade: name the enterprise, see what changes, upgrade; the gates open at once. */
export function UpgradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const overview = useOrgOverview();
  const upgrade = useUpgrade();
  const [form] = Form.useForm<{ enterpriseName: string }>();
  const [fieldError, setFieldError] = useState<string | null>(null);

  const existing = overview.data?.organization;
  if (existing) {
    return (
      <Card>
        <Result
          status="info"
          title={t('org.upgrade.already', { name: existing.name })}
          extra={
            <Button type="primary" onClick={() => navigate('/user/organization')}>
              {t('org.upgrade.goOrganization')}
            </Button>
          }
        />
      </Card>
    );
  }

  const submit = async ({ enterpriseName }: { enterpriseName: string }) => {
    setFieldError(null);
    try {
      const result = await upgrade.mutateAsync(enterpriseName);
      message.success(t('org.upgrade.done', { name: result.organization.name }));
      navigate('/user/organization');
    } catch (error) {
      if (isApiError(error)) setFieldError(error.message);
    }
  };

  return (
    <Card
      title={
        <span>
          <CrownOutlined style={{ color: '#d97706', marginRight: 8 }} aria-hidden="true" />
          {t('org.upgrade.title')}
        </span>
      }
      style={{ maxWidth: 720 }}
    >
      <Typography.Paragraph type="secondary">{t('org.upgrade.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="enterpriseName"
          label={t('org.upgrade.name')}
          rules={[{ required: true, whitespace: true, message: t('org.upgrade.nameRequired') }]}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
        >
          <Input
            placeholder={t('org.upgrade.namePlaceholder')}
            maxLength={ENTERPRISE_NAME_MAX}
            autoFocus
            onChange={() => setFieldError(null)}
          />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          title={t('org.upgrade.changesTitle')}
          description={
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {CHANGES.map((c) => (
                <li key={c} style={{ padding: '2px 0' }}>
                  <CheckCircleOutlined style={{ color: '#16a34a', marginRight: 8 }} aria-hidden="true" />
                  {t(`org.upgrade.changes.${c}`)}
                </li>
              ))}
            </ul>
          }
          style={{ marginBottom: 24 }}
        />
        <Button type="primary" htmlType="submit" loading={upgrade.isPending}>
          {t('org.upgrade.submit')}
        </Button>
      </Form>
    </Card>
  );
}
