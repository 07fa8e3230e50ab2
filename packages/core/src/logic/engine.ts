/**
 * The logic engine's public API (re-exported by the package index). See CONTEXT.md, "Logic engine".
 */
export type { AnswerFacts } from './answer-facts.ts';
export { factsOf } from './answer-facts.ts';
export { checkResponse, type ResponseCheck, type ResponseProblem } from './check-response.ts';
export { type CompiledNode, type CompiledSurvey, compileSurvey } from './compile.ts';
export { answerKey, evaluateFlow, nodeIdOfKey } from './evaluate-flow.ts';
export { evaluateCondition, evaluateItem, normalizeText } from './operators.ts';
export { firstStep, nextStep, previousPage, progressOf, resumeStep, type Step } from './pages.ts';
export { LOOP_PIPE, pipeLoop } from './piping.ts';
export { hashString, orderItems, seededRandom, sequenceOf } from './seeded-random.ts';
export { type QuestionProblem, validatePage, validateQuestion } from './validate-page.ts';
export type {
  FlowView,
  LoopRound,
  OptionView,
  Outcome,
  PageView,
  QuestionView,
  RuleFailure,
} from './view.ts';
