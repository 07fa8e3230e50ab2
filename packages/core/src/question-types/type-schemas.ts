import type { z } from 'zod';
import {
  ZBaseSetting,
  ZCascadeSetting,
  ZChoiceSetting,
  ZCitySetting,
  ZCountdownSetting,
  ZDateSetting,
  ZEvaluateSetting,
  ZFormSetting,
  ZHeatmapSetting,
  ZImageChoiceSetting,
  ZMatrixSetting,
  ZNpsSetting,
  ZOpenSetting,
  ZProportionSetting,
  ZRateSetting,
  ZRecorderSetting,
  ZSingleChoiceSetting,
  ZSliderSetting,
  ZTableSetting,
  ZUploadSetting,
  ZVoteChoiceSetting,
} from '../model/settings.ts';
import {
  ZCanvasImageSetting,
  ZCanvasWordSetting,
  ZEmptySetting,
  ZGeographySetting,
  ZImageDragSetting,
  ZLoopSetting,
  ZMaxDiffSetting,
  ZScriptSetting,
  ZTimeSetting,
  ZWordDragSetting,
} from '../model/settings-extra.ts';
import {
  ZCanvasImageAnswer,
  ZCanvasWordAnswer,
  ZCityAnswer,
  ZDateAnswer,
  ZDragAnswer,
  ZEvaluateAnswer,
  ZGeographyAnswer,
  ZHeatmapAnswer,
  ZMatrixAnswer,
  ZMaxDiffAnswer,
  ZMultipleAnswer,
  ZNpsAnswer,
  ZOpenTextAnswer,
  ZOrderedIdsAnswer,
  ZRecorderAnswer,
  ZScoresAnswer,
  ZScriptAnswer,
  ZSignatureAnswer,
  ZSingleAnswer,
  ZTableAnswer,
  ZTextsAnswer,
  ZTimeAnswer,
  ZUploadAnswer,
} from './answer-schemas.ts';
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
import type { AnyQuestionType } from './registry.ts';
import { script } from './script.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { signature } from './signature.ts';
import { singleChoice } from './single-choice.ts';
import { slider, stepFits } from './slider.ts';
import { table } from './table.ts';
import { text } from './text.ts';
import { time } from './time.ts';
import { upload } from './upload.ts';
import { voteChoice } from './vote-choice.ts';
import { voteImageChoice } from './vote-image-choice.ts';
import { wordDrag } from './word-drag.ts';

/**
 * The zod side of the question types: each type's setting schema (the key rules of
 * setting-rules.ts included) and answer schema. The server parses design edits, submits, imports
 * and report rows with them, the designer builds its setting forms from them. The type modules
 * themselves hold no schema, so the respondent's engine loads no zod; `schemasOf` ties each pair
 * to its module's setting and answer types, so the two cannot drift apart unnoticed.
 */
export interface TypeSchemas {
  setting: z.ZodType;
  /** null: the type takes no answer. */
  answer: z.ZodType | null;
}

function schemasOf<S, A>(
  definition: QuestionTypeDefinition<S, A>,
  setting: z.ZodType<S>,
  answer: NoInfer<z.ZodType<A>> | null,
): [number, TypeSchemas] {
  return [definition.type, { setting, answer }];
}

const BY_TYPE = new Map<number, TypeSchemas>([
  schemasOf(
    canvasImage,
    withSettingRules(ZCanvasImageSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZCanvasImageAnswer,
  ),
  schemasOf(
    canvasWord,
    withSettingRules(ZCanvasWordSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZCanvasWordAnswer,
  ),
  schemasOf(cascade, ZCascadeSetting, ZOrderedIdsAnswer),
  schemasOf(city, ZCitySetting, ZCityAnswer),
  schemasOf(countdown, ZCountdownSetting, null),
  schemasOf(date, ZDateSetting, ZDateAnswer),
  schemasOf(dropdown, ZSingleChoiceSetting, ZSingleAnswer),
  schemasOf(evaluate, ZEvaluateSetting, ZEvaluateAnswer),
  schemasOf(form, ZFormSetting, ZTextsAnswer),
  schemasOf(geography, ZGeographySetting, ZGeographyAnswer),
  schemasOf(
    heatmap,
    withSettingRules(ZHeatmapSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZHeatmapAnswer,
  ),
  schemasOf(
    imageChoice,
    withSettingRules(ZImageChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZMultipleAnswer,
  ),
  schemasOf(
    imageDrag,
    withSettingRules(ZImageDragSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZDragAnswer,
  ),
  schemasOf(loop, ZLoopSetting, null),
  schemasOf(matrix, ZMatrixSetting, ZMatrixAnswer),
  schemasOf(maxDiff, ZMaxDiffSetting, ZMaxDiffAnswer),
  schemasOf(
    multipleChoice,
    withSettingRules(ZChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZMultipleAnswer,
  ),
  schemasOf(nps, ZNpsSetting, ZNpsAnswer),
  schemasOf(openText, withSettingRules(ZOpenSetting, ordered('min', 'max')), ZOpenTextAnswer),
  schemasOf(pageBreak, ZEmptySetting, null),
  schemasOf(
    proportion,
    withSettingRules(ZProportionSetting, ordered('min', 'max'), ordered('min', 'sum')),
    ZScoresAnswer,
  ),
  schemasOf(
    rank,
    withSettingRules(ZChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZOrderedIdsAnswer,
  ),
  schemasOf(rate, withSettingRules(ZRateSetting, ordered('min', 'max', { strict: true })), ZScoresAnswer),
  schemasOf(recorder, withSettingRules(ZRecorderSetting, ordered('min', 'max')), ZRecorderAnswer),
  schemasOf(script, ZScriptSetting, ZScriptAnswer),
  schemasOf(signature, ZBaseSetting, ZSignatureAnswer),
  schemasOf(singleChoice, ZSingleChoiceSetting, ZSingleAnswer),
  schemasOf(
    slider,
    withSettingRules(ZSliderSetting, ordered('min', 'max', { strict: true }), stepFits),
    ZScoresAnswer,
  ),
  schemasOf(
    table,
    withSettingRules(ZTableSetting, ordered('min', 'max'), ordered('value', 'max')),
    ZTableAnswer,
  ),
  schemasOf(text, ZEmptySetting, null),
  schemasOf(time, ZTimeSetting, ZTimeAnswer),
  schemasOf(upload, withSettingRules(ZUploadSetting, ordered('min', 'max')), ZUploadAnswer),
  schemasOf(
    voteChoice,
    withSettingRules(ZVoteChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZMultipleAnswer,
  ),
  schemasOf(
    voteImageChoice,
    withSettingRules(ZVoteChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
    ZMultipleAnswer,
  ),
  schemasOf(wordDrag, ZWordDragSetting, ZDragAnswer),
]);

function schemasFor(definition: Pick<AnyQuestionType, 'type' | 'key'>): TypeSchemas {
  const schemas = BY_TYPE.get(definition.type);
  if (!schemas) throw new Error(`no schemas for question type ${definition.key}`);
  return schemas;
}

/** The type's setting schema: what a design edit may store (A0400 otherwise) and what diagnosis checks. */
export function settingSchemaOf(definition: Pick<AnyQuestionType, 'type' | 'key'>): z.ZodType {
  return schemasFor(definition).setting;
}

/** The type's answer schema (null: no answer), which the server parses every answer with. */
export function answerSchemaOf(definition: Pick<AnyQuestionType, 'type' | 'key'>): z.ZodType | null {
  return schemasFor(definition).answer;
}
