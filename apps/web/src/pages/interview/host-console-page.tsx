import './interview.css';
import { type Interviewee, IntervieweeState } from '@cairn/contract';
import {
  Alert,
  Button,
  Card,
  Empty,
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
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import {
  interviewLink,
  useInterviewConsole,
  useSessionActions,
} from '../../features/discussion/discussion-api.ts';
import { useOfflineDownload } from '../../features/discussion/use-offline-download.ts';
import { StateTag } from './state-tag.tsx';

/**
 * /interview/{code}: the host console. The roll with each interviewee's state; a host starts (or
 * resumes) a session, which opens the respondent page in interviewer mode in a new tab, marks
 * absences, downloads the offline file (a new one when theirs was withdrawn) and closes their own
 * hosting. Observers see the roll and go to the live page.
 */
export function HostConsolePage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const data = useInterviewConsole(code);
  const actions = useSessionActions(code);
  const [link, setLink] = useState<string | null>(null);
  const downloadOffline = useOfflineDownload();
  const [downloading, setDownloading] = useState(false);

  if (data.isLoading)
    return (
      <div className="interview-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (data.error || !data.data) {
    const denied = isApiError(data.error) && data.error.code === 'A5202';
    return (
      <Result
        status={denied ? '403' : 'warning'}
        title={t(denied ? 'interview.console.denied' : 'interview.console.loadError')}
        extra={
          denied ? null : <Button onClick={() => void data.refetch()}>{t('interview.console.retry')}</Button>
        }
      />
    );
  }
  const c = data.data;
  const isHost = c.me.role === 'host';
  const canHost = isHost && c.published && c.me.status !== 3;
  const hostName = new Map(c.hosts.map((h) => [h.id, h.name]));
  const count = (state: number) => c.interviewees.filter((i) => i.state === state).length;
  const start = (row: Interviewee) =>
    actions.open.mutate(row.id, {
      onSuccess: (session) => {
        const url = interviewLink(c.surveyCode, session.interviewee.code, session.ticket);
        setLink(url);
        window.open(url, '_blank', 'noopener');
      },
    });
  const failure = actions.open.error ?? actions.absent.error ?? actions.close.error;

  return (
    <div className="interview-page">
      <div className="interview-page__head">
        <div>
          <h1>{c.title}</h1>
          <Space size={8} wrap>
            <Tag>{t(`interview.members.role.${c.me.role}`)}</Tag>
            {isHost ? (
              <Typography.Text>
                {t('interview.console.myStatus', {
                  status: t(`interview.hostStatus.${String(c.me.status) as '0'}`),
                })}
              </Typography.Text>
            ) : null}
          </Space>
        </div>
        <Space wrap>
          <Link to={`/interview/${code}/live`}>
            <Button>{t('interview.console.live')}</Button>
          </Link>
          {canHost ? (
            <Button
              loading={downloading}
              onClick={() => {
                setDownloading(true);
                void downloadOffline({ code: c.surveyCode, title: c.title }).finally(() =>
                  setDownloading(false),
                );
              }}
            >
              {t('project.action.offline')}
            </Button>
          ) : null}
          {isHost && c.me.status !== 3 ? (
            <Popconfirm title={t('interview.console.closeConfirm')} onConfirm={() => actions.close.mutate()}>
              <Button danger>{t('interview.console.closeHosting')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </div>
      {!c.published ? <Alert type="info" showIcon message={t('interview.console.notPublished')} /> : null}
      {isHost && c.me.status === 3 ? (
        <Alert type="info" showIcon message={t('interview.console.closed')} />
      ) : null}
      {!isHost ? <Alert type="info" showIcon message={t('interview.console.observerNote')} /> : null}
      {/* A failure the client already toasted (a network error) is not said twice. */}
      {failure && !(isApiError(failure) && failure.handledGlobally) ? (
        <Alert type="error" showIcon message={isApiError(failure) ? failure.message : String(failure)} />
      ) : null}
      {link ? (
        <Alert
          type="success"
          showIcon
          message={t('interview.console.opened')}
          action={
            <a href={link} target="_blank" rel="noopener">
              {t('interview.console.openAgain')}
            </a>
          }
          closable
          onClose={() => setLink(null)}
        />
      ) : null}
      <Card
        title={t('interview.console.counts', {
          waiting: count(IntervieweeState.WAITING),
          interviewing: count(IntervieweeState.INTERVIEWING),
          done: count(IntervieweeState.DONE),
          absent: count(IntervieweeState.ABSENT),
        })}
      >
        <Table<Interviewee>
          rowKey="id"
          pagination={false}
          dataSource={c.interviewees}
          locale={{ emptyText: <Empty description={t('interview.console.empty')} /> }}
          columns={[
            { title: t('interview.console.columns.code'), dataIndex: 'code' },
            { title: t('interview.console.columns.name'), dataIndex: 'name' },
            { title: t('interview.console.columns.group'), dataIndex: 'groupName' },
            {
              title: t('interview.console.columns.state'),
              dataIndex: 'state',
              render: (state: number) => <StateTag state={state} />,
            },
            {
              title: t('interview.console.columns.host'),
              dataIndex: 'hostId',
              render: (id: number | null) => (id === null ? '' : (hostName.get(id) ?? '')),
            },
            ...(canHost
              ? [
                  {
                    title: t('interview.console.columns.actions'),
                    key: 'actions',
                    render: (_: unknown, row: Interviewee) => {
                      const mine = row.hostId === c.me.id;
                      const open =
                        row.state === IntervieweeState.WAITING ||
                        (row.state === IntervieweeState.INTERVIEWING && mine);
                      if (!open) return null;
                      return (
                        <Space size={0} wrap>
                          <Button
                            type="link"
                            loading={actions.open.isPending && actions.open.variables === row.id}
                            onClick={() => start(row)}
                          >
                            {t(
                              row.state === IntervieweeState.INTERVIEWING
                                ? 'interview.console.resume'
                                : 'interview.console.start',
                            )}
                          </Button>
                          <Popconfirm
                            title={t('interview.console.absentConfirm', { name: row.name })}
                            onConfirm={() => actions.absent.mutate(row.id)}
                          >
                            <Button type="link">{t('interview.console.absent')}</Button>
                          </Popconfirm>
                        </Space>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}
