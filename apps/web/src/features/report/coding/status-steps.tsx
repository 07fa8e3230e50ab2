import type { CodingReport } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { codingStatusNext, codingStatusPrev } from '../../../api/endpoints/report-coding.ts';
import { useRefreshCoding } from './coding-queries.ts';

/** init → coding → frame editing → check → end, with the spec's status-next and status-prev. */
export function StatusSteps({ report }: { report: CodingReport }) {
  const { t } = useTranslation();
  const refresh = useRefreshCoding(report.surveyCode);
  const ref = { surveyCode: report.surveyCode, reportId: report.id };
  const step = useMutation({
    mutationFn: (dir: 'next' | 'prev') => (dir === 'next' ? codingStatusNext(ref) : codingStatusPrev(ref)),
    onSettled: () => refresh(),
  });
  return (
    <div className="coding-steps">
      <Steps
        size="small"
        current={report.status}
        status={report.status === 4 ? 'finish' : 'process'}
        items={([0, 1, 2, 3, 4] as const).map((s) => ({ title: t(`reportCoding.statuses.s${s}`) }))}
      />
      <Space>
        <Button
          size="small"
          disabled={report.status === 0}
          loading={step.isPending && step.variables === 'prev'}
          onClick={() => step.mutate('prev')}
        >
          {t('reportCoding.workspace.prev')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={report.status === 4}
          loading={step.isPending && step.variables === 'next'}
          onClick={() => step.mutate('next')}
        >
          {t('reportCoding.workspace.next')}
        </Button>
      </Space>
    </div>
  );
}
