import type { Member } from '@cairn/contract';
import { App, Button, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AddMemberForm } from '../../features/org-members/add-member-form.tsx';
import { MemberTable } from '../../features/org-members/member-table.tsx';
import { PermissionEditor } from '../../features/org-members/permission-editor.tsx';
import { RoleList } from '../../features/org-members/role-list.tsx';
import { TransferForm } from '../../features/org-members/transfer-form.tsx';

/** The management section's own switch between the user list and the role list. */
function ManagementFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <Segmented
        style={{ marginBottom: 16 }}
        value={pathname.startsWith('/user/management/role') ? 'role' : 'user'}
        onChange={(v) => navigate(`/user/management/${v}`)}
        options={[
          { value: 'user', label: t('orgMembers.tabs.users') },
          { value: 'role', label: t('orgMembers.tabs.roles') },
        ]}
      />
      {children}
    </>
  );
}

export function ManagementUsersPage() {
  return (
    <ManagementFrame>
      <MemberTable />
    </ManagementFrame>
  );
}

export function ManagementRolesPage() {
  return (
    <ManagementFrame>
      <RoleList />
    </ManagementFrame>
  );
}

export function ManagementEditorPage() {
  const navigate = useNavigate();
  return <AddMemberForm onDone={() => navigate('/user/management/user')} />;
}

/** Reached from a row's Permissions action, which passes the member along. */
export function ManagementRoleEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useLocation().state as Member | null;
  if (!member)
    return (
      <Button onClick={() => navigate('/user/management/user')}>
        {t('orgMembers.permissionEditor.missing')}
      </Button>
    );
  return <PermissionEditor member={member} onDone={() => navigate('/user/management/user')} />;
}

/** `?userId=&name=` removes that member; without them the caller leaves. */
export function ManagementTransferPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = Number(params.get('userId'));
  const member = userId > 0 ? { userId, name: params.get('name') ?? String(userId) } : undefined;
  return (
    <TransferForm
      member={member}
      onDone={(counts) => {
        message.success(t('orgMembers.transfer.done', counts));
        navigate(member ? '/user/management/user' : '/user/base');
      }}
    />
  );
}
