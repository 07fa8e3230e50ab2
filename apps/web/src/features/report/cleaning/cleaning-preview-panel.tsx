import type { CleaningMatch, CleaningPreview } from '@cairn/contract';
import { Alert, Button, Empty, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MatchReasons } from './match-reasons.tsx';
import { formatDuration } from './rule-form.ts';
import { RULE_TITLE_KEY } from './rule-titles.ts';

interface Props {
  preview: CleaningPreview;
  /** The rules changed since this preview: applying waits for a new one. */
  isStale: boolean;
  isApplying: boolean;
  onApply(): void;
}

/** What the rules match: counts, per-rule counts, the first matches with why, and "mark invalid". */
export function CleaningPreviewPanel({ preview, isStale, isApplying, onApply }: Props) {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('reportCleaning.preview.responseId'),
      dataIndex: 'responseId',
      render: (id: string) => <Typography.Text code>{id.slice(0, 8)}</Typography.Text>,
    },
    {
      title: t('reportCleaning.preview.submittedAt'),
      dataIndex: 'submittedAt',
      render: (at: number | null) => (at === null ? '—' : dayjs(at).format('YYYY-MM-DD HH:mm:ss')),
    },
    {
      title: t('reportCleaning.preview.duration'),
      dataIndex: 'durationMs',
      render: (ms: number | null) => (ms === null ? '—' : formatDuration(ms, t)),
    },
    {
      title: t('reportCleaning.preview.reasons'),
      dataIndex: 'reasons',
      render: (reasons: CleaningMatch['reasons']) => <MatchReasons reasons={reasons} />,
    },
  ];
  return (
    <section className="cleaning-preview" aria-live="polite">
      <Space size="large" wrap className="cleaning-preview__summary">
        <Statistic
          title={t('reportCleaning.preview.matched', { count: preview.matched })}
          value={preview.matched}
          suffix={`/ ${preview.candidates}`}
        />
        <Space wrap>
          {preview.perRule.map((rule) => (
            <Tag key={rule.type}>
              {t('reportCleaning.preview.perRule', {
                rule: t(RULE_TITLE_KEY[rule.type]),
                count: rule.matched,
              })}
            </Tag>
          ))}
          {preview.medianMs !== null && (
            <Tag>{t('reportCleaning.preview.median', { value: formatDuration(preview.medianMs, t) })}</Tag>
          )}
        </Space>
        <Button
          danger
          type="primary"
          disabled={preview.matched === 0 || isStale}
          loading={isApplying}
          onClick={onApply}
        >
          {t('reportCleaning.apply.button')}
        </Button>
      </Space>
      {isStale && <Alert type="info" showIcon title={t('reportCleaning.preview.stale')} />}
      {preview.matched === 0 ? (
        <Empty description={t('reportCleaning.preview.empty')} />
      ) : (
        <>
          <Table<CleaningMatch>
            size="small"
            rowKey="responseId"
            columns={columns}
            dataSource={preview.records}
            pagination={false}
          />
          {preview.matched > preview.records.length && (
            <Typography.Text type="secondary">
              {t('reportCleaning.preview.shown', { count: preview.records.length })}
            </Typography.Text>
          )}
        </>
      )}
    </section>
  );
}
