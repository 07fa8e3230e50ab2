import { OptionType, QuestionType } from '../model/enums.ts';
import type { SliderSetting } from '../model/settings.ts';
import type { ScoresAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import {
  itemScoreColumns,
  scoreCells,
  scoreNumbers,
  scoresFromCells,
  scoreWriter,
  validateScores,
} from './scores.ts';
import type { SettingRule } from './setting-rules.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/** At most this many stops: the track draws a mark per stop and validators walk them. */
const MAX_STOPS = 1000;

/** The step fits the range, and the range holds a drawable number of stops. */
export const stepFits: SettingRule<{ min: number; max: number; step: number }> = ({ min, max, step }) => {
  if (max <= min) return null; // ordered() names that one
  if (step > max - min) return { key: 'step', message: `step must be at most max − min (${max - min})` };
  if ((max - min) / step > MAX_STOPS)
    return { key: 'step', message: `step too small: at most ${MAX_STOPS} stops from min to max` };
  return null;
};

/** Slider: a value from `min` to `max` on `step` for each item (one item by default). */
export const slider = defineQuestionType<SliderSetting, ScoresAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Slider,
  key: 'slider',
  name: { zh: '滑动条', en: 'Slider' },
  defaultSetting: () => ({
    required: true,
    min: 0,
    max: 10,
    step: 1,
    is_vertical: false,
    is_tip: false,
    is_stops: false,
  }),
  defaultOptionCount: 1,
  // One item is the question itself: it starts without a title ("Option 1" would be a column name).
  defaultOptionSeeds: () => [{ type: OptionType.Option, title: '' }],
  answer: {
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: (answer, ctx) => validateScores(answer, ctx, ctx.setting),
    columns: itemScoreColumns,
    toCells: scoreCells,
    cellWriter: scoreWriter,
    toNumbers: scoreNumbers,
    fromCells: scoresFromCells,
  },
});
