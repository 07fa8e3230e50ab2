import { z } from 'zod';

/**
 * The answer shapes of every question type, as zod schemas: the server (submit, import, reports)
 * parses answers with them (`answerSchemaOf`, type-schemas.ts). The type modules take only the
 * types from here (`import type`), so the respondent's engine, which checks the answers its own
 * renderers make, loads no zod (docs/ARCHITECTURE.md, "Static assets and the respondent's budget").
 */
export const ZId = z.number().int();
/** Answers keyed by option id: JSON object keys are strings. */
export const ZIdKey = z.string().regex(/^\d+$/);

/**
 * Choice answers shared by single, multiple, dropdown, image and vote questions. `text` is the
 * "other, please specify" input of an option marked `other` (required when the option is).
 */
export const ZSingleAnswer = z.object({ optionId: ZId, text: z.string().max(2000).optional() });
export type SingleAnswer = z.infer<typeof ZSingleAnswer>;

export const ZMultipleAnswer = z.object({
  optionIds: z.array(ZId),
  texts: z.record(z.string(), z.string().max(2000)).optional(),
});
export type MultipleAnswer = z.infer<typeof ZMultipleAnswer>;

/** Rank and cascade: ids in order, no "other" texts. */
export const ZOrderedIdsAnswer = z.object({ optionIds: z.array(ZId) });
export type OrderedIdsAnswer = z.infer<typeof ZOrderedIdsAnswer>;

/** A number per option: rate, slider and proportion (`{ "<optionId>": value }`). */
export const ZScoresAnswer = z.record(ZIdKey, z.number().finite());
export type ScoresAnswer = z.infer<typeof ZScoresAnswer>;

/** Drag into lists (image drag, word drag): item id to the list (sub-question) it was dropped in. */
export const ZDragAnswer = z.record(ZIdKey, ZId);
export type DragAnswer = z.infer<typeof ZDragAnswer>;

/**
 * A file a respondent uploaded (upload, signature, recorder). The answer app uploads first and
 * answers with the reference; whether the file exists and belongs to the response is the
 * server's check.
 */
export const ZFileRef = z.object({
  url: z.string().min(1).max(2000),
  name: z.string().max(255),
  size: z.number().int().nonnegative(),
});
export type FileRef = z.infer<typeof ZFileRef>;

/** Matrix: per row (by row id) a column id (single, score), column ids (multiple) or texts (open). */
export const ZRowAnswer = z.union([ZId, z.array(ZId), z.record(ZIdKey, z.string().max(2000))]);
export type RowAnswer = z.infer<typeof ZRowAnswer>;
export const ZMatrixAnswer = z.record(ZIdKey, ZRowAnswer);
export type MatrixAnswer = z.infer<typeof ZMatrixAnswer>;

export const ZEvaluateAnswer = z.object({
  optionId: ZId,
  tags: z.array(z.string().max(200)).optional(),
  comment: z.string().max(2000).optional(),
});
export type EvaluateAnswer = z.infer<typeof ZEvaluateAnswer>;

export const ZMaxDiffTask = z.object({ shown: z.array(ZId), best: ZId, worst: ZId });
export type MaxDiffTask = z.infer<typeof ZMaxDiffTask>;
export const ZMaxDiffAnswer = z.array(ZMaxDiffTask).max(100);

export const ZGeographyAnswer = z.union([
  z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().optional(),
  }),
  z.object({ address: z.string().max(500) }),
]);
export type GeographyAnswer = z.infer<typeof ZGeographyAnswer>;

/** Heatmap points are relative (0..1), so any image size renders them. */
export const ZPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type Point = z.infer<typeof ZPoint>;
export const ZHeatmapAnswer = z.array(ZPoint).max(200);

/** Canvas word: a character range [start, end) of the passage, liked or disliked. */
export const ZMark = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  mark: z.enum(['like', 'dislike']),
});
export type Mark = z.infer<typeof ZMark>;
export const ZCanvasWordAnswer = z.array(ZMark).max(1000);

export const ZCanvasImageAnswer = z.object({ regionIds: z.array(z.string().max(100)).max(500) });
export type CanvasImageAnswer = z.infer<typeof ZCanvasImageAnswer>;

/** Texts by option id: a form's fields, a table row's cells. */
export const ZTextsAnswer = z.record(ZIdKey, z.string().max(2000));
export type TextsAnswer = z.infer<typeof ZTextsAnswer>;
export const ZTableAnswer = z.array(ZTextsAnswer);

export const ZCityAnswer = z.array(z.string().max(100)).max(4);
export const ZDateAnswer = z.string().max(40);
export const ZTimeAnswer = z.string().max(8);
export const ZOpenTextAnswer = z.string().max(20000);
export const ZNpsAnswer = z.number().int();
export const ZScriptAnswer = z.number().finite().nullable();
export const ZUploadAnswer = z.array(ZFileRef).max(100);
export const ZSignatureAnswer = z.object({ url: z.string().min(1).max(2000) });
export type SignatureAnswer = z.infer<typeof ZSignatureAnswer>;
export const ZRecorderAnswer = z.object({
  url: z.string().min(1).max(2000),
  duration: z.number().nonnegative(),
});
export type RecorderAnswer = z.infer<typeof ZRecorderAnswer>;
