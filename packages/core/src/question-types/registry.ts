import { NodeModel } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { canvasImage } from './canvas-image.ts';
import { canvasWord } from './canvas-word.ts';
import { cascade } from './cascade.ts';
import { city } from './city.ts';
import { countdown } from './countdown.ts';
import { date } from './date.ts';
import type { QuestionTypeDefinition } from './define.ts';
import { dropdown } from './dropdown.ts';
import { evaluate } from './evaluate.ts';
import { form } from './form.ts';
import { geography } from './geography.ts';
import { heatmap } from './heatmap.ts';
import { imageChoice } from './image-choice.ts';
import { imageDrag } from './image-drag.ts';
import { loop } from './loop.ts';
import { matrix } from './matrix.ts';
import { maxDiff } from './max-diff.ts';
import { multipleChoice } from './multiple-choice.ts';
import { nps } from './nps.ts';
import { openText } from './open-text.ts';
import { pageBreak } from './page-break.ts';
import { proportion } from './proportion.ts';
import { rank } from './rank.ts';
import { rate } from './rate.ts';
import { recorder } from './recorder.ts';
import { script } from './script.ts';
import { signature } from './signature.ts';
import { singleChoice } from './single-choice.ts';
import { slider } from './slider.ts';
import { table } from './table.ts';
import { text } from './text.ts';
import { time } from './time.ts';
import { upload } from './upload.ts';
import { voteChoice } from './vote-choice.ts';
import { voteImageChoice } from './vote-image-choice.ts';
import { wordDrag } from './word-drag.ts';

/** A question type with its setting and answer types erased, as the registry holds them. */
export type AnyQuestionType = QuestionTypeDefinition<unknown, unknown>;

/**
 * Every question type, in the spec's numeric order. The one place that knows them all: code that
 * needs type-specific behaviour asks here instead of switching on type numbers.
 */
export const QUESTION_TYPES: readonly AnyQuestionType[] = [
  singleChoice,
  multipleChoice,
  openText,
  rate,
  evaluate,
  dropdown,
  table,
  imageChoice,
  rank,
  cascade,
  city,
  geography,
  slider,
  matrix,
  upload,
  form,
  proportion,
  imageDrag,
  canvasImage,
  canvasWord,
  heatmap,
  wordDrag,
  date,
  signature,
  maxDiff,
  nps,
  recorder,
  voteChoice,
  voteImageChoice,
  time,
  script,
  loop,
  pageBreak,
  text,
  countdown,
];

const BY_TYPE = new Map(QUESTION_TYPES.map((definition) => [definition.type, definition]));
const BY_KEY = new Map(QUESTION_TYPES.map((definition) => [definition.key, definition]));

export function findQuestionType(type: number): AnyQuestionType | undefined {
  return BY_TYPE.get(type);
}

export function findQuestionTypeByKey(key: string): AnyQuestionType | undefined {
  return BY_KEY.get(key);
}

/** The definition behind a question or page-break node; undefined for groups and branches. */
export function definitionOf(node: NodeRecord): AnyQuestionType | undefined {
  return node.model === NodeModel.Question || node.model === NodeModel.Page
    ? BY_TYPE.get(node.type)
    : undefined;
}

/** Whether a node gets a code: question types say so; groups, pages and branches never do. */
export function takesCode(node: NodeRecord): boolean {
  return definitionOf(node)?.hasCode ?? false;
}

/** Groups and branches hold nodes, and so do question types declared as containers (the loop). */
export function isContainerNode(node: NodeRecord): boolean {
  if (node.model === NodeModel.Group || node.model === NodeModel.Branch) return true;
  return definitionOf(node)?.isContainer ?? false;
}

/** Questions counted against the survey limit (A0211): model Question nodes. */
export function isQuestionNode(node: NodeRecord): boolean {
  return node.model === NodeModel.Question;
}
