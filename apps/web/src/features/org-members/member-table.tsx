import type { Member, MemberListQuery } from '@cairn/contract';
import { App, Button, Input, Result, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { roleLabel } from './member-labels.ts';
import { MoveModal, RoleModal } from './member-modals.tsx';
import { useAssignableDepartments, useMemberList, useSetDisabled } from './org-members-api.ts';

type Open = { kind: 'role' | 'move'; member: Member } | null;

/** The user list: search, filters, and the actions on each member the caller manages. */
export function MemberTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<Partial<MemberListQuery>>({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<Open>(null);
  const list = useMemberList(query);
  const departments = useAssignableDepartments();
  const disable = useSetDisabled();
  const filter = (patch: Partial<MemberListQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));

  if (list.error && isApiError(list.error) && list.error.code === 'A5202')
    return (
      <Result
        status="403"
        subTitle={t('orgMembers.noPermission')}
        extra={<Button onClick={() => navigate('/user/management/transfer')}>{t('orgMembers.leave')}</Button>}
      />
    );
  if (list.error)
    return (
      <Result
        status="error"
        subTitle={t('orgMembers.loadFailed')}
        extra={<Button onClick={() => list.refetch()}>{t('orgMembers.retry')}</Button>}
      />
    );

  const confirmDisable = (m: Member) =>
    modal.confirm({
      title: t('orgMembers.action.disable'),
      content: t('orgMembers.confirmDisable', { name: m.username }),
      okButtonProps: { danger: true },
      onOk: () =>
        disable
          .mutateAsync({ userId: m.userId, disabled: true })
          .then(() => message.success(t('orgMembers.disabledDone'))),
    });
  const confirmRemove = (m: Member) =>
    modal.confirm({
      title: t('orgMembers.action.remove'),
      content: t('orgMembers.confirmRemove', { name: m.username }),
      okButtonProps: { danger: true },
      onOk: () =>
        navigate(`/user/management/transfer?userId=${m.userId}&name=${encodeURIComponent(m.username)}`),
    });

  const deptOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('orgMembers.search')}
          placeholder={t('orgMembers.search')}
          onSearch={(keyword) => filter({ keyword: keyword || undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t('orgMembers.col.department')}
          allowClear
          placeholder={t('orgMembers.allDepartments')}
          options={deptOptions}
          onChange={(departmentId) => filter({ departmentId })}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('orgMembers.col.role')}
          allowClear
          placeholder={t('orgMembers.allRoles')}
          options={[1, 2, 3].map((r) => ({ value: r, label: roleLabel(t, r) }))}
          onChange={(role) => filter({ role })}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('orgMembers.col.status')}
          allowClear
          placeholder={t('orgMembers.allStatus')}
          options={(['active', 'disabled'] as const).map((s) => ({
            value: s,
            label: t(`orgMembers.status.${s}`),
          }))}
          onChange={(status) => filter({ status })}
          style={{ width: 140 }}
        />
        <Button type="primary" onClick={() => navigate('/user/management/editor')}>
          {t('orgMembers.add')}
        </Button>
        <Button onClick={() => navigate('/user/management/transfer')}>{t('orgMembers.leave')}</Button>
      </Space>
      <Table<Member>
        rowKey="userId"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('orgMembers.empty') }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setQuery((q) => ({ ...q, page, pageSize })),
        }}
        columns={[
          { title: t('orgMembers.col.name'), dataIndex: 'username' },
          { title: t('orgMembers.col.email'), dataIndex: 'email', render: (v) => v ?? '—' },
          { title: t('orgMembers.col.mobile'), dataIndex: 'mobile', render: (v) => v ?? '—' },
          {
            title: t('orgMembers.col.department'),
            dataIndex: 'departmentName',
            render: (v) => v ?? t('orgMembers.noDepartment'),
          },
          { title: t('orgMembers.col.role'), dataIndex: 'role', render: (r: number) => roleLabel(t, r) },
          {
            title: t('orgMembers.col.status'),
            dataIndex: 'disabled',
            render: (d: boolean) =>
              d ? (
                <Tag color="red">{t('orgMembers.status.disabled')}</Tag>
              ) : (
                <Tag color="green">{t('orgMembers.status.active')}</Tag>
              ),
          },
          {
            title: t('orgMembers.col.actions'),
            key: 'actions',
            render: (_, m) =>
              m.manageable ? (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setOpen({ kind: 'role', member: m })}>
                    {t('orgMembers.action.role')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(`/user/management/role/editor?userId=${m.userId}`, { state: m })}
                  >
                    {t('orgMembers.action.permissions')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setOpen({ kind: 'move', member: m })}>
                    {t('orgMembers.action.move')}
                  </Button>
                  {m.disabled ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() =>
                        disable
                          .mutateAsync({ userId: m.userId, disabled: false })
                          .then(() => message.success(t('orgMembers.enabledDone')))
                      }
                    >
                      {t('orgMembers.action.enable')}
                    </Button>
                  ) : (
                    <Button type="link" size="small" danger onClick={() => confirmDisable(m)}>
                      {t('orgMembers.action.disable')}
                    </Button>
                  )}
                  <Button type="link" size="small" danger onClick={() => confirmRemove(m)}>
                    {t('orgMembers.action.remove')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {open?.kind === 'role' && (
        <RoleModal member={open.member} departments={departments.data ?? []} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'move' && (
        <MoveModal member={open.member} departments={departments.data ?? []} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
