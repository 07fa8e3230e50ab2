import {
  discussionManagerApi,
  discussionOfflineApi,
  discussionRollApi,
  HostStatus,
  IntervieweeState,
  interviewApi,
  sampleApi,
} from '@cairn/contract';
import { asc, eq } from 'drizzle-orm';
import {
  discussionManagers,
  discussionProjects,
  discussionUsers,
  sampleOrders,
} from '../../src/db/schema/index.ts';
import { acceptedManager, newDiscussion, tokenFromOutbox } from '../support/discussion.ts';
import { publishedSurvey } from '../support/respond.ts';
import { registerAndLogin, type TestApp } from '../support/test-app.ts';
import type { OutageCalls } from './outage-calls.ts';

/**
 * Issue 24's calls during a database outage: the owner adds a column to the roll, invites an
 * observer, withdraws the offline files and saves a sample order; a host opens a session with Ann
 * and marks Bob absent from the console. Each must answer B0002 while the database is away and
 * leave the roll's columns, the managers, the offline generation, the sample orders and the roll's
 * states as they were; once it is back each succeeds and writes what it says. The host accepted
 * the invitation mailed by the server process, read from its outbox (the outbox table: the server
 * runs without SMTP_URL).
 */
const NAMES = [
  'rollColumns',
  'addObserver',
  'withdrawOffline',
  'saveSample',
  'openSession',
  'markAbsent',
] as const;
const HEADS = [{ key: 'city', label: 'City' }];

export async function prepareInterviewCalls(t: TestApp): Promise<OutageCalls> {
  const db = t.database.db;
  const { token } = await registerAndLogin(t, 'ivowner', 'ivowner-pass-1');
  const d = await newDiscussion(t, token, ['Ann', 'Bob'], true);
  const survey = await publishedSurvey(t, token);
  const host = await acceptedManager(t, token, d.code, 'host', 'Ivhost', (email) =>
    tokenFromOutbox(db, email),
  );
  const roll = () =>
    db
      .select({ id: discussionUsers.id, state: discussionUsers.state, hostId: discussionUsers.hostId })
      .from(discussionUsers)
      .where(eq(discussionUsers.surveyId, d.surveyId))
      .orderBy(asc(discussionUsers.code));
  const [ann, bob] = await roll();

  const calls = () =>
    Promise.all([
      t.api(discussionRollApi.save, { surveyCode: d.code, heads: HEADS }, { token }),
      t.api(
        discussionManagerApi.update,
        { surveyCode: d.code, role: 'observer', name: 'Ivwatch', email: 'ivwatch@example.com' },
        { token },
      ),
      t.api(discussionOfflineApi.withdraw, { surveyCode: d.code }, { token }),
      t.api(
        sampleApi.save,
        {
          surveyCode: survey.code,
          name: 'Everyone',
          tags: [{ key: 'gender', operator: 'in' as const, value: ['female'] }],
          quantity: 3,
          incidence: 50,
        },
        { token },
      ),
      t.api(interviewApi.open, { surveyCode: d.code, intervieweeId: ann!.id }, { token: host.token }),
      t.api(interviewApi.absent, { surveyCode: d.code, intervieweeId: bob!.id }, { token: host.token }),
    ]).then((answers) => Object.fromEntries(answers.map((r, i) => [NAMES[i], `${r.status} ${r.body.code}`])));

  const project = async () =>
    (await db.select().from(discussionProjects).where(eq(discussionProjects.surveyId, d.surveyId)))[0];
  const snapshot = async () => ({
    heads: JSON.stringify((await project())?.heads ?? []),
    managers: (await db.select().from(discussionManagers).where(eq(discussionManagers.surveyId, d.surveyId)))
      .length,
    generation: (await project())?.offlineGeneration ?? 0,
    samples: (await db.select().from(sampleOrders).where(eq(sampleOrders.surveyId, survey.surveyId))).length,
    roll: (await roll()).map((r) => [r.state, r.hostId]),
    hostStatus: (await db.select().from(discussionManagers).where(eq(discussionManagers.id, host.id)))[0]
      ?.status,
  });
  const before = await snapshot();

  return {
    names: NAMES,
    send: calls,
    async untouched() {
      const now = await snapshot();
      if (JSON.stringify(now) !== JSON.stringify(before))
        throw new Error(`interview calls half-written during the outage: ${JSON.stringify({ before, now })}`);
    },
    async after() {
      const answers = await calls();
      const now = await snapshot();
      const expected = {
        heads: JSON.stringify(HEADS),
        managers: before.managers + 1,
        generation: before.generation + 1,
        samples: before.samples + 1,
        roll: [
          [IntervieweeState.INTERVIEWING, host.id],
          [IntervieweeState.ABSENT, host.id],
        ],
        hostStatus: HostStatus.INTERVIEWING,
      };
      if (JSON.stringify(now) !== JSON.stringify(expected))
        throw new Error(`interview calls after the outage: ${JSON.stringify({ now, expected })}`);
      return answers;
    },
  };
}
