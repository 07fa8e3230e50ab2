import { randomInt } from 'node:crypto';
import type { CommunitySettings, CommunityView } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { communityAccess, discussionProjects } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadDiscussionSurvey } from '../discussion-quota/discussion-project.ts';
import { communitySettingsOf, passwordRowOf } from './community-project.ts';
import { endProjectCommunitySessions } from './community-sessions.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

async function viewOf(db: Db, surveyId: number): Promise<CommunityView> {
  const [settings, access] = await Promise.all([
    communitySettingsOf(db, surveyId),
    passwordRowOf(db, surveyId),
  ]);
  return { settings, hasPassword: access !== null, rotatedAt: access ? access.rotatedAt.getTime() : null };
}

export async function getCommunity(deps: Deps, auth: Auth, code: string): Promise<CommunityView> {
  const survey = await loadDiscussionSurvey(deps, auth, code, 'read');
  return viewOf(deps.db, survey.id);
}

/** Turns the pages on or off and picks the sections (launch right: it shares the project's data). */
export async function saveCommunity(
  deps: Deps,
  auth: Auth,
  input: CommunitySettings & { surveyCode: string },
): Promise<CommunityView> {
  const survey = await loadDiscussionSurvey(deps, auth, input.surveyCode, 'launch');
  const community = { enabled: input.enabled, board: input.board, cross: input.cross, quota: input.quota };
  const at = new Date(deps.now());
  await deps.db
    .insert(discussionProjects)
    .values({ surveyId: survey.id, community, updatedAt: at })
    .onConflictDoUpdate({ target: discussionProjects.surveyId, set: { community, updatedAt: at } });
  return viewOf(deps.db, survey.id);
}

// No 0/O, 1/l/I: the owner reads it out or types it into a message.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 54: about 69 bits, and logins are limited per address besides. */
export function makeCommunityPassword(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Sets the client's password (or makes one) and ends every community login of the project, so
 * tokens handed out under the old password stop at once (launch right).
 */
export async function setCommunityPassword(
  deps: Deps,
  auth: Auth,
  input: { surveyCode: string; password?: string | undefined },
): Promise<{ password: string; view: CommunityView }> {
  const survey = await loadDiscussionSurvey(deps, auth, input.surveyCode, 'launch');
  const password = input.password ?? makeCommunityPassword();
  const passwordHash = await hashPassword(password);
  const at = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(communityAccess)
      .values({ surveyId: survey.id, passwordHash, rotatedAt: at })
      .onConflictDoUpdate({ target: communityAccess.surveyId, set: { passwordHash, rotatedAt: at } });
    await endProjectCommunitySessions(tx, survey.id);
  });
  return { password, view: await viewOf(deps.db, survey.id) };
}
