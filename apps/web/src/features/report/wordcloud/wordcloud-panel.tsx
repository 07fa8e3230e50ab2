import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { WordcloudKind } from '@cairn/contract';
import { Alert, Button, Empty, Radio, Skeleton, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useActiveScheme } from '../weighting/weighting-queries.ts';
import { WordAnswers } from './word-answers.tsx';
import { WordCloudChart } from './word-cloud-chart.tsx';
import { formatCount, WordTable } from './word-table.tsx';
import {
  useWordcloud,
  useWordcloudActions,
  useWordcloudExport,
  useWordcloudSettings,
} from './wordcloud-queries.ts';
import { WordcloudSettingsDrawer } from './wordcloud-settings-drawer.tsx';
import './wordcloud.css';

interface Props {
  surveyCode: string;
  columnKey: string;
  /** Told of each word picked in the cloud or the table (the coding screen codes by it). */
  onPick?: (word: string) => void;
}

/**
 * The keyword word cloud of one open column: the cloud and the ranked table side by side, words
 * or phrases, weighted by the active scheme, under the report's selected filter. A word picked in
 * either shows the answers containing it, highlighted; a word can be excluded in one click and
 * brought back. Reused by the coding screen's keyword view.
 */
export function WordCloudPanel({ surveyCode, columnKey, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<WordcloudKind>('words');
  const [weightedChoice, setWeighted] = useState(false);
  const [picked, setPickedWord] = useState<string | null>(null);
  const setPicked = (word: string | null) => {
    setPickedWord(word);
    if (word !== null) onPick?.(word);
  };
  const [lastExcluded, setLastExcluded] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { active } = useActiveScheme(surveyCode);
  const weighted = weightedChoice && !!active;
  const cloud = useWordcloud(surveyCode, columnKey, kind, weighted);
  const settings = useWordcloudSettings(surveyCode);
  const { exclude } = useWordcloudActions(surveyCode);
  const exporting = useWordcloudExport();

  const excludeWord = (word: string) =>
    exclude.mutate(
      { word, excluded: true },
      {
        onSuccess: () => {
          setLastExcluded(word);
          if (picked === word) setPicked(null);
        },
      },
    );
  const undo = () =>
    lastExcluded !== null &&
    exclude.mutate({ word: lastExcluded, excluded: false }, { onSuccess: () => setLastExcluded(null) });

  let body: React.ReactNode;
  if (cloud.isPending)
    body = <Skeleton active paragraph={{ rows: 8 }} aria-label={t('reportWordcloud.loading')} />;
  else if (cloud.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportWordcloud.error')}
        description={isApiError(cloud.error) ? cloud.error.message : undefined}
        action={<Button onClick={() => void cloud.refetch()}>{t('reportWordcloud.retry')}</Button>}
      />
    );
  else if (cloud.data.baseRows === 0) body = <Empty description={t('reportWordcloud.noAnswers')} />;
  else if (cloud.data.words.length === 0) body = <Empty description={t('reportWordcloud.noWords')} />;
  else
    body = (
      <div className="wordcloud__result" aria-busy={cloud.isFetching}>
        <WordCloudChart
          words={cloud.data.words}
          selected={picked}
          onPick={setPicked}
          label={t('reportWordcloud.cloudLabel')}
        />
        <WordTable
          words={cloud.data.words}
          selected={picked}
          onPick={setPicked}
          onExclude={excludeWord}
          excluding={exclude.isPending}
        />
      </div>
    );

  return (
    <div className="wordcloud">
      <div className="wordcloud__controls">
        <fieldset className="wordcloud__control">
          <legend className="wordcloud__label">{t('reportWordcloud.kind.label')}</legend>
          <Radio.Group
            optionType="button"
            size="small"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={(['words', 'phrases', 'all'] as const).map((k) => ({
              value: k,
              label: t(`reportWordcloud.kind.${k}`),
            }))}
          />
        </fieldset>
        <div className="wordcloud__control">
          <Switch
            id={`${id}-weighted`}
            size="small"
            checked={weighted}
            disabled={!active}
            onChange={setWeighted}
            aria-describedby={`${id}-weighted-hint`}
          />
          <label htmlFor={`${id}-weighted`}>{t('reportWordcloud.weighted')}</label>
          <span id={`${id}-weighted-hint`} className="wordcloud__hint">
            {active
              ? t('reportWordcloud.weightedHint', { name: active.name })
              : t('reportWordcloud.noScheme')}
          </span>
        </div>
        {cloud.data ? (
          <span className="wordcloud__hint">
            {t('reportWordcloud.base', { base: formatCount(cloud.data.base) })}
          </span>
        ) : null}
        <div className="wordcloud__buttons">
          <Button size="small" icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            {t('reportWordcloud.settings.open')}
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            disabled={!cloud.data || cloud.data.words.length === 0}
            onClick={() => exporting.mutate({ surveyCode, columnKey, kind, weighted })}
          >
            {t('reportWordcloud.export.button')}
          </Button>
        </div>
      </div>
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => exporting.reset() }}
          title={t('reportWordcloud.export.created')}
          action={<Link to="/download">{t('reportWordcloud.export.toDownloads')}</Link>}
        />
      ) : null}
      {lastExcluded !== null ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('reportWordcloud.excluded', { word: lastExcluded })}
          action={
            <Button size="small" onClick={undo} loading={exclude.isPending}>
              {t('reportWordcloud.undo')}
            </Button>
          }
        />
      ) : null}
      {body}
      {picked !== null && cloud.data && cloud.data.baseRows > 0 ? (
        <WordAnswers
          surveyCode={surveyCode}
          columnKey={columnKey}
          word={picked}
          onClose={() => setPicked(null)}
        />
      ) : null}
      <WordcloudSettingsDrawer
        surveyCode={surveyCode}
        settings={settings.data}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
