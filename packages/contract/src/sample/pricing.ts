/**
 * The sample service's targeting catalogue and price rule (issue 24 D; the spec shows neither).
 * Shared by the server (which charges it) and the web (which shows the estimate before saving).
 */

/** Targeting tags the local panel knows, each value with its share of the panel in per cent. */
export const SAMPLE_TAGS = {
  gender: { male: 50, female: 50 },
  age: { '18-24': 18, '25-34': 26, '35-44': 24, '45-54': 18, '55+': 14 },
  region: { east: 30, north: 15, south: 15, central: 14, southwest: 12, northwest: 7, northeast: 7 },
  cityTier: { tier1: 20, tier2: 35, tier3: 45 },
} as const satisfies Record<string, Record<string, number>>;

export type SampleTagKey = keyof typeof SAMPLE_TAGS;
export const SAMPLE_TAG_KEYS = Object.keys(SAMPLE_TAGS) as SampleTagKey[];
export const SAMPLE_OPERATORS = ['in', 'not-in'] as const;
export type SampleOperator = (typeof SAMPLE_OPERATORS)[number];

export const SAMPLE_PAGE_SIZE = 10;
export const SAMPLE_QUANTITY_MAX = 2000;
/** The panel replaces rejected completes, but never delivers more than this many per ordered one. */
export const SAMPLE_DELIVERY_FACTOR = 3;

/** Price parts in fen (integers only). */
export const SAMPLE_PRICE = {
  /** Every complete. */
  baseFen: 500,
  /** Each question of the published survey (a longer survey costs the panellist more time). */
  perQuestionFen: 20,
  /** Each targeting tag (each one narrows who may answer). */
  perTagFen: 100,
  /** Questions beyond this are not charged (the panel's limit on length is its own). */
  questionCap: 100,
} as const;

/**
 * The price of one complete in fen: (base + 20 × questions (at most 100) + 100 × tags), divided by
 * the incidence (the share of invited panellists expected to qualify, 1–100 %), rounded up to a
 * whole fen. E.g. 3 questions, 2 tags, 50 %: (500 + 60 + 200) × 100 / 50 = 1520 fen.
 */
export function samplePriceFen(questions: number, tagCount: number, incidence: number): number {
  const q = Math.min(Math.max(0, Math.floor(questions)), SAMPLE_PRICE.questionCap);
  const raw = SAMPLE_PRICE.baseFen + SAMPLE_PRICE.perQuestionFen * q + SAMPLE_PRICE.perTagFen * tagCount;
  const pct = Math.min(100, Math.max(1, Math.floor(incidence)));
  return Math.ceil((raw * 100) / pct);
}

/** The download centre's subType of a sample export (ours; the spec lists 10–17 elsewhere). */
export const DOWNLOAD_SUBTYPE_SAMPLE = 18;
