import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { acceptManagerInvite, useManagerInvite } from '../../features/discussion/discussion-api.ts';
import { useSessionStore } from '../../features/session/session-store.ts';

/**
 * `/h5/interview-invite?token=`: a host/observer invite of an interview project. A signed-in user
 * accepts; anyone else signs in or registers and comes back here.
 */
export function InterviewInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useManagerInvite(token);
  const user = useSessionStore((s) => s.user);
  const accept = useMutation({ mutationFn: () => acceptManagerInvite(token) });

  if (info.isLoading)
    return (
      <Spin tip={t('interview.invite.loading')}>
        <div style={{ height: 120 }} />
      </Spin>
    );
  if (accept.data) {
    const console = `/interview/${accept.data.surveyCode}`;
    return (
      <Result
        status="success"
        title={t('interview.invite.accepted')}
        extra={
          <Button
            type="primary"
            block
            onClick={() => navigate(accept.data.role === 'host' ? console : `${console}/live`)}
          >
            {t(accept.data.role === 'host' ? 'interview.invite.toConsole' : 'interview.invite.toLive')}
          </Button>
        }
      />
    );
  }
  if (!token || info.error || !info.data)
    return <Result status="warning" subTitle={t('interview.invite.invalid')} />;
  const here = encodeURIComponent(`/h5/interview-invite?token=${token}`);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {t('interview.invite.invitedBy', { name: info.data.inviterName })}
      </Typography.Text>
      <h1 className="h5-layout__org">
        {t('interview.invite.as', {
          role: t(`interview.members.role.${info.data.role}`),
          title: info.data.surveyTitle,
        })}
      </h1>
      <Typography.Text>
        {info.data.name} · {info.data.email}
      </Typography.Text>
      {accept.error ? (
        <Alert
          type="error"
          showIcon
          message={isApiError(accept.error) ? accept.error.message : String(accept.error)}
        />
      ) : null}
      {api.hasSession() ? (
        <Button type="primary" size="large" block loading={accept.isPending} onClick={() => accept.mutate()}>
          {user ? t('interview.invite.acceptAs', { name: user.username }) : t('interview.invite.accept')}
        </Button>
      ) : (
        <>
          <Button type="primary" size="large" block onClick={() => navigate(`/login?redirect=${here}`)}>
            {t('interview.invite.login')}
          </Button>
          <Button size="large" block onClick={() => navigate(`/register?redirect=${here}`)}>
            {t('interview.invite.register')}
          </Button>
        </>
      )}
    </Space>
  );
}
