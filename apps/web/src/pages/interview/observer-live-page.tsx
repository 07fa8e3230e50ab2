import './interview.css';
import type { LiveSession } from '@cairn/contract';
import { Button, Card, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { LIVE_POLL_MS, useInterviewLive } from '../../features/discussion/discussion-api.ts';
import { StateTag } from './state-tag.tsx';

/**
 * /interview/{code}/live: the project's sessions, read-only, with the answers saved so far. It
 * polls every few seconds (a page turn of the interview saves its answers), and can be paused.
 */
export function ObserverLivePage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const [polling, setPolling] = useState(true);
  const live = useInterviewLive(code, polling);

  if (live.isLoading)
    return (
      <div className="interview-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (live.error || !live.data) {
    const denied = isApiError(live.error) && live.error.code === 'A5202';
    return (
      <Result
        status={denied ? '403' : 'warning'}
        title={t(denied ? 'interview.console.denied' : 'interview.console.loadError')}
        extra={
          denied ? null : <Button onClick={() => void live.refetch()}>{t('interview.console.retry')}</Button>
        }
      />
    );
  }
  const l = live.data;
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language);
  const card = (s: LiveSession) => (
    <Card
      key={s.interviewee.id}
      size="small"
      title={
        <Space size={8} wrap>
          <span>
            {s.interviewee.code} · {s.interviewee.name}
          </span>
          <StateTag state={s.interviewee.state} />
        </Space>
      }
      extra={
        s.responseStatus ? (
          <Tag>{t(`interview.live.responseStatus.${s.responseStatus as 'partial'}`, s.responseStatus)}</Tag>
        ) : null
      }
      data-testid={`live-${s.interviewee.code}`}
    >
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {s.hostName ? t('interview.live.host', { name: s.hostName }) : null}
          {s.savedAt ? ` · ${t('interview.live.savedAt', { time: time(s.savedAt) })}` : null}
        </Typography.Text>
        {s.answers.length === 0 ? (
          <Typography.Text type="secondary">{t('interview.live.noAnswers')}</Typography.Text>
        ) : (
          <dl className="interview-live__answers">
            {s.answers.map((a) => (
              <div key={a.code}>
                <dt>
                  {a.code} {a.title}
                </dt>
                <dd>{a.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </Space>
    </Card>
  );

  return (
    <div className="interview-page">
      <div className="interview-page__head">
        <div>
          <h1>{l.title}</h1>
          <Typography.Text type="secondary" role="status">
            {polling
              ? t('interview.live.updated', { seconds: LIVE_POLL_MS / 1000 })
              : t('interview.live.paused')}
            {' · '}
            {t('interview.live.waiting', { waiting: l.waiting, absent: l.absent })}
          </Typography.Text>
        </div>
        <Space wrap>
          <Button onClick={() => setPolling((on) => !on)} aria-pressed={!polling}>
            {t(polling ? 'interview.live.pause' : 'interview.live.resume')}
          </Button>
          {l.role === 'host' ? (
            <Link to={`/interview/${code}`}>
              <Button>{t('interview.live.toConsole')}</Button>
            </Link>
          ) : null}
        </Space>
      </div>
      {l.sessions.length === 0 ? (
        <Empty description={t('interview.live.empty')} />
      ) : (
        <div className="interview-live__grid">{l.sessions.map(card)}</div>
      )}
    </div>
  );
}
