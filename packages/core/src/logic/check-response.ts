import type { SurveyDocument } from '../document/schema.ts';
import { QuestionType } from '../model/enums.ts';
import { parsedAnswer, validateAnswer } from '../question-types/answers.ts';
import type { AnswerIssue } from '../question-types/define.ts';
import { type CompiledSurvey, compileSurvey } from './compile.ts';
import { evaluateFlow, nodeIdOfKey } from './evaluate-flow.ts';
import { settingOf, validateQuestion } from './validate-page.ts';
import type { Outcome } from './view.ts';

/**
 * A problem of a submitted answer set, naming the answer key and node:
 * - `unknown_question`: the key names no question of this version;
 * - `not_on_path`: an answer to a question the respondent could not have seen (hidden by logic,
 *   skipped by a jump or branch, a loop round not taken, after the end);
 * - `invalid_answer`: the type validator refused it (missing required answers, options not shown
 *   or not carried come back as `required` / `unknown_option` issues);
 * - `rule_failed`: a validate rule holds (its message).
 */
export type ResponseProblem =
  | { code: 'unknown_question'; key: string }
  | { code: 'not_on_path'; key: string; nodeId: number }
  | { code: 'invalid_answer'; key: string; nodeId: number; issues: AnswerIssue[] }
  | { code: 'rule_failed'; key: string; nodeId: number; ruleId: number; message: string };

export interface ResponseCheck {
  ok: boolean;
  problems: ResponseProblem[];
  /** Answer keys on the path (shown questions, system-filled and computed ones), in path order. */
  visited: string[];
  /** The node ids of `visited`, each once. */
  visitedNodeIds: number[];
  outcome: Outcome;
  /** What to store: the answers on the path, hide_select options merged in, scripts computed. */
  answers: Record<string, unknown>;
}

/**
 * Replays a complete response the way the respondent's page walked it and lists what a real
 * respondent could not have sent. The server calls it on every submit; it never trusts the client.
 */
export function checkResponse(
  survey: SurveyDocument | CompiledSurvey,
  answers: Readonly<Record<string, unknown>>,
  seed: string,
): ResponseCheck {
  const compiled = 'roots' in survey ? survey : compileSurvey(survey);
  const view = evaluateFlow(compiled, answers, seed);
  const problems: ResponseProblem[] = [];
  for (const key of Object.keys(answers)) {
    if (view.accepted.has(key) || answers[key] === undefined) continue;
    const nodeId = nodeIdOfKey(key);
    if (!compiled.nodes.get(nodeId)?.answerable) problems.push({ code: 'unknown_question', key });
    else problems.push({ code: 'not_on_path', key, nodeId });
  }
  for (const key of view.accepted) {
    const question = view.questions.get(key);
    if (question) {
      for (const problem of validateQuestion(view, question, parsedAnswer)) {
        if (problem.kind === 'answer')
          problems.push({ code: 'invalid_answer', key, nodeId: problem.nodeId, issues: problem.issues });
        else
          problems.push({
            code: 'rule_failed',
            key,
            nodeId: problem.nodeId,
            ruleId: problem.ruleId,
            message: problem.message,
          });
      }
      continue;
    }
    // Not shown: hidden or background questions filled by the system, and scripts (computed here).
    const entry = compiled.nodes.get(nodeIdOfKey(key));
    if (!entry || entry.node.type === QuestionType.Script) continue;
    const result = validateAnswer(entry.node, entry.options, view.answers[key], {
      enforceRequired: false,
      setting: settingOf(entry.node),
    });
    if (!result.ok)
      problems.push({ code: 'invalid_answer', key, nodeId: entry.node.id, issues: result.issues });
  }
  const visited = [...view.accepted];
  return {
    ok: problems.length === 0,
    problems,
    visited,
    visitedNodeIds: [...new Set(visited.map(nodeIdOfKey))],
    outcome: view.outcome,
    answers: view.answers,
  };
}
