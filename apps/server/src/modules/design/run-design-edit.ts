import type { SurveySaved } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction, type SurveyAccess } from '../projects/survey-access.ts';

export interface DesignEditContext {
  tx: Db;
  access: SurveyAccess;
  /** The survey's edit version before this edit, read under the row lock. */
  version: number;
  now: number;
}

export interface DesignEditOptions {
  /** False for edits respondents cannot see (emptying the trash): no relaunch, no save time. */
  relaunch?: boolean;
}

/**
 * Every design edit runs here: in one transaction it checks the edit right, locks the survey row,
 * refuses a stale edit version (x-node-v other than the survey's: A0120 with the current
 * version, so two editors never overwrite each other), runs the edit, then raises the version
 * and applies the publishing rule. An edit that throws changes nothing.
 */
export async function runDesignEdit<T>(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  code: string,
  expectedVersion: number | undefined,
  edit: (ctx: DesignEditContext) => Promise<T>,
  options: DesignEditOptions = {},
): Promise<{ result: T; saved: SurveySaved }> {
  return deps.db.transaction(async (tx) => {
    const access = await loadSurveyForAction({ db: tx }, auth, code, 'edit');
    const [locked] = await tx
      .select({ version: surveys.editVersion })
      .from(surveys)
      .where(eq(surveys.id, access.survey.id))
      .for('update');
    const version = locked?.version ?? access.survey.editVersion;
    if (expectedVersion !== undefined && expectedVersion !== version) {
      throw new AppError('A0120', undefined, { version });
    }
    const now = deps.now();
    const result = await edit({ tx, access, version, now });
    const saved = await markEdited(tx, access.survey.id, now, { relaunch: options.relaunch ?? true });
    return { result, saved };
  });
}

/** The x-node-v header as a number, or undefined when the client sent none. */
export function editVersionOf(headers: Record<string, string | string[] | undefined>): number | undefined {
  const raw = headers['x-node-v'];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value < 0) throw new AppError('A0400', 'x-node-v must be a whole number');
  return value;
}
