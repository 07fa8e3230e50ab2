export { type Difference, differencesByQuestion, MAX_DIFFERENCES } from './difference-rules.ts';
export { applyEdits, type ParagraphEdit } from './edits.ts';
export { count, day, decimal, fixed, percent, pValue, round } from './format.ts';
export { generateInsight } from './generate.ts';
export { PHRASES, type Phrases } from './phrases.ts';
export type {
  CrossFigures,
  DayCount,
  GeneratedParagraph,
  GeneratedSection,
  InsightInput,
  StatusFigures,
  ThemeFigures,
} from './types.ts';
