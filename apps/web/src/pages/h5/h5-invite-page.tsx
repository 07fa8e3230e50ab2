import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { queryClient } from '../../app/query-client.ts';
import { acceptInvite, fetchInviteInfo } from '../../features/org-members/org-members-api.ts';
import { useSessionStore } from '../../features/session/session-store.ts';

/** The invite's organisation, department and inviter, for the H5 pages. */
export function useInviteInfo(code: string) {
  return useQuery({
    queryKey: ['h5-invite', code],
    queryFn: () => fetchInviteInfo(code),
    retry: false,
    enabled: !!code,
  });
}

export function InviteInvalid() {
  const { t } = useTranslation();
  return <Result status="warning" subTitle={t('orgMembers.h5.invalid')} />;
}

/**
 * `/h5/invite?code=`: shows what the invite leads to. A logged-in user accepts it; anyone else
 * registers and joins in one step, or logs in and comes back here.
 */
export function H5InvitePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code') ?? '';
  const info = useInviteInfo(code);
  const loggedIn = api.hasSession();
  const user = useSessionStore((s) => s.user);
  const accept = useMutation({
    mutationFn: () => acceptInvite(code),
    onSuccess: () => {
      useSessionStore.getState().reset();
      queryClient.clear();
    },
  });

  if (!code) return <InviteInvalid />;
  if (info.isLoading)
    return (
      <Spin tip={t('orgMembers.h5.loading')}>
        <div style={{ height: 120 }} />
      </Spin>
    );
  if (info.error || !info.data) return <InviteInvalid />;
  const { organizationName, departmentName, inviterName, expiresAt } = info.data;
  if (accept.isSuccess)
    return (
      <Result
        status="success"
        title={t('orgMembers.h5.joined', { org: organizationName })}
        extra={
          <Button type="primary" block onClick={() => navigate('/project')}>
            {t('orgMembers.h5.toProjects')}
          </Button>
        }
      />
    );
  const here = `/h5/invite?code=${encodeURIComponent(code)}`;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {t('orgMembers.h5.invitedBy', { name: inviterName })}
      </Typography.Text>
      <h1 className="h5-layout__org">{organizationName}</h1>
      {departmentName && (
        <Typography.Text>{t('orgMembers.h5.department', { name: departmentName })}</Typography.Text>
      )}
      <Typography.Text type="secondary">
        {t('orgMembers.h5.expires', { time: new Date(expiresAt).toLocaleString(i18n.language) })}
      </Typography.Text>
      {accept.error && (
        <Alert
          type="error"
          showIcon
          message={isApiError(accept.error) ? accept.error.message : String(accept.error)}
        />
      )}
      {loggedIn ? (
        <Button type="primary" size="large" block loading={accept.isPending} onClick={() => accept.mutate()}>
          {user ? t('orgMembers.h5.acceptAs', { name: user.username }) : t('orgMembers.h5.accept')}
        </Button>
      ) : (
        <>
          <Button
            type="primary"
            size="large"
            block
            onClick={() => navigate(`/h5/invite-register?code=${encodeURIComponent(code)}`)}
          >
            {t('orgMembers.h5.registerToJoin')}
          </Button>
          <Button size="large" block onClick={() => navigate(`/login?redirect=${encodeURIComponent(here)}`)}>
            {t('orgMembers.h5.loginToJoin')}
          </Button>
        </>
      )}
    </Space>
  );
}
