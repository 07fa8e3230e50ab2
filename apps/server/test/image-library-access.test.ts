import { imageLibraryApi as api, type ImageFolder, type LibraryImage } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organizations, users } from '../src/db/schema/index.ts';
import { createFolder, folders, listImages, upload, uploaded, userIdOf } from './support/image-library.ts';
import { png } from './support/images.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a user can see of their library, to prove that a refused call changed nothing. */
async function snapshot(token: string, dataType: 0 | 1 = 0) {
  const list = await listImages(t, token, { dataType, pageSize: 200 });
  return {
    folders: await folders(t, token, dataType),
    images: list.body.data.records.map(({ url: _url, ...rest }) => rest),
  };
}

describe('another user', () => {
  let alice: string;
  let bob: string;
  let folder: ImageFolder;
  let image: LibraryImage;
  beforeAll(async () => {
    ({ token: alice } = await registerAndLogin(t, 'alice', 'alice-pass-1'));
    ({ token: bob } = await registerAndLogin(t, 'bob', 'bob-pass-1'));
    folder = await createFolder(t, alice, 'Private');
    const saved = await uploaded(t, alice, {
      files: [{ fileName: 'secret.png', content: png(1, 1) }],
      fields: { folderId: String(folder.id) },
    });
    image = saved[0]!;
  });

  it('never sees someone’s folders or images in their own lists', async () => {
    expect((await folders(t, bob)).map((f) => f.name)).toEqual(['默认文件夹']);
    expect((await listImages(t, bob)).body.data.total).toBe(0);
    expect((await t.api(api.amount, {}, { token: bob })).body.data).toMatchObject({ total: 0 });
  });

  it('is answered A0404 on every call naming someone’s ids, and nothing changes', async () => {
    const before = await snapshot(alice);
    const [bobImage] = await uploaded(t, bob, { files: [{ fileName: 'mine.png', content: png(1, 1) }] });
    const as = { token: bob };
    const calls: [string, () => Promise<{ body: { code: string } }>][] = [
      ['list', () => t.api(api.list, { folderId: folder.id }, as)],
      ['renameFolder', () => t.api(api.renameFolder, { id: folder.id, name: 'pwned' }, as)],
      ['moveFolder', () => t.api(api.moveFolder, { id: folder.id, position: 5 }, as)],
      ['removeFolder', () => t.api(api.removeFolder, { id: folder.id }, as)],
      ['rename', () => t.api(api.rename, { id: image.id, originalName: 'pwned.png' }, as)],
      ['move hers', () => t.api(api.move, { ids: [image.id], folderId: 0 }, as)],
      ['move into her folder', () => t.api(api.move, { ids: [bobImage!.id], folderId: folder.id }, as)],
      ['remove hers', () => t.api(api.remove, { ids: [image.id] }, as)],
      ['remove with hers', () => t.api(api.remove, { ids: [bobImage!.id, image.id] }, as)],
    ];
    for (const [name, call] of calls) expect((await call()).body.code, name).toBe('A0404');
    const intoHerFolder = await upload(t, bob, { fields: { folderId: String(folder.id) } });
    expect(intoHerFolder.body.code).toBe('A0404');
    expect(await snapshot(alice)).toEqual(before);
    expect((await listImages(t, bob)).body.data.records.map((r) => r.id)).toEqual([bobImage!.id]);
  });

  it('answers the same for ids that do not exist, so ids reveal nothing', async () => {
    const missing = await t.api(api.rename, { id: 987654, originalName: 'x.png' }, { token: bob });
    const theirs = await t.api(api.rename, { id: image.id, originalName: 'x.png' }, { token: bob });
    expect(missing.body).toEqual(theirs.body);
  });
});

