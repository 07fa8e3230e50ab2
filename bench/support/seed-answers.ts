import { OptionType, QuestionType, type SurveyDocument, validateAnswer } from '@cairn/core';
import {
  type AnalysisQuestion,
  analysisQuestionsOf,
} from '../../apps/server/src/modules/report/analysis-source.ts';

/** mulberry32: a small seeded generator, so two runs with the same seed insert the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1));
/** Skewed towards the first items, as real answers are (a flat spread hides sorting bugs). */
const skewed = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() ** 1.6 * items.length)]!;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const TEXTS = [
  '服务很好，下次还会再来',
  '价格有点高',
  'Great service, friendly staff',
  'too slow at the checkout',
  '希望增加更多的付款方式',
  'ok',
  '包装可以更环保一些',
  'Would recommend to a friend',
  '没有意见',
  'The app crashed twice',
];

type Maker = (question: AnalysisQuestion, random: Random) => unknown;

const choices = (q: AnalysisQuestion) =>
  q.options.filter((o) => o.type === OptionType.Option).map((o) => o.id);
const rows = (q: AnalysisQuestion) =>
  q.options.filter((o) => o.type === OptionType.SubQuestion).map((o) => o.id);
const setting = (q: AnalysisQuestion) => q.node.setting as Record<string, number>;
const scores = (q: AnalysisQuestion, random: Random) =>
  Object.fromEntries(choices(q).map((id) => [id, between(setting(q).min!, setting(q).max!, random)]));

/** Answers in core's shapes (see core/src/question-types/answer-schemas.ts). */
const MAKERS: Partial<Record<number, Maker>> = {
  [QuestionType.SingleChoice]: (q, random) => ({ optionId: skewed(choices(q), random) }),
  [QuestionType.Dropdown]: (q, random) => ({ optionId: skewed(choices(q), random) }),
  [QuestionType.MultipleChoice]: (q, random) => {
    const ids = choices(q);
    return { optionIds: shuffle(ids, random).slice(0, between(1, ids.length, random)) };
  },
  [QuestionType.Rate]: scores,
  [QuestionType.Slider]: scores,
  [QuestionType.Nps]: (q, random) => between(setting(q).min!, setting(q).max!, random),
  [QuestionType.Matrix]: (q, random) => {
    const columns = choices(q);
    // One respondent in twelve straight-lines (the same column in every row), as real data has.
    const line = random() < 1 / 12 ? skewed(columns, random) : undefined;
    return Object.fromEntries(rows(q).map((row) => [row, line ?? skewed(columns, random)]));
  },
  [QuestionType.Rank]: (q, random) => ({ optionIds: shuffle(choices(q), random) }),
  [QuestionType.OpenText]: (q, random) =>
    setting(q).format === 1 ? String(between(16, 80, random)) : skewed(TEXTS, random),
};

/**
 * A maker of complete answer sets for a published document. The first answers are checked by
 * core's validator, so a change of answer shape in core stops the seeder instead of filling a
 * million rows the report would read as empty.
 */
export function answerMaker(document: SurveyDocument, random: Random): () => Record<string, unknown> {
  const questions = analysisQuestionsOf(document);
  for (const question of questions)
    if (!MAKERS[question.node.type]) throw new Error(`no answer maker for type ${question.node.type}`);
  let checked = 0;
  return () => {
    const answers: Record<string, unknown> = {};
    for (const question of questions) {
      const answer = MAKERS[question.node.type]!(question, random);
      if (checked < 50) {
        const result = validateAnswer(question.node, question.options, answer);
        if (!result.ok)
          throw new Error(
            `core refused the seeded answer of ${question.code}: ${JSON.stringify(result.issues)}`,
          );
      }
      answers[String(question.node.id)] = answer;
    }
    checked++;
    return answers;
  };
}
