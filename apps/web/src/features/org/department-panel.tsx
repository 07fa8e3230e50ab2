import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Department } from '@cairn/contract';
import { App, Button, Card, Empty, Result, Skeleton, Space, Tag, Tooltip, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteModal, MoveModal, NameModal } from './department-modals.tsx';
import { buildDepartmentTree, type DepartmentNode } from './department-tree.ts';
import { useDepartmentChange, useDepartments } from './org-queries.ts';

type Dialog =
  | { kind: 'add'; parent: Department }
  | { kind: 'rename' | 'move' | 'delete'; department: Department }
  | null;

interface TreeItem {
  key: number;
  title: string;
  node: DepartmentNode;
  children: TreeItem[];
}
const toItems = (nodes: DepartmentNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, node: n, children: toItems(n.children) }));

/** The department tree with add / rename / move / delete where the caller may manage (org policy). */
export function DepartmentPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data, isPending, isError, refetch } = useDepartments();
  const change = useDepartmentChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Everything open but what the user folded: a department added under a leaf shows at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const departments = data?.departments ?? [];
  const items = useMemo(() => toItems(buildDepartmentTree(departments)), [departments]);
  const close = () => setDialog(null);
  const saved = (text = t('org.tree.saved')) => message.success(text);

  const actions = (d: Department) =>
    d.manageable && (
      <Space size={0} className="department-actions">
        {[
          {
            key: 'add',
            icon: <PlusOutlined />,
            label: t('org.tree.addChild'),
            open: () => setDialog({ kind: 'add', parent: d }),
          },
          {
            key: 'rename',
            icon: <EditOutlined />,
            label: t('org.tree.rename'),
            open: () => setDialog({ kind: 'rename', department: d }),
          },
          {
            key: 'move',
            icon: <DragOutlined />,
            label: t('org.tree.move'),
            open: () => setDialog({ kind: 'move', department: d }),
          },
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            label: t('org.tree.delete'),
            open: () => setDialog({ kind: 'delete', department: d }),
          },
        ].map((a) => (
          <Tooltip key={a.key} title={a.label}>
            <Button
              type="text"
              size="small"
              icon={a.icon}
              aria-label={`${a.label} ${d.name}`}
              danger={a.key === 'delete'}
              onClick={(e) => {
                e.stopPropagation();
                a.open();
              }}
            />
          </Tooltip>
        ))}
      </Space>
    );

  const body = () => {
    if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (isError || !data)
      return (
        <Result
          status="warning"
          title={t('org.tree.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('org.audit.retry')}</Button>}
        />
      );
    if (items.length === 0) return <Empty description={t('org.tree.empty')} />;
    return (
      <Tree<TreeItem>
        treeData={items}
        expandedKeys={departments.filter((d) => !collapsed.has(d.id)).map((d) => d.id)}
        onExpand={(_keys, { node, expanded }) => {
          const next = new Set(collapsed);
          if (expanded) next.delete(node.key);
          else next.add(node.key);
          setCollapsed(next);
        }}
        blockNode
        selectable={false}
        titleRender={(item) => (
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <span>
              {item.node.name}{' '}
              <Tag bordered={false}>{t('org.tree.members', { count: item.node.totalMembers })}</Tag>
            </span>
            {actions(item.node)}
          </Space>
        )}
      />
    );
  };

  return (
    <Card
      title={t('org.tree.title')}
      extra={
        data?.manageTop || departments.some((d) => d.manageable) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/user/department/add')}>
            {t('org.tree.add')}
          </Button>
        ) : null
      }
    >
      {body()}
      {data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('org.tree.unplaced', { count: data.unplacedCount })}
        </Typography.Paragraph>
      )}
      {dialog?.kind === 'add' && (
        <NameModal
          title={`${t('org.tree.addChild')} · ${dialog.parent.name}`}
          onSubmit={async (name) => {
            await change.mutateAsync({ kind: 'add', name, parentId: dialog.parent.id });
            saved();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal
          title={t('org.tree.renameTitle')}
          initial={dialog.department.name}
          onSubmit={async (name) => {
            await change.mutateAsync({ kind: 'rename', id: dialog.department.id, name });
            saved();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveModal
          department={dialog.department}
          departments={departments}
          manageTop={data?.manageTop ?? false}
          onSubmit={async (parentId) => {
            await change.mutateAsync({ kind: 'move', id: dialog.department.id, parentId });
            saved();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteModal
          department={dialog.department}
          departments={departments}
          manageTop={data?.manageTop ?? false}
          onSubmit={async (moveTo) => {
            await change.mutateAsync({ kind: 'delete', id: dialog.department.id, moveTo });
            saved(t('org.tree.deleted'));
          }}
          onClose={close}
        />
      )}
    </Card>
  );
}
