import type { FilterDefinition, TagColumn } from '@cairn/contract';
import type { Page } from '@cairn/stats';
import type { SchemeRef } from '../analysis/weights-cache.ts';
import { maskOf } from '../engine/report-compute.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type TagAnswerRecord, type TagCounts, tagAnswers, tagApply, tagCounts } from './tag-compute.ts';
import { type ColumnTags, tagColumns } from './tag-rows.ts';

export type TagAsk =
  | { query: 'columns' }
  | { query: 'stats'; column: ColumnTags }
  | {
      query: 'answers';
      column: ColumnTags;
      tagId?: number | undefined;
      untagged?: boolean | undefined;
      page: Page;
    }
  | { query: 'apply'; column: ColumnTags };

/**
 * The report worker's tag op: open columns, counts, answers and the apply check over the
 * survey's rows through the filter (rows of complete responses only, so a response deleted or
 * marked invalid stops counting). `weighted` with a scheme: the active scheme's weights.
 */
export type TagRequest = {
  op: 'tags';
  surveyId: number;
  filter: FilterDefinition | null;
  weighted: boolean;
  scheme?: SchemeRef | null;
} & TagAsk;

export type TagResults =
  | TagColumn[]
  | (TagCounts & { weighted: boolean })
  | { total: number; records: TagAnswerRecord[] }
  | ReturnType<typeof tagApply>
  | null;

export function tagOp(survey: SurveyDataset, request: TagRequest, weights: Float64Array | null): TagResults {
  const mask = maskOf(survey, request.filter);
  switch (request.query) {
    case 'columns':
      return tagColumns(survey, mask);
    case 'stats': {
      const counts = tagCounts(survey, request.column, mask, weights);
      return counts && { ...counts, weighted: weights !== null };
    }
    case 'answers':
      return tagAnswers(survey, request.column, mask, request, request.page);
    case 'apply':
      return tagApply(survey, request.column, mask);
  }
}
