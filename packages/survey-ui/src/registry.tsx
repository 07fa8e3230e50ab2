import type { Node } from '@cairn/core';
import { NodeModel } from '@cairn/core/model/enums';
import { canvasImageRenderer } from './questions/canvas-image.tsx';
import { canvasWordRenderer } from './questions/canvas-word.tsx';
import { cascadeRenderer } from './questions/cascade.tsx';
import { cityRenderer } from './questions/city.tsx';
import { countdownRenderer } from './questions/countdown.tsx';
import { dateRenderer } from './questions/date.tsx';
import { dropdownRenderer } from './questions/dropdown.tsx';
import { evaluateRenderer } from './questions/evaluate.tsx';
import { formRenderer } from './questions/form.tsx';
import { geographyRenderer } from './questions/geography.tsx';
import { heatmapRenderer } from './questions/heatmap.tsx';
import { imageChoiceRenderer } from './questions/image-choice.tsx';
import { imageDragRenderer } from './questions/image-drag.tsx';
import { loopRenderer } from './questions/loop.tsx';
import { matrixRenderer } from './questions/matrix.tsx';
import { maxDiffRenderer } from './questions/max-diff.tsx';
import { multipleChoiceRenderer } from './questions/multiple-choice.tsx';
import { npsRenderer } from './questions/nps.tsx';
import { openTextRenderer } from './questions/open-text.tsx';
import { pageBreakRenderer } from './questions/page-break.tsx';
import { proportionRenderer } from './questions/proportion.tsx';
import { rankRenderer } from './questions/rank.tsx';
import { rateRenderer } from './questions/rate.tsx';
import { recorderRenderer } from './questions/recorder.tsx';
import { scriptRenderer } from './questions/script.tsx';
import { signatureRenderer } from './questions/signature.tsx';
import { singleChoiceRenderer } from './questions/single-choice.tsx';
import { sliderRenderer } from './questions/slider.tsx';
import { tableRenderer } from './questions/table.tsx';
import { textRenderer } from './questions/text.tsx';
import { timeRenderer } from './questions/time.tsx';
import { uploadRenderer } from './questions/upload.tsx';
import { voteChoiceRenderer } from './questions/vote-choice.tsx';
import { voteImageChoiceRenderer } from './questions/vote-image-choice.tsx';
import { wordDragRenderer } from './questions/word-drag.tsx';
import type { RendererEntry } from './types.ts';

/**
 * One renderer per core question type, keyed like core's registry (same `key` and `type`; a
 * test fails when core gains a type without one here). The only place that knows them all.
 * Core's registry itself is not imported: its modules carry zod, which the respondent entry
 * must not load.
 */
export const RENDERERS: readonly RendererEntry[] = [
  singleChoiceRenderer,
  multipleChoiceRenderer,
  openTextRenderer,
  rateRenderer,
  evaluateRenderer,
  dropdownRenderer,
  tableRenderer,
  imageChoiceRenderer,
  rankRenderer,
  cascadeRenderer,
  cityRenderer,
  geographyRenderer,
  sliderRenderer,
  matrixRenderer,
  uploadRenderer,
  formRenderer,
  proportionRenderer,
  imageDragRenderer,
  canvasImageRenderer,
  canvasWordRenderer,
  heatmapRenderer,
  wordDragRenderer,
  dateRenderer,
  signatureRenderer,
  maxDiffRenderer,
  npsRenderer,
  recorderRenderer,
  voteChoiceRenderer,
  voteImageChoiceRenderer,
  timeRenderer,
  scriptRenderer,
  loopRenderer,
  pageBreakRenderer,
  textRenderer,
  countdownRenderer,
];

const BY_TYPE = new Map(RENDERERS.map((entry) => [entry.type, entry]));
const BY_KEY = new Map(RENDERERS.map((entry) => [entry.key, entry]));

/** The renderer of a question or page-break node, as core's `definitionOf`; none for groups and branches. */
export function rendererFor(node: Pick<Node, 'model' | 'type'>): RendererEntry | undefined {
  return node.model === NodeModel.Question || node.model === NodeModel.Page
    ? BY_TYPE.get(node.type)
    : undefined;
}

export function rendererByKey(key: string): RendererEntry | undefined {
  return BY_KEY.get(key);
}
