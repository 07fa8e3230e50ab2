import type { EditorMessages } from '../../../i18n/locales/editor.zh.ts';

export type OptionNoun = keyof EditorMessages['optionNoun'];

/**
 * What a question type does with its option records, for the editor: which lists it shows and
 * what they are called, and which option features make sense. Core keeps answer rules; this is
 * presentation (a matrix's type-1 options are its columns). A test keeps it in step with core's
 * registry, so a new type cannot be left without an entry.
 */
export interface OptionUsage {
  /** The list of type-1 options and its name; null: the type shows none (open text, date ...). */
  options: OptionNoun | null;
  /** The list of type-2 options (sub-questions); null: none. */
  subQuestions: OptionNoun | null;
  groups: boolean;
  exclusive: boolean;
  other: boolean;
  /** Options form levels by parent (cascade): upload dialog, sub-level warning, no groups. */
  levels: boolean;
  /** Type-1 options carry an image from the image library (image choice, image drag). */
  images: boolean;
  /** Sub-questions may have a right-hand title (matrix, when its `right_title` setting is on). */
  rightTitle: boolean;
}

const NONE: OptionUsage = {
  options: null,
  subQuestions: null,
  groups: false,
  exclusive: false,
  other: false,
  levels: false,
  images: false,
  rightTitle: false,
};
const list = (options: OptionNoun, extra: Partial<OptionUsage> = {}): OptionUsage => ({
  ...NONE,
  options,
  ...extra,
});
const choice = (extra: Partial<OptionUsage> = {}) => list('choices', { groups: true, other: true, ...extra });

export const OPTION_USAGE: Record<string, OptionUsage> = {
  'single-choice': choice(),
  'multiple-choice': choice({ exclusive: true }),
  'open-text': NONE,
  rate: list('items'),
  evaluate: list('levels'),
  dropdown: choice(),
  table: list('columns'),
  'image-choice': choice({ exclusive: true, other: false, images: true }),
  rank: list('items', { groups: true }),
  cascade: list('cascade', { levels: true }),
  city: NONE,
  geography: NONE,
  slider: list('items'),
  matrix: list('columns', { subQuestions: 'rows', rightTitle: true }),
  upload: NONE,
  form: list('fields'),
  proportion: list('items'),
  'image-drag': list('items', { subQuestions: 'lists', images: true }),
  'canvas-image': NONE,
  'canvas-word': NONE,
  heatmap: NONE,
  'word-drag': list('words', { subQuestions: 'categories' }),
  date: NONE,
  signature: NONE,
  'max-diff': list('items'),
  nps: list('anchors'),
  recorder: NONE,
  'vote-choice': choice({ exclusive: true }),
  'vote-image-choice': choice({ exclusive: true, other: false, images: true }),
  time: NONE,
  script: NONE,
  loop: NONE,
  'page-break': NONE,
  text: NONE,
  countdown: NONE,
};

export function optionUsageOf(typeKey: string | undefined): OptionUsage {
  return (typeKey && OPTION_USAGE[typeKey]) || NONE;
}
