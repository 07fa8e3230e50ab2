import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Cross tables (report/cross): schemas of the variables a table can use, a table's definition,
 * and the computed table. The engine is `@cairn/stats` `crossTable`; conventions (bases, tests,
 * weights) are in packages/stats/README.md.
 */

/** A filter id: absent = the caller's selected filter; 0 or null = no filter. */
const ZFilterChoice = z.union([z.null(), z.coerce.number().int().min(0)]).optional();

/**
 * How a numeric variable enters a table: `categories` its values as categories, `mean` the mean,
 * SD and n per column (stubs only), `nps` detractors / passives / promoters, `bands` the bands given.
 */
export const CROSS_MODES = ['categories', 'mean', 'nps', 'bands'] as const;
export const ZCrossMode = z.enum(CROSS_MODES);
export type CrossMode = z.infer<typeof ZCrossMode>;

export const ZCrossBand = z
  .object({
    label: z.string().trim().min(1).max(50),
    /** Inclusive; absent or null: no lower bound. */
    min: z.number().finite().nullable().optional(),
    /** Inclusive; absent or null: no upper bound. */
    max: z.number().finite().nullable().optional(),
  })
  .refine((b) => b.min == null || b.max == null || b.min <= b.max, { message: 'min must not exceed max' });
export type CrossBand = z.infer<typeof ZCrossBand>;

const ZVariableId = z.string().min(1).max(120);

const crossRefShape = {
  /** A variable id from `cross/variables`. */
  id: ZVariableId,
  mode: ZCrossMode.optional(),
  bands: z.array(ZCrossBand).min(1).max(20).optional(),
};
export const ZCrossRef = z.object(crossRefShape);
export type CrossRef = z.infer<typeof ZCrossRef>;
/** A banner variable may nest one other inside its columns (one level). */
export const ZBannerRef = z.object({ ...crossRefShape, nest: ZCrossRef.optional() });
export type BannerRef = z.infer<typeof ZBannerRef>;

export const CROSS_LEVELS = [90, 95, 99] as const;
export const CROSS_CELLS = ['count', 'column', 'row', 'total'] as const;
export const ZCrossCell = z.enum(CROSS_CELLS);
export type CrossCell = z.infer<typeof ZCrossCell>;

export const ZCrossTestSettings = z.object({
  /** Confidence level in percent: lower-case letters at α = 1 − level, upper case at α / 5. */
  level: z.union([z.literal(90), z.literal(95), z.literal(99)]).default(95),
  correction: z.enum(['none', 'bonferroni', 'bh']).default('none'),
  meanTest: z.enum(['pooled', 'welch']).default('pooled'),
});
export type CrossTestSettings = z.infer<typeof ZCrossTestSettings>;

export const MAX_CROSS_STUBS = 60;
export const MAX_CROSS_BANNER = 20;

export const ZCrossDefinition = z.object({
  stubs: z.array(ZCrossRef).min(1).max(MAX_CROSS_STUBS),
  banner: z.array(ZBannerRef).min(1).max(MAX_CROSS_BANNER),
  test: ZCrossTestSettings.default({ level: 95, correction: 'none', meanTest: 'pooled' }),
  /** The figures a screen shows in each cell (the computed table always carries them all). */
  cells: z.array(ZCrossCell).min(1).max(4).default(['count', 'column']),
  chart: z.enum(['table', 'clustered', 'stacked']).default('table'),
});
export type CrossDefinition = z.infer<typeof ZCrossDefinition>;
export type CrossDefinitionInput = z.input<typeof ZCrossDefinition>;

/** GET cross/variables: what a table (and a weighting scheme) can use. */
export const ZCrossVariablesQuery = z.object({ surveyCode: ZProjectCode });
export const ZCrossVariable = z.object({
  id: ZVariableId,
  /** Q3, Q3.2 (a matrix row) or a metadata name. */
  code: z.string(),
  label: z.string(),
  /** coding: a coding report's codes (`coding:{reportId}`), nets and leaves, approved hits only. */
  group: z.enum(['question', 'metadata', 'coding']),
  kind: z.enum(['single', 'multi', 'numeric']),
  categories: z.array(z.object({ value: z.number(), label: z.string() })),
  modes: z.array(ZCrossMode),
});
export type CrossVariable = z.infer<typeof ZCrossVariable>;
export const ZCrossVariableList = z.object({
  version: z.number().int().nullable(),
  variables: z.array(ZCrossVariable),
});
export type CrossVariableList = z.infer<typeof ZCrossVariableList>;

/** POST cross: compute a table. */
export const ZCrossBody = z.object({
  surveyCode: ZProjectCode,
  filterId: ZFilterChoice,
  /** Use the active weighting scheme. */
  weighted: z.boolean().optional(),
  definition: ZCrossDefinition,
});
export type CrossBody = z.input<typeof ZCrossBody>;

