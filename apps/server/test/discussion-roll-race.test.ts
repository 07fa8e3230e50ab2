import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionGroups, discussionUsers, surveys } from '../src/db/schema/index.ts';
import { importRows, newInterviewProject } from './support/discussion-roll.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Two roll imports at the same moment (roll-import.ts): each runs with the roll's row locked
 * (lockRoll), so the second sees what the first added. The files overlap by half: the roll ends
 * with every mobile once, each interviewee a code of their own, the shared new group created
 * once, and the two reports adding up to what the roll holds. On PostgreSQL (api-pg) the two
 * transactions run on two pooled connections and really contend; PGlite runs one at a time.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'rory', 'rory-pass-1')).token;
});
afterAll(() => t.close());

const ROWS = 40;
const mobile = (i: number) => `139${String(i).padStart(8, '0')}`;
const file = (from: number) => [
  ['姓名', '手机号', '分组'],
  ...Array.from({ length: ROWS }, (_, i) => [`人${from + i}`, mobile(from + i), '同批']),
];

describe('concurrent roll imports', () => {
  it('end with every mobile once, unique codes, one new group and counts that add up', async () => {
    const code = await newInterviewProject(t, owner);
    const [survey] = await t.database.db.select().from(surveys).where(eq(surveys.code, code));
    // Rows 0–39 and 20–59: 20 mobiles in both files.
    const [a, b] = await Promise.all([
      importRows(t, owner, code, file(0)),
      importRows(t, owner, code, file(20)),
    ]);
    expect([a.code, b.code]).toEqual(['00000', '00000']);
    const reports = [a.data!, b.data!];
    const roll = await t.database.db
      .select()
      .from(discussionUsers)
      .where(eq(discussionUsers.surveyId, survey!.id));
    expect(roll).toHaveLength(60);
    expect(new Set(roll.map((r) => r.mobile)).size).toBe(60);
    expect(new Set(roll.map((r) => r.code)).size).toBe(60);
    // Whichever ran second found the 20 shared mobiles taken and left those rows out.
    expect(reports.map((r) => r.imported).sort((x, y) => x - y)).toEqual([20, 40]);
    const second = reports.find((r) => r.imported === 20)!;
    expect(second.errors.map((e) => e.reason)).toEqual(Array(20).fill('mobileTaken'));
    const groups = await t.database.db
      .select()
      .from(discussionGroups)
      .where(eq(discussionGroups.surveyId, survey!.id));
    expect(groups.map((g) => g.name)).toEqual(['同批']);
    expect(reports.map((r) => r.groupsCreated).sort()).toEqual([0, 1]);
    expect(new Set(roll.map((r) => r.groupId))).toEqual(new Set([groups[0]!.id]));
  });
});
