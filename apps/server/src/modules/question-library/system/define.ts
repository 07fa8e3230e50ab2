import type { SystemCategoryKey } from '@cairn/contract';
import {
  type Bilingual,
  defaultQuestionSnapshot,
  type Lang,
  OptionType,
  type QuestionSnapshot,
  type SnapshotOption,
} from '@cairn/core';

/** One answer choice or form field of a system question. */
export interface SystemOption {
  title: Bilingual;
  other?: boolean;
  exclusive?: boolean;
  required?: boolean;
  setting?: Record<string, unknown>;
}

/**
 * A ready-made question of the system folder, in both languages. Everything not given here
 * (setting keys, default options such as the evaluate levels) is the question type's own
 * default, so the content stays valid as the types evolve.
 */
export interface SystemQuestion {
  key: string;
  category: SystemCategoryKey;
  type: number;
  subType?: number;
  title: Bilingual;
  /** Merged over the type's default setting (a function when it holds texts, such as rating labels). */
  setting?: Record<string, unknown> | ((lang: Lang) => Record<string, unknown>);
  /** Replaces the type's default answer choices (type 1 options). */
  options?: (Bilingual | SystemOption)[];
  /** Replaces the type's default sub-questions (matrix rows). */
  rows?: Bilingual[];
}

export const t = (zh: string, en: string): Bilingual => ({ zh, en });

const asOption = (given: Bilingual | SystemOption): SystemOption =>
  'title' in given ? given : { title: given };

function optionsOf(
  defaults: readonly SnapshotOption[],
  type: number,
  given: readonly (Bilingual | SystemOption)[] | undefined,
  lang: Lang,
): Omit<SnapshotOption, 'ref'>[] {
  const own = defaults.filter((option) => option.type === type);
  if (!given) return own;
  return given.map(asOption).map((option, i) => ({
    parentRef: null,
    type,
    isGroup: false,
    rightTitle: null,
    locked: false,
    image: null,
    code: String(i + 1),
    title: option.title[lang],
    required: option.required ?? false,
    other: option.other ?? false,
    exclusive: option.exclusive ?? false,
    setting: option.setting ?? {},
  }));
}

/** The question as a library snapshot in one language: type defaults, then the content. */
export function buildSystemSnapshot(
  question: Omit<SystemQuestion, 'category'>,
  lang: Lang,
): QuestionSnapshot {
  const base = defaultQuestionSnapshot(question.type, lang);
  if (!base)
    throw new Error(`system question ${question.key}: type ${question.type} cannot be in the library`);
  const options = [
    ...optionsOf(base.options, OptionType.Option, question.options, lang),
    ...optionsOf(base.options, OptionType.SubQuestion, question.rows, lang),
  ];
  return {
    ...base,
    subType: question.subType ?? base.subType,
    title: question.title[lang],
    setting: {
      ...base.setting,
      ...(typeof question.setting === 'function' ? question.setting(lang) : question.setting),
    },
    // Default options carry no parents, so numbering refs afresh keeps them consistent.
    options: options.map((option, i) => ({ ...option, ref: i + 1 })),
  };
}
