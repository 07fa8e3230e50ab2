import type { NodeRecord } from '../model/node.ts';
import { type AnswerShape, answerChecker, settingWithDefaults } from '../question-types/answer-engine.ts';
import type { AnswerIssue } from '../question-types/define.ts';
import { definitionOf } from '../question-types/registry.ts';
import type { FlowView, QuestionView } from './view.ts';

const settings = new WeakMap<NodeRecord, unknown>();

/** The node's setting over its type's defaults, read once per published node (they never change). */
export function settingOf(node: NodeRecord): unknown {
  if (!settings.has(node)) {
    const definition = definitionOf(node);
    settings.set(node, definition ? settingWithDefaults(definition, node) : node.setting);
  }
  return settings.get(node);
}

/** Why one question's answer cannot be accepted: the type's validator, or a validate rule. */
export type QuestionProblem =
  | { key: string; nodeId: number; kind: 'answer'; issues: AnswerIssue[] }
  | { key: string; nodeId: number; kind: 'rule'; ruleId: number; message: string };

/**
 * One visible question: `required` and the type validator against the options this respondent
 * may use (hidden options are unknown here), then the validate rules that hold. `shape`: the
 * server's answer-schema parse (`parsedAnswer`); the respondent's page checks its own answers.
 */
export function validateQuestion(
  view: FlowView,
  question: QuestionView,
  shape?: AnswerShape,
): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  if (question.answerable) {
    const check = answerChecker(question.node, question.allowedOptions, {
      setting: settingOf(question.node),
      shape,
    });
    const result = check(view.answers[question.key]);
    if (!result.ok)
      problems.push({ key: question.key, nodeId: question.nodeId, kind: 'answer', issues: result.issues });
  }
  for (const failure of question.ruleFailures)
    problems.push({ key: question.key, nodeId: question.nodeId, kind: 'rule', ...failure });
  return problems;
}

/** The problems of the page `pageKey` for the answers the view was computed with; empty: go on. */
export function validatePage(view: FlowView, pageKey: string): QuestionProblem[] {
  const page = view.pages.find((candidate) => candidate.key === pageKey);
  return page ? page.questions.flatMap((question) => validateQuestion(view, question)) : [];
}
