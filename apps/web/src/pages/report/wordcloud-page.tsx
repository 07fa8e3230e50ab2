import { Alert, Button, Empty, Select, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOpenColumns, WordCloudPanel } from '../../features/report/wordcloud/index.ts';

const STORAGE = (code: string) => `cairn.wordcloud.column.${code}`;

/**
 * /project/{code}/report/wordcloud: pick an open column, see its keyword word cloud. The column
 * picked is kept in sessionStorage for the survey.
 */
export function ReportWordcloudPage() {
  const { t } = useTranslation();
  const id = useId();
  const code = useParams().code ?? '';
  const columns = useOpenColumns(code);
  const [chosen, setChosen] = useState<string | null>(() => sessionStorage.getItem(STORAGE(code)));
  const choose = (key: string) => {
    sessionStorage.setItem(STORAGE(code), key);
    setChosen(key);
  };
  const list = columns.data ?? [];
  const columnKey = list.some((c) => c.key === chosen) ? chosen! : (list[0]?.key ?? '');

  let body: React.ReactNode;
  if (columns.isPending)
    body = <Skeleton active paragraph={{ rows: 6 }} aria-label={t('reportWordcloud.loading')} />;
  else if (columns.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportWordcloud.error')}
        action={<Button onClick={() => void columns.refetch()}>{t('reportWordcloud.retry')}</Button>}
      />
    );
  else if (list.length === 0)
    body = (
      <Empty
        description={
          <>
            <strong>{t('reportWordcloud.noColumns')}</strong>
            <br />
            {t('reportWordcloud.noColumnsHint')}
          </>
        }
      />
    );
  else
    body = (
      <>
        <div className="wordcloud-page__picker">
          <label htmlFor={`${id}-column`}>{t('reportWordcloud.column')}</label>
          <Select
            id={`${id}-column`}
            aria-label={t('reportWordcloud.columnPick')}
            value={columnKey}
            style={{ minWidth: 320 }}
            options={list.map((c) => ({ value: c.key, label: c.label }))}
            onChange={choose}
          />
        </div>
        <WordCloudPanel key={columnKey} surveyCode={code} columnKey={columnKey} />
      </>
    );

  return (
    <section className="wordcloud">
      <h2 className="cross__title">{t('reportWordcloud.title')}</h2>
      {body}
    </section>
  );
}
