import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useCrossVariables } from '../../features/report/cross/cross-queries.ts';
import { type InsightChoice, InsightControls } from '../../features/report/insight/insight-controls.tsx';
import { InsightExport } from '../../features/report/insight/insight-export.tsx';
import { useInsight, useParagraphSave } from '../../features/report/insight/insight-queries.ts';
import { InsightSections } from '../../features/report/insight/insight-sections.tsx';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';
import { currentLang } from '../../i18n/index.ts';
import '../../features/report/insight/insight.css';

/**
 * /project/{code}/report/insight: the written report of the survey (key figures, significant
 * differences across the chosen banner, trend, themes), each paragraph hideable and editable,
 * exported as a PDF. The selected report filter applies as on every report screen (server side).
 */
export function ReportInsightPage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const [choice, setChoice] = useState<InsightChoice>(() => ({
    banner: [],
    lang: currentLang(),
    level: 95,
    weighted: false,
  }));
  const variables = useCrossVariables(code);
  const { active } = useActiveScheme(code);
  const weighted = choice.weighted && !!active;
  const query = { surveyCode: code, banner: choice.banner, lang: choice.lang, level: choice.level, weighted };
  const insight = useInsight(query);
  const save = useParagraphSave(code);

  let body: React.ReactNode;
  if (insight.isPending)
    body = <Skeleton active paragraph={{ rows: 8 }} aria-label={t('reportInsight.loading')} />;
  else if (insight.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportInsight.error')}
        description={isApiError(insight.error) ? insight.error.message : undefined}
        action={<Button onClick={() => void insight.refetch()}>{t('reportInsight.retry')}</Button>}
      />
    );
  else if (insight.data.total === 0)
    body = (
      <Empty
        description={
          <>
            <strong>{t('reportInsight.empty')}</strong>
            <br />
            {t('reportInsight.emptyHint')}
          </>
        }
      />
    );
  else
    body = (
      <div aria-busy={insight.isFetching}>
        <div className="insight-toolbar">
          <span className="insight-meta">
            {t('reportInsight.meta', {
              total: insight.data.total,
              time: new Date(insight.data.generatedAt).toLocaleString(i18n.language),
            })}
          </span>
          <InsightExport
            body={{
              surveyCode: code,
              banner: choice.banner,
              lang: choice.lang,
              level: choice.level,
              weighted,
              ...(insight.data.filterId !== null ? { filterId: insight.data.filterId } : {}),
            }}
          />
        </div>
        <InsightSections
          insight={insight.data}
          busy={save.isPending}
          onChange={(paragraphId, change) => save.mutateAsync({ paragraphId, lang: choice.lang, ...change })}
        />
      </div>
    );

  return (
    <section className="insight">
      <h2 className="cross__title">{t('reportInsight.title')}</h2>
      <p className="insight-intro">{t('reportInsight.intro')}</p>
      <InsightControls
        variables={variables.data?.variables ?? []}
        choice={choice}
        onChange={setChoice}
        schemeName={active?.name ?? null}
      />
      {body}
    </section>
  );
}
