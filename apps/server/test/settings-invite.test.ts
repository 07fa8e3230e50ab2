import {
  type CallInput,
  type Endpoint,
  fullPath,
  INVITE_CODE_ALPHABET,
  type InviteAdded,
  inviteApi,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { claimInviteCode } from '../src/modules/settings/invite-claim.ts';
import { newSurvey } from './support/design.ts';
import { postMultipart } from './support/multipart.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { workbookOf } from './support/xlsx.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async <E extends Endpoint>(token: string, endpoint: E, input: CallInput<E>) =>
  (await t.api(endpoint, input, { token })).body;
const list = async (token: string, query: CallInput<typeof inviteApi.list>) =>
  (await t.api(inviteApi.list, query, { token })).body;
const uploadPath = fullPath(inviteApi.upload);
const surveyIdOf = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!.id;

describe('invitation codes', () => {
  it('generates unique codes from the unambiguous alphabet and lists them paged with their use state', async () => {
    const { token } = await registerAndLogin(t, 'ines', 'ines-pass-1');
    const surveyCode = await newSurvey(t, token);
    const gen = await post(token, inviteApi.generate, { surveyCode, count: 25 });
    expect(gen.data).toEqual({ added: 25, duplicates: 0, invalid: [] });
    const page1 = await list(token, { surveyCode, pageSize: 10 });
    expect(page1.data).toMatchObject({ page: 1, pageSize: 10, total: 25, usedCount: 0, totalCount: 25 });
    expect(page1.data.records).toHaveLength(10);
    const all = (await list(token, { surveyCode, pageSize: 100 })).data.records;
    expect(new Set(all.map((r) => r.inviteCode)).size).toBe(25);
    for (const r of all) {
      expect(r.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
      expect(r.usedTime).toBeNull();
    }
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01OIL]/);

    const id = await surveyIdOf(surveyCode);
    const claimed = all[3]!;
    expect(
      await claimInviteCode(t.database.db, id, claimed.inviteCode.toLowerCase(), new Date(t.deps.now())),
    ).toBe(claimed.id);
    const used = await list(token, { surveyCode, state: 'used' });
    expect(used.data.records.map((r) => r.id)).toEqual([claimed.id]);
    expect(used.data.records[0]!.usedTime).toBe(t.deps.now());
    expect((await list(token, { surveyCode, state: 'unused', pageSize: 100 })).data.total).toBe(24);
    expect(
      (await list(token, { surveyCode, keyword: claimed.inviteCode.slice(0, 6) })).data.records[0]!.id,
    ).toBe(claimed.id);
  });

  it('imports pasted codes: separators, repeats and held codes as duplicates, malformed ones listed', async () => {
    const { token } = await registerAndLogin(t, 'ivan', 'ivan-pass-1');
    const surveyCode = await newSurvey(t, token);
    const first = await post(token, inviteApi.import, {
      surveyCode,
      text: 'alpha-1\nBETA_2, gamma3;alpha-1\r\n\n  delta4  bad!code',
    });
    expect(first.data).toEqual({ added: 4, duplicates: 1, invalid: ['bad!code'] });
    const again = await post(token, inviteApi.import, {
      surveyCode,
      text: 'ALPHA-1 epsilon5',
    });
    expect(again.data).toEqual({ added: 1, duplicates: 1, invalid: [] });
    expect((await list(token, { surveyCode })).data.totalCount).toBe(5);
    expect((await post(token, inviteApi.import, { surveyCode, text: ' \n ' })).code).toBe('A0108');
  });

  it('imports the first column of an xlsx, skipping a header row', async () => {
    const { token } = await registerAndLogin(t, 'iris', 'iris-pass-1');
    const surveyCode = await newSurvey(t, token);
    const bytes = await workbookOf([['邀请码'], ['CODE-001'], ['CODE-002'], [null], ['code-001']]);
    const res = await postMultipart<InviteAdded>(t, uploadPath, {
      token,
      query: { surveyCode },
      parts: [{ name: 'file', fileName: 'codes.xlsx', content: bytes }],
    });
    expect(res.body.data).toEqual({ added: 2, duplicates: 1, invalid: [] });
    const xls = await postMultipart(t, uploadPath, {
      token,
      query: { surveyCode },
      parts: [
        {
          name: 'file',
          fileName: 'codes.xls',
          content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        },
      ],
    });
    expect(xls.body.code).toBe('A0112');
    const text = await postMultipart(t, uploadPath, {
      token,
      query: { surveyCode },
      parts: [{ name: 'file', fileName: 'codes.xlsx', content: 'CODE-9' }],
    });
    expect(text.body.code).toBe('A0106');
  });

  it('removes listed codes or every unused one, never another survey’s', async () => {
    const { token } = await registerAndLogin(t, 'ida', 'ida-pass-1');
    const surveyCode = await newSurvey(t, token);
    const otherSurvey = await newSurvey(t, token);
    await post(token, inviteApi.import, { surveyCode, text: 'A1 A2 A3 A4' });
    await post(token, inviteApi.import, { surveyCode: otherSurvey, text: 'B1' });
    const foreign = (await list(token, { surveyCode: otherSurvey })).data.records[0]!.id;
    const [a4, a3] = (await list(token, { surveyCode })).data.records;
    await claimInviteCode(t.database.db, await surveyIdOf(surveyCode), 'A3', new Date());
    expect((await post(token, inviteApi.remove, { surveyCode, ids: [a4!.id, foreign] })).data).toEqual({
      removed: 1,
    });
    expect((await post(token, inviteApi.remove, { surveyCode, unusedOnly: true })).data).toEqual({
      removed: 2,
    });
    const left = (await list(token, { surveyCode })).data.records;
    expect(left.map((r) => r.id)).toEqual([a3!.id]);
    expect((await list(token, { surveyCode: otherSurvey })).data.totalCount).toBe(1);
    expect((await post(token, inviteApi.remove, { surveyCode })).code).toBe('A0400');
  });

  it('lets exactly one of many concurrent claims of a code win', async () => {
    const { token } = await registerAndLogin(t, 'inga', 'inga-pass-1');
    const surveyCode = await newSurvey(t, token);
    await post(token, inviteApi.import, { surveyCode, text: 'ONCE-ONLY' });
    const id = await surveyIdOf(surveyCode);
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claimInviteCode(t.database.db, id, 'once-only', new Date())),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    expect(await claimInviteCode(t.database.db, id, 'NO-SUCH', new Date())).toBeNull();
  });

  it('refuses other users (A0403 to list, A5211 to change) and bad input', async () => {
    const owner = await registerAndLogin(t, 'ilse', 'ilse-pass-1');
    const other = await registerAndLogin(t, 'ivo', 'ivo-pass-1');
    const surveyCode = await newSurvey(t, owner.token);
    expect((await list(other.token, { surveyCode })).code).toBe('A0403');
    expect((await post(other.token, inviteApi.generate, { surveyCode, count: 2 })).code).toBe('A5211');
    expect((await post(other.token, inviteApi.import, { surveyCode, text: 'X1' })).code).toBe('A5211');
    expect((await post(other.token, inviteApi.remove, { surveyCode, unusedOnly: true })).code).toBe('A5211');
    const upload = await postMultipart(t, uploadPath, {
      token: other.token,
      query: { surveyCode },
      parts: [{ name: 'file', fileName: 'c.xlsx', content: await workbookOf([['Z1']]) }],
    });
    expect(upload.body.code).toBe('A5211');
    expect((await list(owner.token, { surveyCode })).data.totalCount).toBe(0);
    expect((await post(owner.token, inviteApi.generate, { surveyCode, count: 1001 })).code).toBe('A0400');
    expect((await post(owner.token, inviteApi.generate, { surveyCode, count: 0 })).code).toBe('A0400');
  });
});
