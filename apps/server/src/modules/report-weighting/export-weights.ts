import type { Db } from '../../db/client.ts';
import type { ExportWeights } from '../exports/sav/sav-layout.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { activeScheme } from './scheme-store.ts';

/**
 * The active scheme's weights for a raw data export, by response id (responses the scheme does
 * not weight — not complete, or missing a weighting variable — weigh 1, as in every report).
 * Undefined without an active scheme or when it cannot run now: the export then writes the
 * stored weights.
 */
export async function schemeExportWeights(
  deps: { db: Db; now: () => number },
  surveyId: number,
): Promise<ExportWeights | undefined> {
  const scheme = await activeScheme(deps.db, surveyId);
  if (!scheme) return undefined;
  const answer = await reportEngineFor(deps).ask(surveyId, { op: 'scheme-weights', surveyId, scheme });
  if (!answer?.result) return undefined;
  const byId = new Map<string, number>();
  const { ids, weights } = answer.result;
  for (let i = 0; i < ids.length; i++) byId.set(ids[i]!, weights[i]!);
  return { name: 'weight', label: 'Weight / 权重', of: (row) => byId.get(row.id) ?? 1 };
}
