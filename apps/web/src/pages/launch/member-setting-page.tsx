import './launch.css';
import type { DiscussionManager } from '@cairn/contract';
import {
  Button,
  Card,
  Empty,
  message,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useManagerActions, useManagers } from '../../features/discussion/discussion-api.ts';
import { LaunchNav } from './launch-nav.tsx';
import { ManagerFormModal, type ManagerFormValues } from './manager-form.tsx';

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * /project/{code}/launch/member-setting: an interview project's hosts and observers with their
 * status and invite state; add, edit, delete, send (again) the invite e-mail.
 */
export function MemberSettingPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const list = useManagers(code);
  const actions = useManagerActions(code);
  const [editing, setEditing] = useState<DiscussionManager | null | undefined>(undefined);
  const [toast, holder] = message.useMessage();

  const submit = (values: ManagerFormValues) =>
    actions.save.mutate(editing ? { ...values, id: editing.id } : values, {
      onSuccess: () => setEditing(undefined),
    });
  const invite = (row: DiscussionManager) =>
    actions.invite.mutate(row.id, {
      onSuccess: () => void toast.success(t('interview.members.invited', { email: row.email })),
    });

  const inviteState = (row: DiscussionManager) => {
    if (row.userId !== null) return <Tag color="green">{t('interview.members.accepted')}</Tag>;
    if (row.invitedAt) return <Tag color="gold">{t('interview.members.pending')}</Tag>;
    return <Tag>{t('interview.members.notInvited')}</Tag>;
  };

  let body: React.ReactNode;
  if (list.isError)
    body = (
      <Result
        status="warning"
        title={t('interview.members.loadError')}
        extra={<Button onClick={() => void list.refetch()}>{t('interview.members.retry')}</Button>}
      />
    );
  else if (!list.data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else
    body = (
      <Table<DiscussionManager>
        rowKey="id"
        pagination={false}
        dataSource={list.data.managers}
        locale={{ emptyText: <Empty description={t('interview.members.empty')} /> }}
        columns={[
          { title: t('interview.members.columns.name'), dataIndex: 'name' },
          { title: t('interview.members.columns.email'), dataIndex: 'email' },
          {
            title: t('interview.members.columns.role'),
            dataIndex: 'role',
            render: (role: DiscussionManager['role']) => t(`interview.members.role.${role}`),
          },
          {
            title: t('interview.members.columns.status'),
            render: (_, row) => (
              <Space size={4} wrap>
                {inviteState(row)}
                {row.role === 'host' ? (
                  <Tag>{t(`interview.hostStatus.${String(row.status) as '0'}`)}</Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('interview.members.columns.actions'),
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('interview.members.edit')}
                </Button>
                {row.userId === null ? (
                  <Button
                    type="link"
                    loading={actions.invite.isPending && actions.invite.variables === row.id}
                    onClick={() => invite(row)}
                  >
                    {t(row.invitedAt ? 'interview.members.resend' : 'interview.members.invite')}
                  </Button>
                ) : null}
                <Popconfirm
                  title={t('interview.members.removeConfirm', { name: row.name })}
                  onConfirm={() => actions.remove.mutate(row.id)}
                >
                  <Button type="link" danger>
                    {t('interview.members.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    );

  return (
    <div className="launch-page">
      {holder}
      <LaunchNav code={code} current="member-setting" />
      <Card
        title={t('interview.members.title')}
        extra={
          <Button type="primary" onClick={() => setEditing(null)} disabled={!list.data}>
            {t('interview.members.add')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('interview.members.intro')}</Typography.Paragraph>
        {body}
      </Card>
      <ManagerFormModal
        open={editing !== undefined}
        editing={editing ?? null}
        busy={actions.save.isPending}
        error={actions.save.error ? errorText(actions.save.error) : null}
        onSubmit={submit}
        onCancel={() => {
          actions.save.reset();
          setEditing(undefined);
        }}
      />
    </div>
  );
}
