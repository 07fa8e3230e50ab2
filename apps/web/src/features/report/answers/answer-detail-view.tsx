import { PaperClipOutlined } from '@ant-design/icons';
import type { AnswerDetail } from '@cairn/contract';
import { Button, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BASENAME } from '../../../app/basename.ts';
import { deviceLabel } from '../device-label.ts';
import { formatDuration, formatTime } from './answer-format.ts';
import { StatusTag } from './status-tag.tsx';

/** One response: every question with its answer lines, files and time, then its metadata. */
export function AnswerDetailView({ code, detail }: { code: string; detail: AnswerDetail }) {
  const { t } = useTranslation();
  // The preview page signs the link itself: opening a tab after an await is a blocked popup.
  const previewHref = (key: string) => `${BASENAME}/oss?${new URLSearchParams({ code, key }).toString()}`;
  const params = Object.entries(detail.params);
  return (
    <>
      {detail.questions.map((question) => (
        <section
          key={question.nodeId}
          className="answer-question"
          aria-label={`${question.code} ${question.title}`}
        >
          <div className="answer-question__title">
            <span>
              {question.code} {question.title}
            </span>
            {question.timeMs !== null ? (
              <span className="answer-question__time">
                {t('reportAnswers.detail.timeOnQuestion', { time: formatDuration(question.timeMs) })}
              </span>
            ) : null}
          </div>
          {question.lines.length === 0 ? (
            <Typography.Text type="secondary">{t('reportAnswers.detail.notAnswered')}</Typography.Text>
          ) : (
            question.lines.map((line, i) => (
              // Lines have no identity of their own; their order is the question's column order.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={i}>{line.label ? `${line.label}: ${line.value}` : line.value}</div>
            ))
          )}
          {question.files.map((file) => (
            <Button
              key={file.key}
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              aria-label={t('reportAnswers.detail.openFile', { name: file.name })}
              href={previewHref(file.key)}
              target="_blank"
              rel="noopener"
            >
              {file.name}
            </Button>
          ))}
        </section>
      ))}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('reportAnswers.detail.meta')}
      </Typography.Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('reportAnswers.detail.id')}>
          <Typography.Text copyable>{detail.id}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.status')}>
          <StatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.startedAt')}>
          {formatTime(detail.startedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.submittedAt')}>
          {formatTime(detail.submittedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.duration')}>
          {formatDuration(detail.durationMs)}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.source')}>
          {[detail.source, detail.channel].filter(Boolean).join(' / ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.device')}>
          {deviceLabel(detail.device, t)}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.col.ip')}>{detail.ip ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.detail.userAgent')}>
          {detail.userAgent ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.detail.version')}>{detail.version}</Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.detail.weight')}>{detail.weight}</Descriptions.Item>
        <Descriptions.Item label={t('reportAnswers.detail.params')}>
          {params.length === 0 ? '—' : params.map(([k, v]) => <div key={k}>{`${k} = ${v}`}</div>)}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
