import type { ReportNode } from '@cairn/contract';
import { FILTER_OPERATORS } from '@cairn/contract';
import {
  answerShapeOf,
  definitionOf,
  OPERATORS_BY_SHAPE,
  OptionType,
  optionValue,
  toPlainText,
} from '@cairn/core';
import type { Db } from '../../../db/client.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { latestVersionNumber, loadDocumentVersion } from '../../publishing/survey-versions.ts';
import { analysisQuestionsOf } from '../analysis-source.ts';

/**
 * The questions of the latest published version, for the board's list and the filter editor:
 * options and sub-questions (the `subId` of a condition), columns, and the filter operators
 * the question's answer shape takes (the logic editor's table, minus 7 and 90).
 */
export async function frequencyNodes(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<ReportNode[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const version = await latestVersionNumber(deps.db, survey.id);
  const document = version === null ? null : await loadDocumentVersion(deps.db, survey.id, version);
  if (!document) return [];
  const allowed = new Set<number>(FILTER_OPERATORS);
  return analysisQuestionsOf(document).map((question) => {
    const shape = answerShapeOf(question.node);
    return {
      nodeId: question.node.id,
      code: question.code,
      title: question.title,
      type: definitionOf(question.node)?.key ?? String(question.node.type),
      kind: question.description.kind,
      shape,
      operators: OPERATORS_BY_SHAPE[shape].filter((op) => allowed.has(op)),
      options: question.options
        .filter((option) => !option.isGroup)
        .map((option) => ({
          id: option.id,
          title: toPlainText(option.title),
          type: option.type === OptionType.SubQuestion ? 2 : 1,
          value: optionValue(option),
        })),
      columns: question.columns.map((column) => ({
        key: column.key,
        label: column.label,
        kind: column.kind,
        ...(column.optionId !== undefined ? { optionId: column.optionId } : {}),
      })),
    };
  });
}
