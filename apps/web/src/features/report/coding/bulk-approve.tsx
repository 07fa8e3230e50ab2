import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Slider, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCodingHits } from '../../../api/endpoints/report-coding.ts';
import { codingReportKey } from './coding-queries.ts';
import type { HitActions } from './use-hit-actions.ts';

/** Where the bulk approval's slider starts: AI hits at 80 % confidence or above. */
export const DEFAULT_APPROVE_PERCENT = 80;

/**
 * Approves every AI hit awaiting approval at or above a chosen confidence, saying first how many
 * that is (a one-row page of the pending hits above it: its total); or rejects every pending one.
 */
export function BulkApprove({
  surveyCode,
  reportId,
  hits,
}: {
  surveyCode: string;
  reportId: number;
  hits: HitActions;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState(DEFAULT_APPROVE_PERCENT);
  const minConfidence = percent / 100;
  const count = useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'pending-above', minConfidence],
    queryFn: () =>
      fetchCodingHits({ surveyCode, reportId, source: 'ai', state: 'pending', minConfidence, pageSize: 1 }),
    placeholderData: keepPreviousData,
  });
  const all = useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'pending-above', 0],
    queryFn: () => fetchCodingHits({ surveyCode, reportId, source: 'ai', state: 'pending', pageSize: 1 }),
  });
  const above = count.data?.total ?? 0;
  const pending = all.data?.total ?? 0;
  return (
    <fieldset className="coding-approve">
      <legend className="coding-panel__title">{t('reportCoding.approve.title')}</legend>
      {pending === 0 && !all.isPending ? (
        <p className="coding-approve__none">{t('reportCoding.approve.none')}</p>
      ) : (
        <>
          <label htmlFor="coding-approve-slider" className="coding-approve__label">
            {t('reportCoding.approve.threshold', { percent })}
          </label>
          <Slider
            id="coding-approve-slider"
            min={0}
            max={100}
            step={5}
            value={percent}
            onChange={setPercent}
            aria-label={t('reportCoding.approve.threshold', { percent })}
          />
          <Space wrap>
            <span data-testid="approve-count">{t('reportCoding.approve.count', { count: above })}</span>
            <Button
              type="primary"
              size="small"
              disabled={above === 0 || count.isFetching}
              loading={hits.pending}
              onClick={() =>
                void hits
                  .approveAbove(minConfidence)
                  .then((r) => void message.success(t('reportCoding.approve.done', { count: r.changed })))
              }
            >
              {t('reportCoding.approve.ok')}
            </Button>
            <Popconfirm
              title={t('reportCoding.approve.rejectAll')}
              okText={t('reportCoding.answers.reject')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                hits
                  .rejectPending()
                  .then((r) => void message.success(t('reportCoding.approve.rejected', { count: r.changed })))
              }
            >
              <Button size="small" danger>
                {t('reportCoding.approve.rejectAll')}
              </Button>
            </Popconfirm>
          </Space>
        </>
      )}
    </fieldset>
  );
}
