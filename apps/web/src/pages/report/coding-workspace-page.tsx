import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CodeTree } from '../../features/report/coding/code-tree.tsx';
import { CodingAnswersPane } from '../../features/report/coding/coding-answers-pane.tsx';
import { CodingExport } from '../../features/report/coding/coding-export.tsx';
import {
  FIRST_SEARCH,
  useCodeFrame,
  useCodingReport,
  useRefreshCoding,
} from '../../features/report/coding/coding-queries.ts';
import { CodingReportPending } from '../../features/report/coding/coding-report-pending.tsx';
import { CodingStats } from '../../features/report/coding/coding-stats.tsx';
import { RecommendPanel } from '../../features/report/coding/recommend-panel.tsx';
import { RunCoder } from '../../features/report/coding/run-coder.tsx';
import { StatusSteps } from '../../features/report/coding/status-steps.tsx';
import { TaskOverlay } from '../../features/report/coding/task-overlay.tsx';
import { useCodingTask } from '../../features/report/coding/use-coding-task.ts';
import { useFlash } from '../../features/report/coding/use-flash.ts';
import { idsOf, useFrameActions } from '../../features/report/coding/use-frame-actions.ts';
import { useHitActions } from '../../features/report/coding/use-hit-actions.ts';
import '../../features/report/coding/coding.css';

/**
 * /project/{code}/report/coding/{reportId}: the coding workspace. The code frame with its
 * operations and AI recommendations on the left; the answers with their codes, keyword coding and
 * bulk approval on the right; statistics on their own tab; the word cloud on its own route.
 */
export function ReportCodingWorkspacePage() {
  const { t } = useTranslation();
  const params = useParams();
  const code = params.code ?? '';
  const reportId = Number(params.reportId);
  const navigate = useNavigate();
  const report = useCodingReport(code, reportId);
  const frame = useCodeFrame(code, reportId, true);
  const refresh = useRefreshCoding(code);
  const { flashed, flash } = useFlash();
  const frameData = useRef(frame.data ?? []);
  frameData.current = frame.data ?? [];
  const actions = useFrameActions(code, reportId, () => idsOf(frameData.current), flash);
  const hits = useHitActions(code, reportId);
  const task = useCodingTask(code, () => void refresh());
  const [search, setSearch] = useState(FIRST_SEARCH);
  const [tab, setTab] = useState('answers');

  if (!report.isSuccess) return <CodingReportPending report={report} back=".." />;
  const r = report.data;
  const readOnly = r.status === 4;
  const frameList = frame.data ?? [];

  return (
    <section className="coding coding-workspace">
      <div className="coding__head">
        <div>
          <Link to=".." relative="path" className="coding__back">
            <ArrowLeftOutlined /> {t('reportCoding.workspace.back')}
          </Link>
          <h2 className="coding__title">{r.name}</h2>
          <p className="coding__intro">
            {r.columnLabel ?? ''} · {t(`reportCoding.types.t${r.type}`)} ·{' '}
            {t('reportCoding.workspace.counts', {
              answers: r.answerCount,
              coded: r.codedCount,
              pending: r.pendingCount,
            })}
          </p>
        </div>
        <div className="coding__actions">
          <RunCoder surveyCode={code} reportId={reportId} disabled={readOnly} task={task} />
          <CodingExport surveyCode={code} reportId={reportId} />
        </div>
      </div>
      {r.columnLabel === null ? (
        <Alert type="warning" showIcon title={t('reportCoding.workspace.columnGone')} />
      ) : null}
      {readOnly ? <Alert type="info" showIcon title={t('reportCoding.workspace.ended')} /> : null}
      <StatusSteps report={r} />
      <Tabs
        activeKey={tab}
        onChange={(key) => (key === 'keyword' ? void navigate('keyword') : setTab(key))}
        items={[
          { key: 'answers', label: t('reportCoding.workspace.tabs.answers') },
          { key: 'stats', label: t('reportCoding.workspace.tabs.stats') },
          { key: 'keyword', label: t('reportCoding.workspace.tabs.keyword') },
        ]}
      />
      {tab === 'stats' ? (
        <CodingStats surveyCode={code} reportId={reportId} />
      ) : (
        <div className="coding-workspace__grid">
          <div className="coding-workspace__side">
            {frame.isPending ? (
              <Skeleton active />
            ) : (
              <CodeTree
                surveyCode={code}
                frame={frameList}
                readOnly={readOnly}
                actions={actions}
                flashed={flashed}
                activeNet={search.netId}
                onShowAnswers={(netId) => setSearch({ ...search, netId, page: 1 })}
              />
            )}
            <RecommendPanel
              surveyCode={code}
              reportId={reportId}
              readOnly={readOnly}
              actions={actions}
              task={task}
            />
          </div>
          <CodingAnswersPane
            surveyCode={code}
            reportId={reportId}
            frame={frameList}
            readOnly={readOnly}
            search={search}
            onSearch={setSearch}
            hits={hits}
          />
        </div>
      )}
      <TaskOverlay view={task.view} onRetry={task.retry} onClose={task.dismiss} />
    </section>
  );
}
