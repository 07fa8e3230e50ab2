import { discussionManagerApi, interviewApi, nodesApi, settingsApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionManagers } from '../src/db/schema/index.ts';
import { newSurvey } from './support/design.ts';
import { acceptedManager, newDiscussion, tokenFromMail } from './support/discussion.ts';
import { launch } from './support/publishing.ts';
import { createTestApp, envelopeCaller, login, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Hosts and observers of interview projects (launch area member-setting): managing them (owner
 * and editors only), the invite e-mail and its acceptance, the derived host status, and what a
 * manager may reach (their project's console, nothing of the design).
 */
let t: TestApp;
let owner: string;
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'owner', 'owner-pass-1')).token;
  stranger = (await registerAndLogin(t, 'stranger', 'stranger-pass-1')).token;
});
afterAll(() => t.close());

describe('managing hosts and observers', () => {
  it('adds, lists, edits and deletes; refuses a duplicate e-mail with A5203', async () => {
    const d = await newDiscussion(t, owner);
    const added = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'host',
      name: 'Hana',
      email: 'Hana@Example.com',
    });
    expect(added.code).toBe('00000');
    expect(added.data).toMatchObject({ role: 'host', email: 'hana@example.com', userId: null, status: 0 });
    const dup = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'observer',
      name: 'Other',
      email: 'hana@example.com',
    });
    expect(dup.code).toBe('A5203');
    const edited = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      id: added.data.id,
      role: 'observer',
      name: 'Hana K',
      email: 'hana@example.com',
    });
    expect(edited.data).toMatchObject({ role: 'observer', name: 'Hana K' });
    const list = await as(owner, discussionManagerApi.list, { surveyCode: d.code });
    expect(list.data.managers.map((m) => m.name)).toEqual(['Hana K']);
    expect(list.data.published).toBe(false);
    expect(
      (await as(owner, discussionManagerApi.delete, { surveyCode: d.code, id: added.data.id })).code,
    ).toBe('00000');
    expect((await as(owner, discussionManagerApi.list, { surveyCode: d.code })).data.managers).toEqual([]);
  });

  it('refuses other users (A5211), ids of another project (A0404) and plain surveys (A0404)', async () => {
    const d = await newDiscussion(t, owner);
    const other = await newDiscussion(t, owner);
    const m = await as(owner, discussionManagerApi.update, {
      surveyCode: other.code,
      role: 'host',
      name: 'X',
      email: 'x@example.com',
    });
    for (const [endpoint, input] of [
      [discussionManagerApi.list, { surveyCode: d.code }],
      [discussionManagerApi.update, { surveyCode: d.code, role: 'host', name: 'Y', email: 'y@example.com' }],
      [discussionManagerApi.delete, { surveyCode: other.code, id: m.data.id }],
      [discussionManagerApi.email, { surveyCode: other.code, id: m.data.id }],
    ] as const)
      expect((await as(stranger, endpoint, input as never)).code).toBe('A5211');
    expect((await as(owner, discussionManagerApi.delete, { surveyCode: d.code, id: m.data.id })).code).toBe(
      'A0404',
    );
    expect((await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id })).code).toBe(
      'A0404',
    );
    const plain = await newSurvey(t, owner);
    expect((await as(owner, discussionManagerApi.list, { surveyCode: plain })).code).toBe('A0404');
  });

  it('refuses bad input with A0400', async () => {
    const d = await newDiscussion(t, owner);
    const bad = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'boss' as never,
      name: '',
      email: 'not-an-email',
    });
    expect(bad.code).toBe('A0400');
  });
});

