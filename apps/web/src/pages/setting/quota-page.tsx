import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuotaView } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Progress, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDesignTree } from '../../api/endpoints/design.ts';
import { fetchQuotas, removeQuota } from '../../api/endpoints/settings.ts';
import { describeConditions, quotaQuestions } from '../../features/settings/quota-questions.ts';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { QuotaEditor } from './quota-editor.tsx';
import { type SettingsContext, WithSettings } from './settings-frame.tsx';

/** /project/{code}/setting/quota: quotas with their real progress; create, edit, delete. */
export function QuotaSettingPage() {
  return <WithSettings>{(ctx) => <QuotaList ctx={ctx} />}</WithSettings>;
}

export const quotasKey = (code: string) => ['quotas', code] as const;

function QuotaList({ ctx }: { ctx: SettingsContext }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const quotas = useQuery({ queryKey: quotasKey(ctx.code), queryFn: () => fetchQuotas(ctx.code) });
  const tree = useQuery({ queryKey: ['quota-tree', ctx.code], queryFn: () => fetchDesignTree(ctx.code) });
  const questions = useMemo(() => (tree.data ? quotaQuestions(tree.data.nodes) : []), [tree.data]);
  const [editing, setEditing] = useState<QuotaView | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => removeQuota(ctx.code, id),
    onSuccess: (saved) => {
      useProjectHeaderStore.getState().setSaved(saved);
      void queryClient.invalidateQueries({ queryKey: quotasKey(ctx.code) });
    },
  });
  const failed = quotas.isError || tree.isError;

  return (
    <Card
      className="setting-card"
      title={t('settings.nav.quota')}
      extra={
        ctx.readOnly ? null : (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!tree.data || questions.length === 0}
            onClick={() => setEditing('new')}
          >
            {t('settings.quota.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('settings.quota.intro')}</Typography.Paragraph>
      <Table<QuotaView>
        rowKey="id"
        loading={quotas.isPending || tree.isPending}
        dataSource={quotas.data ?? []}
        pagination={false}
        locale={{
          emptyText: failed ? (
            <Empty description={t('settings.form.loadError')}>
              <Button
                onClick={() => {
                  void quotas.refetch();
                  void tree.refetch();
                }}
              >
                {t('settings.form.retry')}
              </Button>
            </Empty>
          ) : (
            <Empty description={t('settings.quota.empty')}>
              {questions.length === 0 && tree.data ? (
                <Typography.Text type="secondary">{t('settings.quota.emptyHint')}</Typography.Text>
              ) : null}
            </Empty>
          ),
        }}
        columns={[
          { key: 'name', title: t('settings.quota.name'), dataIndex: 'name' },
          {
            key: 'conditions',
            title: t('settings.quota.conditions'),
            render: (_, q) => (
              <Space direction="vertical" size={2}>
                {describeConditions(q.conditions, questions).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </Space>
            ),
          },
          {
            key: 'action',
            title: t('settings.quota.action'),
            render: (_, q) =>
              q.action === 'screen_out' ? t('settings.quota.screenOut') : t('settings.quota.closeOption'),
          },
          {
            key: 'progress',
            title: t('settings.quota.progress'),
            width: 200,
            render: (_, q) => (
              <div>
                <Progress
                  percent={Math.min(100, Math.round((q.filled / q.target) * 100))}
                  showInfo={false}
                  size="small"
                  status={q.filled >= q.target ? 'success' : 'normal'}
                  aria-label={t('settings.quota.progressOf', { filled: q.filled, target: q.target })}
                />
                <span>{t('settings.quota.progressOf', { filled: q.filled, target: q.target })}</span>
                {q.filled >= q.target ? (
                  <Tag style={{ marginLeft: 8 }}>{t('settings.quota.full')}</Tag>
                ) : null}
              </div>
            ),
          },
          ...(ctx.readOnly
            ? []
            : [
                {
                  key: 'ops',
                  title: '',
                  width: 120,
                  render: (_: unknown, q: QuotaView) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`${t('settings.quota.edit')} ${q.name}`}
                        onClick={() => setEditing(q)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('settings.quota.remove')} ${q.name}`}
                        onClick={() =>
                          modal.confirm({
                            title: t('settings.quota.removeConfirm', { name: q.name }),
                            onOk: () => remove.mutateAsync(q.id),
                          })
                        }
                      />
                    </Space>
                  ),
                },
              ]),
        ]}
      />
      {editing !== null ? (
        <QuotaEditor
          code={ctx.code}
          quota={editing === 'new' ? null : editing}
          questions={questions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: quotasKey(ctx.code) });
          }}
        />
      ) : null}
    </Card>
  );
}
