import type { Tokens } from '@cairn/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { mayGuess, recordMiss } from '../respond/guess-limit.ts';
import { communityCaller } from './community-caller.ts';
import { communityProject, passwordRowOf } from './community-project.ts';
import { endCommunitySession, refreshCommunitySession, startCommunitySession } from './community-sessions.ts';

type Deps = { db: Db; now: () => number; signingKey: Uint8Array };

/**
 * The client's login: the project's community password. Off or no password set: A0403 (after
 * the same hashing work, so the answer's timing does not say which). Wrong passwords count
 * against the address like a survey password (10 in 10 minutes, then A2032).
 */
export async function communityLogin(
  deps: Deps,
  request: FastifyRequest,
  input: { surveyCode: string; password: string },
): Promise<Tokens> {
  const { survey, settings } = await communityProject(deps.db, input.surveyCode);
  const now = deps.now();
  if (!(await mayGuess(deps.db, request.ip, survey.id, now))) throw new AppError('A2032');
  const access = await passwordRowOf(deps.db, survey.id);
  const ok = await verifyPassword(access?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!settings.enabled || !access) throw new AppError('A0403', 'the community pages are off');
  if (!ok) {
    await recordMiss(deps.db, request.ip, survey.id, now);
    throw new AppError('A2007');
  }
  return startCommunitySession(deps, survey.id);
}

export async function communityRefresh(deps: Deps, input: { surveyCode: string; refreshToken: string }) {
  const { survey, settings } = await communityProject(deps.db, input.surveyCode);
  if (!settings.enabled) throw new AppError('A0401', 'the community pages are off');
  return refreshCommunitySession(deps, survey.id, input.refreshToken);
}

/** Ends the caller's community login; the designer's session, if any, is another thing. */
export async function communityLogout(
  deps: Deps,
  request: FastifyRequest,
  surveyCode: string,
): Promise<null> {
  const { survey } = await communityProject(deps.db, surveyCode);
  const caller = await communityCaller(deps, request, survey.id);
  await endCommunitySession(deps.db, caller.sessionId);
  return null;
}
