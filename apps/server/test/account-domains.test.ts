import { domainApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDomain } from '../src/modules/account/domains.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ann = '';
let bob = '';
beforeAll(async () => {
  t = await createTestApp();
  ann = (await registerAndLogin(t, 'domain.ann', 'domain-ann-1')).token;
  bob = (await registerAndLogin(t, 'domain.bob', 'domain-bob-1')).token;
});
afterAll(() => t.close());

const add = (token: string, domain: string) => t.api(domainApi.add, { domain }, { token });

describe('e-mail domains', () => {
  it('refuses malformed domains (A2008) and public mailbox providers (A2009)', async () => {
    for (const domain of ['nodot', '-bad.com', 'a..b.com', 'x.c0m', 'exa mple.com']) {
      expect((await add(ann, domain)).body.code).toBe('A2008');
    }
    expect((await add(ann, 'Gmail.com')).body.code).toBe('A2009');
  });

  it('puts a claim under review and answers A2021, A2019, A2020 as the operator decides', async () => {
    const claimed = await add(ann, 'Acme.example');
    expect(claimed.body.data).toMatchObject({ domain: 'acme.example', status: 0 });
    expect((await add(ann, 'acme.example')).body.code).toBe('A2021');
    // Another account cannot claim it while it is held: it needs the operator (A2010).
    expect((await add(bob, 'acme.example')).body.code).toBe('A2010');
    await decideDomain(t.database.db, claimed.body.data.id, true, t.deps.now());
    expect((await add(ann, 'acme.example')).body.code).toBe('A2019');

    const other = await add(ann, 'other.example');
    await decideDomain(t.database.db, other.body.data.id, false, t.deps.now());
    expect((await add(ann, 'other.example')).body.code).toBe('A2020');
    // A rejected claim holds nothing: another account may claim the domain.
    expect((await add(bob, 'other.example')).body.data.status).toBe(0);

    const list = await t.api(domainApi.list, {}, { token: ann });
    expect(list.body.data.map((d) => [d.domain, d.status])).toEqual([
      ['acme.example', 1],
      ['other.example', 2],
    ]);
  });

  it('removes only the caller’s own domains: another’s answers A0404', async () => {
    const [mine] = (await t.api(domainApi.list, {}, { token: ann })).body.data;
    const theirs = await t.api(domainApi.remove, { id: mine!.id }, { token: bob });
    expect(theirs.body.code).toBe('A0404');
    expect((await t.api(domainApi.remove, { id: mine!.id }, { token: ann })).body.code).toBe('00000');
    expect((await t.api(domainApi.list, {}, { token: ann })).body.data).toHaveLength(1);
  });
});
