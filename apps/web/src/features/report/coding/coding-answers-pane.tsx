import type { CodeFrame } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { AnswerFilters } from './answer-filters.tsx';
import { AnswerList } from './answer-list.tsx';
import { BulkApprove } from './bulk-approve.tsx';
import type { AnswerSearch } from './coding-queries.ts';
import { KeywordCoding } from './keyword-coding.tsx';
import type { HitActions } from './use-hit-actions.ts';

interface Props {
  surveyCode: string;
  reportId: number;
  frame: CodeFrame;
  readOnly: boolean;
  search: AnswerSearch;
  onSearch(search: AnswerSearch): void;
  hits: HitActions;
}

/** The right-hand side of the workspace: search, the answers with their codes, keyword and bulk coding. */
export function CodingAnswersPane(props: Props) {
  const { t } = useTranslation();
  const { surveyCode, reportId, frame, readOnly, search, onSearch, hits } = props;
  return (
    <section className="coding-answers" aria-label={t('reportCoding.answers.title')}>
      <h3 className="coding-panel__title">{t('reportCoding.answers.title')}</h3>
      <AnswerFilters frame={frame} search={search} onChange={onSearch} />
      {readOnly ? null : (
        <div className="coding-answers__tools">
          <KeywordCoding frame={frame} hits={hits} />
          <BulkApprove surveyCode={surveyCode} reportId={reportId} hits={hits} />
        </div>
      )}
      <AnswerList {...props} />
    </section>
  );
}
