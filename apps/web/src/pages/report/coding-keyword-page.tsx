import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCodeFrame, useCodingReport } from '../../features/report/coding/coding-queries.ts';
import { CodingReportPending } from '../../features/report/coding/coding-report-pending.tsx';
import { KeywordCoding } from '../../features/report/coding/keyword-coding.tsx';
import { useHitActions } from '../../features/report/coding/use-hit-actions.ts';
import { WordCloudPanel } from '../../features/report/wordcloud/wordcloud-panel.tsx';
import '../../features/report/coding/coding.css';

/**
 * /project/{code}/report/coding/{reportId}/keyword: the coding word cloud. The word cloud of the
 * report's column; a word picked in it fills "code by keyword", so the frequent words of the
 * answers become codes in two clicks.
 */
export function ReportCodingKeywordPage() {
  const { t } = useTranslation();
  const params = useParams();
  const code = params.code ?? '';
  const reportId = Number(params.reportId);
  const report = useCodingReport(code, reportId);
  const frame = useCodeFrame(code, reportId, false);
  const hits = useHitActions(code, reportId);
  const [word, setWord] = useState('');

  if (!report.isSuccess) return <CodingReportPending report={report} back="../.." />;
  const r = report.data;
  const readOnly = r.status === 4;
  return (
    <section className="coding coding-keyword-page">
      <div className="coding__head">
        <div>
          <Link to=".." relative="path" className="coding__back">
            <ArrowLeftOutlined /> {t('reportCoding.keywordPage.back')}
          </Link>
          <h2 className="coding__title">
            {r.name} · {t('reportCoding.workspace.tabs.keyword')}
          </h2>
          <p className="coding__intro">{t('reportCoding.keywordPage.intro')}</p>
        </div>
      </div>
      {r.columnLabel === null ? (
        <Alert type="warning" showIcon title={t('reportCoding.workspace.columnGone')} />
      ) : null}
      <KeywordCoding key={word} frame={frame.data ?? []} hits={hits} initialWord={word} disabled={readOnly} />
      <WordCloudPanel surveyCode={code} columnKey={r.columnKey} onPick={setWord} />
    </section>
  );
}
