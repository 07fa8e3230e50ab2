import { PlusOutlined } from '@ant-design/icons';
import type { DiscussionGroup } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Select, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  createGroup,
  deleteGroup,
  fetchGroups,
  fetchRoll,
  updateGroup,
} from '../../api/endpoints/discussion-roll.ts';
import { GroupNameModal } from '../../features/interviewee/group-name-modal.tsx';
import { rollKeys } from '../../features/interviewee/roll-keys.ts';

/**
 * /project/{code}/user/group: the groups with their member counts (create, rename, delete), and
 * the members of the chosen group (or the ungrouped, id 0), which can be moved to another group.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const code = useParams().code ?? '';
  const client = useQueryClient();
  const [current, setCurrent] = useState<number | null>(null);
  const [naming, setNaming] = useState<DiscussionGroup | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const groups = useQuery({ queryKey: rollKeys.groups(code), queryFn: () => fetchGroups(code) });
  const members = useQuery({
    queryKey: rollKeys.list(code, { groupId: current, pageSize: 200 }),
    queryFn: () => fetchRoll({ surveyCode: code, groupId: current ?? 0, pageSize: 200 }),
    enabled: current !== null,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: rollKeys.all(code) });
  const move = useMutation({
    mutationFn: () => updateGroup({ surveyCode: code, id: target!, memberIds: selected }),
    onSuccess: ({ moved }) => {
      void message.success(t('roll.groups.moved', { count: moved }));
      setSelected([]);
      setTarget(undefined);
      refresh();
    },
  });
  const list = groups.data?.groups ?? [];
  const nameOf = (id: number | null) =>
    id === 0 ? t('roll.ungrouped') : (list.find((g) => g.id === id)?.name ?? '');
  const pick = (id: number) => {
    setCurrent(id);
    setSelected([]);
    setTarget(undefined);
  };
  const remove = (group: DiscussionGroup) =>
    modal.confirm({
      title: t('roll.groups.deleteConfirm', { name: group.name, count: group.count }),
      okText: t('roll.delete'),
      okButtonProps: { danger: true },
      cancelText: t('roll.cancel'),
      onOk: async () => {
        await deleteGroup(code, group.id);
        void message.success(t('roll.groups.deleted'));
        if (current === group.id) setCurrent(null);
        refresh();
      },
    });

  return (
    <div className="roll-page">
      <Typography.Title level={4}>{t('roll.groups.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('roll.groups.intro')}</Typography.Paragraph>
      {groups.isError ? <Alert type="error" showIcon message={t('roll.loadError')} /> : null}
      <div className="roll-groups">
        <Card
          className="roll-groups__list"
          title={t('roll.groups.title')}
          extra={
            <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setNaming('new')}>
              {t('roll.groups.create')}
            </Button>
          }
        >
          {groups.isPending ? <Spin className="roll-loading" /> : null}
          {groups.data && list.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('roll.groups.empty')}</Typography.Paragraph>
          ) : null}
          <ul className="roll-groups__rows">
            {groups.data
              ? [
                  ...list.map((g) => ({ ...g, group: g as DiscussionGroup | undefined })),
                  { id: 0, name: t('roll.ungrouped'), count: groups.data.ungrouped, group: undefined },
                ].map((item) => (
                  <li
                    key={item.id}
                    className={`roll-groups__item${current === item.id ? ' roll-groups__item--on' : ''}`}
                  >
                    <button
                      type="button"
                      className="roll-groups__pick"
                      onClick={() => pick(item.id)}
                      aria-pressed={current === item.id}
                    >
                      <span className="roll-groups__name">{item.name}</span>
                      <span className="roll-muted">{item.count}</span>
                    </button>
                    {item.group ? (
                      <span className="roll-groups__actions">
                        <Button type="link" size="small" onClick={() => setNaming(item.group!)}>
                          {t('roll.groups.rename')}
                        </Button>
                        <Button type="link" size="small" danger onClick={() => remove(item.group!)}>
                          {t('roll.delete')}
                        </Button>
                      </span>
                    ) : null}
                  </li>
                ))
              : null}
          </ul>
        </Card>
        <Card
          className="roll-groups__members"
          title={current === null ? null : t('roll.groups.members', { name: nameOf(current) })}
        >
          {current === null ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roll.groups.pickGroup')} />
          ) : (
            <>
              <Space wrap className="roll-groups__move">
                <Select
                  className="roll-toolbar__select"
                  aria-label={t('roll.groups.moveTo')}
                  placeholder={t('roll.groups.moveTo')}
                  value={target}
                  onChange={setTarget}
                  options={[...list, { id: 0, name: t('roll.ungrouped') }]
                    .filter((g) => g.id !== current)
                    .map((g) => ({ value: g.id, label: g.name }))}
                />
                <Button
                  type="primary"
                  disabled={selected.length === 0 || target === undefined}
                  loading={move.isPending}
                  onClick={() => move.mutate()}
                >
                  {t('roll.groups.move', { count: selected.length })}
                </Button>
              </Space>
              <Table
                rowKey="id"
                size="small"
                loading={members.isFetching}
                dataSource={members.data?.records ?? []}
                locale={{ emptyText: t('roll.groups.noMembers') }}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                }}
                columns={[
                  { key: 'code', title: t('roll.column.code'), dataIndex: 'code', width: 100 },
                  { key: 'name', title: t('roll.column.name'), dataIndex: 'name' },
                  { key: 'mobile', title: t('roll.column.mobile'), dataIndex: 'mobile' },
                ]}
              />
            </>
          )}
        </Card>
      </div>
      {naming ? (
        <GroupNameModal
          title={naming === 'new' ? t('roll.groups.create') : t('roll.groups.renameTitle')}
          initial={naming === 'new' ? '' : naming.name}
          onClose={() => setNaming(null)}
          onSubmit={async (name) => {
            if (naming === 'new') await createGroup(code, name);
            else await updateGroup({ surveyCode: code, id: naming.id, name });
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