const ZTest = z.object({ against: z.string(), p: z.number(), adjustedP: z.number() });
const ZBase = z.object({ base: z.number(), unweightedBase: z.number(), effectiveBase: z.number() });

export const ZCrossColumn = z.object({
  /** The banner variable's id, or "total". */
  variableId: z.string(),
  variableLabel: z.string(),
  /** The category (of a nested banner: the inner variable's). */
  label: z.string(),
  /** A nested banner's outer category the column sits under; absent or null otherwise. */
  outerLabel: z.string().nullable().optional(),
  letter: z.string().nullable(),
  /** The banner variable's index; -1 for Total. */
  group: z.number().int(),
});
export type CrossColumn = z.infer<typeof ZCrossColumn>;

export const ZCrossCellFigures = z.object({
  count: z.number(),
  column: z.number().nullable(),
  row: z.number().nullable(),
  total: z.number().nullable(),
  letters: z.string(),
  tests: z.array(ZTest),
});
export type CrossCellFigures = z.infer<typeof ZCrossCellFigures>;

export const ZCrossMeanFigures = z.object({
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  n: z.number(),
  base: z.number(),
  letters: z.string(),
  tests: z.array(ZTest),
});

export const ZChiSquare = z.object({
  group: z.number().int(),
  statistic: z.number().nullable(),
  df: z.number().nullable(),
  p: z.number().nullable(),
  /** Why the test was not computed (a multiple-response variable, an empty table). */
  skipped: z.string().nullable(),
});

export const ZCrossBlock = z.object({
  variableId: z.string(),
  label: z.string(),
  kind: z.enum(['categorical', 'numeric']),
  multiple: z.boolean(),
  bases: z.array(ZBase),
  rows: z.array(z.object({ label: z.string(), cells: z.array(ZCrossCellFigures) })),
  /** Multiple-response stubs: choices made per column. */
  mentions: z.array(z.number()).nullable(),
  means: z.array(ZCrossMeanFigures).nullable(),
  chiSquare: z.array(ZChiSquare),
});
export type CrossBlock = z.infer<typeof ZCrossBlock>;

export const ZCrossLegend = z.object({
  level: z.number(),
  alpha: z.number(),
  upperAlpha: z.number(),
  correction: z.enum(['none', 'bonferroni', 'bh']),
  meanTest: z.enum(['pooled', 'welch']),
  weighted: z.boolean(),
  /** How overlapping (multiple-response) banner columns are tested. */
  overlap: z.string(),
});

export const ZCrossTable = z.object({
  version: z.number().int().nullable(),
  /** Rows the filter keeps. */
  total: z.number(),
  weighted: z.boolean(),
  /** The weighting scheme applied (null: none). */
  schemeId: z.number().int().nullable(),
  filterId: z.number().int().nullable(),
  columns: z.array(ZCrossColumn),
  blocks: z.array(ZCrossBlock),
  legend: ZCrossLegend,
});
export type CrossTable = z.infer<typeof ZCrossTable>;

/** Saved tables (per survey, shared by everyone with the report right). */
export const ZSavedCrossTable = z.object({
  id: z.number().int(),
  name: z.string(),
  definition: ZCrossDefinition,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCrossTable = z.infer<typeof ZSavedCrossTable>;
export const ZSavedCrossTableList = z.array(ZSavedCrossTable);
export const ZCrossTablesQuery = z.object({ surveyCode: ZProjectCode });
const ZTableName = z.string().trim().min(1).max(50);
export const ZCrossTableCreateBody = z.object({
  surveyCode: ZProjectCode,
  name: ZTableName,
  definition: ZCrossDefinition,
});
export const ZCrossTableUpdateBody = ZCrossTableCreateBody.extend({ id: z.number().int().positive() });
export const ZCrossTableIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZCrossTableRemoveBody = z.object({ surveyCode: ZProjectCode });

/** Export cell types (spec doc 2 §9): 1 frequency, 2 percentage, 3 percentage with significance. */
export const ZExportCellType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ZCrossExportBody = z
  .object({
    surveyCode: ZProjectCode,
    filterId: ZFilterChoice,
    weighted: z.boolean().optional(),
    cellType: ZExportCellType.default(3),
    /** Saved tables to export; absent: `definition` (the table on screen). */
    tableIds: z.array(z.number().int().positive()).min(1).max(100).optional(),
    definition: ZCrossDefinition.optional(),
  })
  .refine((b) => b.tableIds !== undefined || b.definition !== undefined, {
    message: 'tableIds or definition is required',
  });
export type CrossExportBody = z.input<typeof ZCrossExportBody>;

/** subType of a cross-table export task (ours; the spec's 10 is raw data, 11 a dashboard page). */
export const DOWNLOAD_SUBTYPE_CROSS = 12;
