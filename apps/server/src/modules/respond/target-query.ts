import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas, surveys, surveyVersions, users } from '../../db/schema/index.ts';
import { batchLoader, perDatabase } from './batching.ts';

/**
 * The live survey rows of the codes asked in one turn, in one prepared statement: the row, the
 * owner's level (free cap), the newest published version, and whether any quota exists (a survey
 * without quotas needs no submit transaction).
 */
function prepare(db: Db) {
  return db
    .select({
      survey: surveys,
      level: users.level,
      latest: sql<
        number | null
      >`(select max(${surveyVersions.version}) from ${surveyVersions} where ${surveyVersions.surveyId} = ${surveys.id})`,
      hasQuotas: sql<boolean>`exists(select 1 from ${quotas} where ${quotas.surveyId} = ${surveys.id})`,
    })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.ownerId))
    .where(sql`${surveys.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('respond_targets');
}

export type TargetRow = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

const loaderOf = perDatabase((db) => {
  const statement = prepare(db);
  return batchLoader<string, TargetRow | null>(async (codes) => {
    const rows = await statement.execute({ codes: [...new Set(codes)] });
    const byCode = new Map(rows.map((row) => [row.survey.code, row]));
    return codes.map((code) => byCode.get(code) ?? null);
  });
});

export function loadTargetRow(db: Db, code: string): Promise<TargetRow | null> {
  return loaderOf(db).load(code);
}
