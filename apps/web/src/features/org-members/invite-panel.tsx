import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Result,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import {
  useAssignableDepartments,
  useCreateInvite,
  useEmailInvite,
  useInviteState,
  useRevokeInvite,
} from './org-members-api.ts';

/** The user centre's invitations: the caller's link and code, e-mail invites, and who joined. */
export function InvitePanel() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const state = useInviteState();
  const departments = useAssignableDepartments();
  const create = useCreateInvite();
  const revoke = useRevokeInvite();
  const email = useEmailInvite();
  const [departmentId, setDepartmentId] = useState<number>();
  const [days, setDays] = useState(7);
  const [address, setAddress] = useState('');
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  if (state.error && isApiError(state.error) && state.error.code === 'A5202')
    return <Result status="403" subTitle={t('orgMembers.invite.noPermission')} />;
  const invite = state.data?.invite;
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(() => message.success(t('orgMembers.invite.copied')));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
      <Card title={t('orgMembers.invite.title')} loading={state.isLoading}>
        <Typography.Paragraph type="secondary">{t('orgMembers.invite.hint')}</Typography.Paragraph>
        {invite ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text strong>{t('orgMembers.invite.link')}</Typography.Text>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                readOnly
                value={invite.link}
                aria-label={t('orgMembers.invite.link')}
                data-testid="invite-link"
              />
              <Button onClick={() => copy(invite.link)}>{t('orgMembers.invite.copy')}</Button>
            </Space.Compact>
            <Typography.Text>
              {t('orgMembers.invite.code')}：
              <Typography.Text code data-testid="invite-code">
                {invite.code}
              </Typography.Text>
              {invite.departmentName ? ` · ${invite.departmentName}` : ''} ·{' '}
              {t('orgMembers.invite.expires', { time: time(invite.expiresAt) })}
            </Typography.Text>
          </Space>
        ) : (
          <Empty description={t('orgMembers.invite.none')} />
        )}
        <Form layout="inline" style={{ marginTop: 16, rowGap: 8 }}>
          <Form.Item label={t('orgMembers.invite.department')}>
            <Select
              allowClear
              style={{ width: 180 }}
              aria-label={t('orgMembers.invite.department')}
              value={departmentId}
              onChange={setDepartmentId}
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <Form.Item label={t('orgMembers.invite.days')}>
            <InputNumber min={1} max={30} value={days} onChange={(v) => setDays(v ?? 7)} />
          </Form.Item>
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() => create.mutate({ departmentId: departmentId ?? null, days })}
          >
            {invite ? t('orgMembers.invite.regenerate') : t('orgMembers.invite.create')}
          </Button>
          {invite && (
            <Button
              danger
              onClick={() =>
                modal.confirm({
                  title: t('orgMembers.invite.revoke'),
                  content: t('orgMembers.invite.confirmRevoke'),
                  okButtonProps: { danger: true },
                  onOk: () => revoke.mutateAsync(),
                })
              }
            >
              {t('orgMembers.invite.revoke')}
            </Button>
          )}
        </Form>
      </Card>
      {invite && (
        <Card title={t('orgMembers.invite.email')}>
          <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
            <Input
              type="email"
              aria-label={t('orgMembers.invite.emailPlaceholder')}
              placeholder={t('orgMembers.invite.emailPlaceholder')}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
            <Button
              type="primary"
              loading={email.isPending}
              disabled={!address.trim()}
              onClick={() =>
                email.mutate(address.trim(), {
                  onSuccess: () => {
                    message.success(t('orgMembers.invite.sent'));
                    setAddress('');
                  },
                })
              }
            >
              {t('orgMembers.invite.send')}
            </Button>
          </Space.Compact>
        </Card>
      )}
      <Card title={t('orgMembers.invite.joined')}>
        <List
          dataSource={state.data?.joined ?? []}
          locale={{ emptyText: t('orgMembers.invite.nobody') }}
          renderItem={(j) => (
            <List.Item>
              <List.Item.Meta
                title={j.username}
                description={`${t('orgMembers.invite.joinedAt')} ${time(j.joinedAt)}`}
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
