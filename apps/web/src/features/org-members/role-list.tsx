import { permissionsForRole, Role } from '@cairn/contract';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleHolds, roleLabel } from './member-labels.ts';

/** The four spec roles and what each holds (contract permissions.ts decides; this only shows it). */
export function RoleList() {
  const { t } = useTranslation();
  const rows = [Role.ORGANIZE_ADMIN, Role.DEPARTMENT_ADMIN, Role.MEMBER, Role.DEFAULT].map((role) => ({
    role,
    fixed: role === Role.ORGANIZE_ADMIN || role === Role.DEFAULT ? permissionsForRole(role) : null,
  }));
  return (
    <Table
      rowKey="role"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: t('orgMembers.col.role'),
          dataIndex: 'role',
          render: (r: number) => <strong>{roleLabel(t, r)}</strong>,
        },
        {
          title: t('orgMembers.action.permissions'),
          key: 'holds',
          render: (_, row) => (
            <>
              <div style={{ marginBottom: 6 }}>{roleHolds(t, row.role)}</div>
              {row.fixed?.map((c) => (
                <Tag key={c} style={{ marginBottom: 4 }}>
                  {c}
                </Tag>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