describe('the invite', () => {
  it('mails a link through the outbox; accepting sets the account and ends the link', async () => {
    const d = await newDiscussion(t, owner, ['Ann'], true);
    const m = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'host',
      name: 'Ivy',
      email: 'ivy@example.com',
    });
    const sent = await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id });
    expect(sent.code).toBe('00000');
    expect(sent.data.invitedAt).not.toBeNull();
    const mail = t.mail.filter((x) => x.to === 'ivy@example.com').at(-1)!;
    expect(mail.text).toContain('https://cairn.test/designer/h5/interview-invite?token=');
    const token = tokenFromMail(t, 'ivy@example.com');
    const info = await t.api(discussionManagerApi.inviteInfo, { token });
    expect(info.body.data).toMatchObject({ role: 'host', name: 'Ivy', inviterName: 'owner' });
    const ivy = (await registerAndLogin(t, 'ivy', 'ivy-pass-1')).token;
    const accepted = await as(ivy, discussionManagerApi.accept, { token });
    expect(accepted.data).toEqual({ surveyCode: d.code, role: 'host' });
    const [row] = await t.database.db
      .select()
      .from(discussionManagers)
      .where(eq(discussionManagers.id, m.data.id));
    expect(row).toMatchObject({ inviteHash: null });
    expect(row!.userId).not.toBeNull();
    // Used once: the link is gone; an accepted manager needs no invite.
    expect((await t.api(discussionManagerApi.inviteInfo, { token })).body.code).toBe('A5221');
    expect((await as(ivy, discussionManagerApi.accept, { token })).code).toBe('A5221');
    expect((await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id })).code).toBe(
      'A5204',
    );
    // Published and accepted: host status 1 (derived).
    const list = await as(owner, discussionManagerApi.list, { surveyCode: d.code });
    expect(list.data.managers[0]!.status).toBe(1);
  });

  it('replaces the link when sent again, and expires it after 14 days', async () => {
    const d = await newDiscussion(t, owner);
    const m = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'observer',
      name: 'Oz',
      email: 'oz@example.com',
    });
    await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id });
    const first = tokenFromMail(t, 'oz@example.com');
    await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id });
    const second = tokenFromMail(t, 'oz@example.com');
    expect((await t.api(discussionManagerApi.inviteInfo, { token: first })).body.code).toBe('A5221');
    expect((await t.api(discussionManagerApi.inviteInfo, { token: second })).body.code).toBe('00000');
    t.advance(14 * 24 * 3600_000 + 1);
    expect((await t.api(discussionManagerApi.inviteInfo, { token: second })).body.code).toBe('A5221');
    owner = (await login(t, 'owner', 'owner-pass-1')).token;
    stranger = (await login(t, 'stranger', 'stranger-pass-1')).token;
  });

  it('refuses a second manager row for one account in a project (A5206)', async () => {
    const d = await newDiscussion(t, owner);
    const dual = await acceptedManager(t, owner, d.code, 'host', 'Dual');
    const m = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      role: 'observer',
      name: 'Dual again',
      email: 'dual2@example.com',
    });
    await as(owner, discussionManagerApi.email, { surveyCode: d.code, id: m.data.id });
    expect(
      (await as(dual.token, discussionManagerApi.accept, { token: tokenFromMail(t, 'dual2@example.com') }))
        .code,
    ).toBe('A5206');
  });

  it('a changed e-mail clears the acceptance', async () => {
    const d = await newDiscussion(t, owner);
    const h = await acceptedManager(t, owner, d.code, 'host', 'Moved');
    const edited = await as(owner, discussionManagerApi.update, {
      surveyCode: d.code,
      id: h.id,
      role: 'host',
      name: 'Moved',
      email: 'moved-new@example.com',
    });
    expect(edited.data.userId).toBeNull();
    expect((await as(h.token, interviewApi.console, { surveyCode: d.code })).code).toBe('A5202');
  });
});

describe('what a manager reaches', () => {
  it('their console, not the design, settings or another project; a removed one nothing', async () => {
    const d = await newDiscussion(t, owner, ['Ann'], true);
    const other = await newDiscussion(t, owner, ['Bob'], true);
    const host = await acceptedManager(t, owner, d.code, 'host', 'Reach');
    expect((await as(host.token, interviewApi.console, { surveyCode: d.code })).code).toBe('00000');
    expect((await as(host.token, interviewApi.console, { surveyCode: other.code })).code).toBe('A5202');
    expect((await as(host.token, interviewApi.live, { surveyCode: other.code })).code).toBe('A5202');
    expect((await as(host.token, nodesApi.tree, { surveyCode: d.code })).code).toBe('A0403');
    expect(
      (await as(host.token, settingsApi.save, { surveyCode: d.code, settings: {} } as never)).code,
    ).not.toBe('00000');
    expect((await as(host.token, discussionManagerApi.list, { surveyCode: d.code })).code).toBe('A5211');
    await as(owner, discussionManagerApi.delete, { surveyCode: d.code, id: host.id });
    expect((await as(host.token, interviewApi.console, { surveyCode: d.code })).code).toBe('A5202');
  });

  it('publishing needs an interviewee on the roll (A5505)', async () => {
    const d = await newDiscussion(t, owner);
    const res = await launch(t, owner, d.code);
    expect(JSON.stringify(res)).toContain('A5505');
  });
});
