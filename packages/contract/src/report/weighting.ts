import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Weighting schemes (report/weight-list, report/weight-edit): rim weighting (raking) on several
 * margins, or cell weighting on a combination of variables. Weights are computed by the report
 * worker per scheme (`@cairn/stats` `rakeWeights` / `cellWeights`) over the complete responses;
 * at most one scheme per survey is active, and every report screen uses it when weighted.
 */

export const WEIGHTING_PRESETS = {
  /** Every target met to 1e-9 of a percent (1e-11 as a share) on a well-posed problem. */
  strict: { limit: 1e-11, maxIterations: 1000, criterion: 'max' },
  /** UNICOM Intelligence's rim weighting defaults: the RMS of the differences under 0.005. */
  unicom: { limit: 0.005, maxIterations: 12, criterion: 'rms' },
} as const;

const ZVariableId = z.string().min(1).max(120);
const ZTarget = z.number().finite().min(0);

export const ZMarginTarget = z.object({ value: z.number(), target: ZTarget });
export const ZWeightMargin = z.object({
  /** A single-response variable from `cross/variables`. */
  variableId: ZVariableId,
  targets: z.array(ZMarginTarget).min(1).max(100),
});
export type WeightMargin = z.infer<typeof ZWeightMargin>;

export const ZWeightCell = z.object({ values: z.array(z.number()).min(1).max(4), target: ZTarget });

export const ZWeightingDefinition = z
  .object({
    method: z.enum(['rim', 'cell']),
    targetsAs: z.enum(['percent', 'count']).default('percent'),
    /** rim: one margin per variable. */
    margins: z.array(ZWeightMargin).max(12).default([]),
    /** cell: the variables whose combinations the cells name, and a target per combination. */
    cellVariables: z.array(ZVariableId).max(4).default([]),
    cells: z.array(ZWeightCell).max(1000).default([]),
    /**
     * Convergence limit as a share of the weighted total (0.005 = half a percentage point), over
     * every target: the largest difference (`max`) or their root mean square (`rms`, UNICOM's).
     */
    limit: z.number().positive().max(0.1).default(WEIGHTING_PRESETS.strict.limit),
    criterion: z.enum(['max', 'rms']).default('max'),
    maxIterations: z.number().int().min(1).max(10_000).default(WEIGHTING_PRESETS.strict.maxIterations),
    /** Trim weights to these bounds, then rake again. */
    caps: z
      .object({
        min: z.number().positive().nullable().default(null),
        max: z.number().positive().nullable().default(null),
      })
      .refine((c) => c.min === null || c.max === null || c.min < c.max, { message: 'min must be below max' })
      .nullable()
      .default(null),
  })
  .superRefine((d, ctx) => {
    if (d.method === 'rim' && d.margins.length === 0)
      ctx.addIssue({ code: 'custom', path: ['margins'], message: 'rim weighting needs at least one margin' });
    if (d.method === 'rim' && new Set(d.margins.map((m) => m.variableId)).size !== d.margins.length)
      ctx.addIssue({ code: 'custom', path: ['margins'], message: 'each variable may be one margin only' });
    if (d.method === 'cell' && (d.cellVariables.length === 0 || d.cells.length === 0))
      ctx.addIssue({ code: 'custom', path: ['cells'], message: 'cell weighting needs variables and cells' });
    if (d.method === 'cell' && d.cells.some((c) => c.values.length !== d.cellVariables.length))
      ctx.addIssue({ code: 'custom', path: ['cells'], message: 'each cell names one value per variable' });
  });
export type WeightingDefinition = z.infer<typeof ZWeightingDefinition>;
export type WeightingDefinitionInput = z.input<typeof ZWeightingDefinition>;

const ZSchemeName = z.string().trim().min(1).max(50);

export const ZWeightMarginReport = z.object({
  variableId: z.string(),
  label: z.string(),
  categories: z.array(
    z.object({
      value: z.number().nullable(),
      label: z.string(),
      /** Percent of the weighted rows. */
      target: z.number(),
      achieved: z.number(),
      unweighted: z.number(),
      rows: z.number(),
    }),
  ),
});

/** What a run of a scheme gives. */
export const ZWeightingReport = z.object({
  iterations: z.number().int(),
  converged: z.boolean(),
  /** Largest |achieved − target| and the RMS of those differences, as shares (the limit's unit). */
  maxDifference: z.number(),
  rmsDifference: z.number(),
  weightedRows: z.number().int(),
  /** Complete responses missing a weighting variable: left at weight 1. */
  unweightedRows: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  mean: z.number().nullable(),
  /** (Σw)² / (n Σw²), percent. */
  efficiency: z.number().nullable(),
  effectiveN: z.number().nullable(),
  /** Weights outside 0.6–1.4 (UNICOM's flag). */
  outsideFlagRange: z.number().int(),
  capsMet: z.boolean().nullable(),
  margins: z.array(ZWeightMarginReport),
});
export type WeightingReport = z.infer<typeof ZWeightingReport>;

export const ZWeightingScheme = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  definition: ZWeightingDefinition,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeightingScheme = z.infer<typeof ZWeightingScheme>;
export const ZWeightingSchemeList = z.array(ZWeightingScheme);

export const ZWeightingListQuery = z.object({ surveyCode: ZProjectCode });
export const ZWeightingCreateBody = z.object({
  surveyCode: ZProjectCode,
  name: ZSchemeName,
  definition: ZWeightingDefinition,
});
export const ZWeightingUpdateBody = ZWeightingCreateBody.extend({ id: z.number().int().positive() });
export const ZWeightingIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZWeightingIdQuery = z.object({ surveyCode: ZProjectCode });
export const ZWeightingRemoveBody = z.object({ surveyCode: ZProjectCode });
/** POST weights/run: run a definition (saved or not) and report, without saving anything. */
export const ZWeightingRunBody = z.object({ surveyCode: ZProjectCode, definition: ZWeightingDefinition });
/** POST weights/active: make a scheme the survey's active one, or none (`id: null`). */
export const ZWeightingActiveBody = z.object({
  surveyCode: ZProjectCode,
  id: z.number().int().positive().nullable(),
});
export const ZWeightingActive = z.object({ id: z.number().int().nullable() });
export const ZWeightingOne = ZWeightingScheme.extend({
  report: ZWeightingReport.nullable(),
  error: z.string().nullable(),
});
