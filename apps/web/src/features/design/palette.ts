import { type AnyQuestionType, type Lang, QUESTION_TYPES } from '@cairn/core';

export type PaletteSection = 'choice' | 'input' | 'matrix' | 'scale' | 'advanced' | 'structure';

/** What a palette entry adds: a question type number, or a group (block). */
export type PaletteWhat = number | 'group';

export interface PaletteEntry {
  /** The type's stable key ('group' for the group), for test ids and icons. */
  key: string;
  what: PaletteWhat;
  name: string;
}

export interface PaletteGroup {
  section: PaletteSection;
  entries: PaletteEntry[];
}

/**
 * Which section each type sits in, by core's type key. A type core gains later and nobody files
 * here still shows, under "advanced", so the palette never hides a type (a test checks).
 */
const SECTION_OF: Record<string, PaletteSection> = {
  'single-choice': 'choice',
  'multiple-choice': 'choice',
  dropdown: 'choice',
  'image-choice': 'choice',
  cascade: 'choice',
  'vote-choice': 'choice',
  'vote-image-choice': 'choice',
  'open-text': 'input',
  form: 'input',
  date: 'input',
  time: 'input',
  city: 'input',
  geography: 'input',
  upload: 'input',
  matrix: 'matrix',
  table: 'matrix',
  proportion: 'matrix',
  'max-diff': 'matrix',
  rate: 'scale',
  nps: 'scale',
  slider: 'scale',
  evaluate: 'scale',
  rank: 'scale',
  'image-drag': 'advanced',
  'word-drag': 'advanced',
  'canvas-image': 'advanced',
  'canvas-word': 'advanced',
  heatmap: 'advanced',
  signature: 'advanced',
  recorder: 'advanced',
  'page-break': 'structure',
  loop: 'structure',
  text: 'structure',
  countdown: 'structure',
  script: 'structure',
};

export const PALETTE_SECTIONS: readonly PaletteSection[] = [
  'choice',
  'input',
  'matrix',
  'scale',
  'advanced',
  'structure',
];

/** The palette: every type of the registry once, in sections, named in the designer's language. */
export function buildPalette(
  lang: Lang,
  types: readonly AnyQuestionType[] = QUESTION_TYPES,
  groupName = lang === 'zh' ? '分组' : 'Group',
): PaletteGroup[] {
  const groups = new Map<PaletteSection, PaletteEntry[]>(PALETTE_SECTIONS.map((s) => [s, []]));
  // The group comes first in "structure": it is what the other structure items live in.
  groups.get('structure')?.push({ key: 'group', what: 'group', name: groupName });
  for (const type of types) {
    const section = SECTION_OF[type.key] ?? 'advanced';
    groups.get(section)?.push({ key: type.key, what: type.type, name: type.name[lang] });
  }
  return PALETTE_SECTIONS.map((section) => ({ section, entries: groups.get(section) ?? [] })).filter(
    (group) => group.entries.length > 0,
  );
}
