import type { Lang } from '../model/lang.ts';
import type { WordMatcher } from './word-matcher.ts';

/** Publish diagnosis types of spec doc 2 §8 (the numbers are the spec's). */
export const DiagnosisType = {
  NoQuestions: 1,
  Incomplete: 2,
  SensitiveWords: 3,
  PhoneNotBound: 4,
  MissingImage: 5,
  SensitiveImage: 6,
  FlowEmpty: 7,
  NoDuration: 8,
  Other: 9,
} as const;
export type DiagnosisTypeValue = (typeof DiagnosisType)[keyof typeof DiagnosisType];

/**
 * One thing that stops a publish (spec doc 1 §3 "Project diagnosis error item": type, code,
 * message). `code` and `title` name the question (empty for survey-level items, `nodeId` null),
 * `message` says what is wrong in the caller's language.
 */
export interface DiagnosisItem {
  type: DiagnosisTypeValue;
  nodeId: number | null;
  code: string;
  title: string;
  message: string;
}

/** What the image check said about one image reference (see `imageRefsOf`). */
export type ImageVerdict = { status: 'ok' } | { status: 'missing' } | { status: 'rejected'; reason: string };

/** What the diagnosis needs besides the document; the server gathers it. */
export interface DiagnosisContext {
  lang: Lang;
  /** The sensitive-word list. */
  words: WordMatcher;
  /** Verdicts by image reference; a reference without a verdict was not checked and passes. */
  images: ReadonlyMap<string, ImageVerdict>;
  /** Whether the survey's author has a mobile number (paid features need one). */
  authorHasMobile: boolean;
}
