import '@cairn/survey-ui/styles.css';
import type { LibraryQuestionRef } from '@cairn/contract';
import { QuestionView } from '@cairn/survey-ui';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '../../i18n/language.ts';
import { useLibraryQuestion } from './library-queries.ts';
import { snapshotToNode } from './snapshot-node.ts';

export interface QuestionPreviewProps {
  /** The question to show: a saved question's id or a system question's key; null: nothing chosen. */
  id: LibraryQuestionRef | null;
}

const ignore = () => {};

/**
 * A library question drawn by survey-ui exactly as the canvas will show it once inserted (mode
 * design), read-only: controls are disabled and the region is `inert`, so Tab skips its inputs.
 */
export function QuestionPreview({ id }: QuestionPreviewProps) {
  const { t, i18n } = useTranslation();
  const detail = useLibraryQuestion(id);
  const node = useMemo(() => (detail.data ? snapshotToNode(detail.data.question) : null), [detail.data]);

  if (id === null) {
    return <Empty className="lib-preview__empty" description={t('library.question.previewEmpty')} />;
  }
  if (detail.isError) {
    return (
      <Result
        status="warning"
        title={t('library.common.loadError')}
        extra={<Button onClick={() => void detail.refetch()}>{t('library.common.retry')}</Button>}
      />
    );
  }
  if (!node || !detail.data) {
    return <Skeleton active className="lib-preview__loading" aria-label={t('common.loading')} />;
  }
  return (
    <div className="lib-preview">
      <div className="lib-preview__meta">
        <span className="lib-type-tag">{detail.data.typeName}</span>
        <span>{t('library.question.optionCount', { count: detail.data.optionCount })}</span>
      </div>
      <div className="lib-preview__canvas" inert>
        <QuestionView
          node={node}
          value={null}
          onChange={ignore}
          disabled
          mode="design"
          lang={toLang(i18n.language)}
          headingLevel={3}
        />
      </div>
    </div>
  );
}
