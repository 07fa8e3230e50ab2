import type { UserDomain } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, List, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDomain, fetchDomains, removeDomain } from '../../api/endpoints/account.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { applyServerError } from '../auth/server-error.ts';

const domainKey = ['user', 'domains'] as const;
const STATUS = {
  0: ['processing', 'domainReview'],
  1: ['success', 'domainApproved'],
  2: ['error', 'domainRejected'],
} as const;
const FIELDS = {
  A0400: 'domain',
  A2008: 'domain',
  A2009: 'domain',
  A2010: 'domain',
  A2019: 'domain',
  A2020: 'domain',
  A2021: 'domain',
};

/** The account's e-mail domains: claim one for review, see the operator's decision, remove one. */
export function DomainsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ domain: string }>();
  const [formError, setFormError] = useState<string | null>(null);
  const domains = useQuery({ queryKey: domainKey, queryFn: fetchDomains });
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainKey });
  const add = useMutation({
    mutationFn: (domain: string) => addDomain(domain),
    onSuccess: () => {
      form.resetFields();
      void refresh();
    },
    onError: (error) => setFormError(applyServerError(form, error, FIELDS)),
  });
  const remove = useMutation({ mutationFn: removeDomain, onSuccess: () => void refresh() });

  const status = (d: UserDomain) => {
    const [color, key] = STATUS[d.status];
    return <Tag color={color}>{t(`account.${key}`)}</Tag>;
  };

  return (
    <Card title={t('account.domains')}>
      <Form
        form={form}
        layout="inline"
        noValidate
        onFinish={({ domain }) => add.mutate(domain.trim())}
        onValuesChange={() => setFormError(null)}
        style={{ marginBottom: 16 }}
      >
        <FormAlert message={formError} />
        <Form.Item
          name="domain"
          rules={[{ required: true, whitespace: true, message: t('account.domainRequired') }]}
          style={{ flex: 1 }}
        >
          <Input placeholder={t('account.domainPlaceholder')} aria-label={t('account.domains')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('account.addDomain')}
        </Button>
      </Form>
      {domains.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : domains.isError ? (
        <Result
          status="warning"
          title={t('account.domainsFailed')}
          extra={<Button onClick={() => void domains.refetch()}>{t('user.retry')}</Button>}
        />
      ) : domains.data.length === 0 ? (
        <Empty description={t('account.noDomains')} />
      ) : (
        <List
          dataSource={domains.data}
          renderItem={(d) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('account.removeDomainConfirm', { domain: d.domain })}
                  okText={t('account.remove')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutate(d.id)}
                >
                  <Button type="link" danger aria-label={t('account.removeDomain', { domain: d.domain })}>
                    {t('account.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex gap={12} align="center">
                <span>{d.domain}</span>
                {status(d)}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
