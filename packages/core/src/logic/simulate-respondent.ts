import type { SurveyDocument } from '../document/schema.ts';
import { QuestionType } from '../model/enums.ts';
import { readSetting } from '../question-types/answers.ts';
import { definitionOf } from '../question-types/registry.ts';
import { type CompiledSurvey, compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { firstStep, nextStep } from './pages.ts';
import { validatePage, validateQuestion } from './validate-page.ts';
import type { FlowView, Outcome, QuestionView } from './view.ts';

/**
 * A simulated respondent who answers through the logic engine (production code: the sample
 * service's local panel answers with it; the engine's property tests and the benchmark too): page by page it asks the engine for the next
 * page, gives every shown question a random valid answer (types below; others stay unanswered),
 * re-asks while answers on the page change what the page shows (a jump can hide the rest of it),
 * and moves on until the engine says end or screen-out. What it returns is what the respondent
 * page would submit, so `checkResponse` must accept it.
 */
export interface SimulatedResponse {
  answers: Record<string, unknown>;
  /** Every question key shown on a page the respondent passed, in order. */
  shown: string[];
  pages: string[];
  outcome: Outcome;
  view: FlowView;
}

export function simulateRespondent(
  survey: SurveyDocument | CompiledSurvey,
  seed: string,
  random: () => number,
  { skipOptional = 0.3 }: { skipOptional?: number } = {},
): SimulatedResponse {
  const compiled = 'roots' in survey ? survey : compileSurvey(survey);
  const answers: Record<string, unknown> = {};
  const pages: string[] = [];
  const shown: string[] = [];
  let view = evaluateFlow(compiled, answers, seed);
  let step = firstStep(view);
  while (step.kind === 'page') {
    const pageKey = step.page.key;
    // Answer until the page stops changing: each answer can show or hide questions and options
    // below it; an answer that no longer fits (its option went away) is given again, as a
    // respondent would.
    for (let round = 0; round < 50; round++) {
      const page = view.pages.find((candidate) => candidate.key === pageKey);
      const open =
        page?.questions.filter(
          (q) => q.answerable && (!(q.key in answers) || validateQuestion(view, q).length > 0),
        ) ?? [];
      if (open.length === 0) break;
      for (const question of open) answers[question.key] = answerFor(question, random, skipOptional);
      view = evaluateFlow(compiled, answers, seed);
    }
    // Drop answers to questions the page no longer shows, as the respondent page does.
    for (const key of Object.keys(answers)) if (!view.accepted.has(key)) delete answers[key];
    view = evaluateFlow(compiled, answers, seed);
    const page = view.pages.find((candidate) => candidate.key === pageKey);
    if (validatePage(view, pageKey).length > 0)
      throw new Error(`simulated answers refused on page ${pageKey}`);
    pages.push(pageKey);
    shown.push(...(page?.questions.map((q) => q.key) ?? []));
    step = nextStep(view, pageKey);
  }
  return { answers, shown, pages, outcome: step.kind, view };
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

function between(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A random answer the type's validator accepts, or undefined (unsupported type, or skipped). */
export function answerFor(question: QuestionView, random: () => number, skipOptional = 0): unknown {
  const definition = definitionOf(question.node);
  if (!definition?.answer) return undefined;
  const setting = readSetting(definition, question.node) as Record<string, number | boolean>;
  if (setting.required !== true && random() < skipOptional) return undefined;
  const ids = question.options.map((option) => option.id);
  const isOther = (id: number) => question.options.find((o) => o.id === id)?.option.other === true;
  const generate = GENERATORS[question.node.type];
  return generate ? generate({ question, ids, setting, random, isOther }) : undefined;
}

interface GeneratorInput {
  question: QuestionView;
  ids: number[];
  setting: Record<string, number | boolean>;
  random: () => number;
  isOther: (id: number) => boolean;
}

function singleAnswer({ ids, random, isOther }: GeneratorInput): unknown {
  const id = pick(ids, random);
  if (id === undefined) return undefined;
  return isOther(id) ? { optionId: id, text: 'something else' } : { optionId: id };
}

function multipleAnswer({ question, setting, random, isOther }: GeneratorInput): unknown {
  const plain = question.options.filter((o) => !o.option.exclusive).map((o) => o.id);
  const min = Math.min(Number(setting.min) || 1, plain.length);
  const max = Math.min(Number(setting.max) || plain.length, plain.length);
  if (plain.length === 0 || max < 1) return undefined;
  const chosen = shuffle(plain, random).slice(0, between(Math.max(1, min), max, random));
  const texts = Object.fromEntries(chosen.filter(isOther).map((id) => [id, 'more']));
  return Object.keys(texts).length > 0 ? { optionIds: chosen, texts } : { optionIds: chosen };
}

/** Answer makers by question type (the types random surveys and fixtures use). */
const GENERATORS: Partial<Record<number, (input: GeneratorInput) => unknown>> = {
  [QuestionType.SingleChoice]: singleAnswer,
  [QuestionType.Dropdown]: singleAnswer,
  [QuestionType.MultipleChoice]: multipleAnswer,
  [QuestionType.Rank]: ({ ids, random }) =>
    ids.length === 0 ? undefined : { optionIds: shuffle(ids, random) },
  [QuestionType.Nps]: ({ setting, random }) => between(Number(setting.min), Number(setting.max), random),
  [QuestionType.Rate]: ({ ids, setting, random }) =>
    Object.fromEntries(ids.map((id) => [id, between(Number(setting.min), Number(setting.max), random)])),
  [QuestionType.OpenText]: ({ setting, random }) =>
    Number(setting.format) === 1 ? String(between(1, 99, random)) : pick(['yes', 'maybe', 'no idea'], random),
};

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