describe('company library (dataType 1)', () => {
  const tokens: Record<string, string> = {};
  let orgId: number;

  async function member(username: string, role: number, codes: string[], org = orgId, thirdType?: number) {
    const { token } = await registerAndLogin(t, username, `${username}-pass-1`);
    const userId = await userIdOf(t, token);
    await t.deps.db.insert(memberships).values({ userId, organizationId: org, role, permissionCodes: codes });
    if (thirdType !== undefined) await t.deps.db.update(users).set({ thirdType }).where(eq(users.id, userId));
    tokens[username] = token;
  }

  beforeAll(async () => {
    const [org] = await t.deps.db.insert(organizations).values({ name: 'Acme' }).returning();
    const [otherOrg] = await t.deps.db.insert(organizations).values({ name: 'Globex' }).returning();
    orgId = org!.id;
    await member('admin', 1, []);
    await member('viewer', 3, ['COMPANY_LIBRARY_VIEW']);
    await member('editor', 3, ['COMPANY_LIBRARY_EDIT']);
    await member('plain', 3, ['ORG_PROJECT_VIEW']);
    await member('partner', 3, ['COMPANY_LIBRARY_VIEW', 'COMPANY_LIBRARY_EDIT'], orgId, 1);
    await member('partneradmin', 1, [], orgId, 1);
    await member('outsider', 1, [], otherOrg!.id);
    ({ token: tokens.loner } = await registerAndLogin(t, 'loner', 'loner-pass-1'));
  });

  it('is shared by the organisation: the admin’s uploads are seen by viewers and editors', async () => {
    const folder = await createFolder(t, tokens.admin!, 'Brand', 1);
    expect(folder.dataType).toBe(1);
    const [image] = await uploaded(t, tokens.admin!, {
      files: [{ fileName: 'logo.png', content: png(4, 4) }],
      fields: { dataType: '1', folderId: String(folder.id) },
    });
    expect(image!.dataType).toBe(1);
    for (const who of ['admin', 'viewer', 'editor']) {
      const list = await listImages(t, tokens[who]!, { dataType: 1 });
      expect(
        list.body.data.records.map((r) => r.id),
        who,
      ).toEqual([image!.id]);
      expect(
        (await folders(t, tokens[who]!, 1)).map((f) => f.name),
        who,
      ).toEqual(['默认文件夹', 'Brand']);
      expect((await t.api(api.amount, { dataType: 1 }, { token: tokens[who]! })).body.data).toMatchObject({
        total: 1,
      });
    }
    // The company library is not anyone's personal library.
    expect((await listImages(t, tokens.admin!)).body.data.total).toBe(0);
  });

  it('lets an editor change it and refuses a viewer every change with A0403, changing nothing', async () => {
    const [image] = await uploaded(t, tokens.editor!, {
      files: [{ fileName: 'by-editor.png', content: png(1, 1) }],
      fields: { dataType: '1' },
    });
    const folder = await createFolder(t, tokens.editor!, 'Editor folder', 1);
    const renamed = await t.api(
      api.rename,
      { id: image!.id, originalName: 'renamed.png' },
      { token: tokens.editor! },
    );
    expect(renamed.body.code).toBe('00000');
    const before = await snapshot(tokens.admin!, 1);
    const viewer = tokens.viewer!;
    const as = { token: viewer };
    const changes: [string, () => Promise<{ body: { code: string } }>][] = [
      ['createFolder', () => t.api(api.createFolder, { name: 'nope', dataType: 1 }, as)],
      ['renameFolder', () => t.api(api.renameFolder, { id: folder.id, name: 'nope' }, as)],
      ['moveFolder', () => t.api(api.moveFolder, { id: folder.id, position: 0 }, as)],
      ['removeFolder', () => t.api(api.removeFolder, { id: folder.id }, as)],
      ['rename', () => t.api(api.rename, { id: image!.id, originalName: 'nope.png' }, as)],
      ['move', () => t.api(api.move, { ids: [image!.id], folderId: folder.id }, as)],
      ['remove', () => t.api(api.remove, { ids: [image!.id] }, as)],
    ];
    for (const [name, call] of changes) expect((await call()).body.code, name).toBe('A0403');
    expect((await upload(t, viewer, { fields: { dataType: '1' } })).body.code).toBe('A0403');
    expect(await snapshot(tokens.admin!, 1)).toEqual(before);
    const moved = await t.api(api.move, { ids: [image!.id], folderId: folder.id }, { token: tokens.editor! });
    expect(moved.body.code).toBe('00000');
    const removed = await t.api(api.remove, { ids: [image!.id] }, { token: tokens.admin! });
    expect(removed.body.code).toBe('00000');
  });

  it('refuses members without a library code, partner accounts and people outside: A0403 on lists, A0404 on ids', async () => {
    const [image] = await uploaded(t, tokens.admin!, {
      files: [{ fileName: 'company.png', content: png(1, 1) }],
      fields: { dataType: '1' },
    });
    const [companyFolder] = await folders(t, tokens.admin!, 1);
    const before = await snapshot(tokens.admin!, 1);
    for (const who of ['plain', 'partner', 'partneradmin', 'outsider', 'loner']) {
      const token = tokens[who]!;
      const lists = [
        await t.api(api.folders, { dataType: 1 }, { token }),
        await t.api(api.list, { dataType: 1 }, { token }),
        await t.api(api.amount, { dataType: 1 }, { token }),
        await t.api(api.createFolder, { name: 'x', dataType: 1 }, { token }),
        await upload(t, token, { fields: { dataType: '1' } }),
      ];
      if (who === 'outsider') {
        // An admin of another organisation reaches only their own company library.
        expect(
          lists.map((r) => r.body.code),
          who,
        ).toEqual(['00000', '00000', '00000', '00000', '00000']);
      } else {
        expect(
          lists.map((r) => r.body.code),
          who,
        ).toEqual(['A0403', 'A0403', 'A0403', 'A0403', 'A0403']);
      }
      const byId = [
        await t.api(api.rename, { id: image!.id, originalName: 'x.png' }, { token }),
        await t.api(api.move, { ids: [image!.id], folderId: 0 }, { token }),
        await t.api(api.remove, { ids: [image!.id] }, { token }),
        await t.api(api.renameFolder, { id: companyFolder!.id, name: 'x' }, { token }),
        await t.api(api.moveFolder, { id: companyFolder!.id, position: 1 }, { token }),
        await t.api(api.removeFolder, { id: companyFolder!.id }, { token }),
      ];
      expect(
        byId.map((r) => r.body.code),
        who,
      ).toEqual(Array(6).fill('A0404'));
    }
    expect(await snapshot(tokens.admin!, 1)).toEqual(before);
    // Partner accounts keep their own library.
    expect((await upload(t, tokens.partner!)).body.code).toBe('00000');
  });

  it('keeps company images and personal folders apart', async () => {
    const [image] = await uploaded(t, tokens.editor!, {
      files: [{ fileName: 'c.png', content: png(1, 1) }],
      fields: { dataType: '1' },
    });
    const personal = await createFolder(t, tokens.editor!, 'Mine');
    const res = await t.api(api.move, { ids: [image!.id], folderId: personal.id }, { token: tokens.editor! });
    expect(res.body.code).toBe('A0400');
    const intoPersonal = await upload(t, tokens.editor!, {
      fields: { dataType: '1', folderId: String(personal.id) },
    });
    expect(intoPersonal.body.code).toBe('A0404');
    const listPersonalAsCompany = await listImages(t, tokens.editor!, { dataType: 1, folderId: personal.id });
    expect(listPersonalAsCompany.body.code).toBe('A0404');
  });
});
