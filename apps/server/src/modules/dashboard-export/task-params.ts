import { z } from 'zod';

/** What a dashboard export task keeps (checked again by the job): the pages, and how to write them. */
export const ZDashboardTaskParams = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pages'),
    dashboardId: z.number().int(),
    pageIds: z.array(z.number().int()),
    cellType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    fileType: z.enum(['xlsx', 'pdf']),
    lang: z.enum(['zh', 'en']),
  }),
  z.object({
    kind: z.literal('raw'),
    dashboardId: z.number().int(),
    pageIds: z.array(z.number().int()),
    dataFormat: z.union([z.literal(1), z.literal(2)]),
    /** A saved filter and the one survey it belongs to (the others export unfiltered). */
    filter: z.object({ id: z.number().int(), surveyId: z.number().int() }).nullable(),
    lang: z.enum(['zh', 'en']),
  }),
]);
export type DashboardTaskParams = z.infer<typeof ZDashboardTaskParams>;
