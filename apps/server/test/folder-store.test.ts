import { projectsApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys, users } from '../src/db/schema/index.ts';
import {
  countInFolders,
  createFolder,
  ensureDefaultFolder,
  findFolder,
  listFolders,
  moveFolder,
  removeFolder,
  renameFolder,
} from '../src/modules/folders/folder-store.ts';
import { imageFolderTable } from '../src/modules/image-library/folder-repo.ts';
import { projectFolders } from '../src/modules/projects/folder-repo.ts';
import { questionFolderTable } from '../src/modules/question-library/folder-repo.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The shared folder store (modules/folders) driven directly with each family's FolderTable: one
 * implementation, the families' rules kept (see ARCHITECTURE "Folders").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userIdOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const codeOf = (error: unknown) => (error as { code?: string }).code;
const failure = (promise: Promise<unknown>) => promise.then(() => 'no error', codeOf);

describe('folder store', () => {
  it('keeps each family’s name rules: projects A0400, questions A0216 (and 默认文件夹), images allow twins', async () => {
    await registerAndLogin(t, 'stella', 'stella-pass-1');
    const ownerId = await userIdOf('stella');
    const db = t.database.db;
    const now = t.deps.now();
    const library = { dataType: 0, ownerId, organizationId: null };

    await createFolder(db, projectFolders, { ownerId }, 'Plans', now);
    expect(await failure(createFolder(db, projectFolders, { ownerId }, 'PLANS', now))).toBe('A0400');

    await createFolder(db, questionFolderTable, library, 'Plans', now);
    expect(await failure(createFolder(db, questionFolderTable, library, 'plans', now))).toBe('A0216');
    expect(await failure(createFolder(db, questionFolderTable, library, 'Default folder', now))).toBe(
      'A0216',
    );

    await createFolder(db, imageFolderTable, library, 'Plans', now);
    await createFolder(db, imageFolderTable, library, 'plans', now);
    expect((await listFolders(db, imageFolderTable, library)).map((f) => f.name)).toEqual([
      '默认文件夹',
      'Plans',
      'plans',
    ]);
    // Projects have no default folder; the libraries made theirs on the first create.
    expect((await listFolders(db, projectFolders, { ownerId })).map((f) => f.isDefault)).toEqual([false]);
    expect((await listFolders(db, questionFolderTable, library)).map((f) => [f.name, f.position])).toEqual([
      ['默认文件夹', 0],
      ['Plans', 1],
    ]);
  });

  it('keeps the default folder (A0403 rename; A5204 / A0403 remove) and makes it once', async () => {
    await registerAndLogin(t, 'dario', 'dario-pass-1');
    const ownerId = await userIdOf('dario');
    const db = t.database.db;
    const library = { dataType: 0, ownerId, organizationId: null };
    const [a, b] = await Promise.all([
      ensureDefaultFolder(db, questionFolderTable, library, t.deps.now()),
      ensureDefaultFolder(db, questionFolderTable, library, t.deps.now()),
    ]);
    expect(a.id).toBe(b.id);
    expect(await failure(renameFolder(db, questionFolderTable, a, 'x'))).toBe('A0403');
    expect(await failure(removeFolder(db, questionFolderTable, a))).toBe('A5204');
    const image = await ensureDefaultFolder(db, imageFolderTable, library, t.deps.now());
    expect(await failure(removeFolder(db, imageFolderTable, image))).toBe('A0403');
    await expect(ensureDefaultFolder(db, projectFolders, { ownerId }, 0)).rejects.toThrow(
      /no default folder/,
    );
  });

  it('reorders a library, counts live contents and unfiles them when the folder goes', async () => {
    const { token } = await registerAndLogin(t, 'ines', 'ines-pass-1');
    const ownerId = await userIdOf('ines');
    const db = t.database.db;
    const library = { dataType: 0, ownerId, organizationId: null };
    const now = t.deps.now();
    const one = await createFolder(db, imageFolderTable, library, 'one', now);
    const two = await createFolder(db, imageFolderTable, library, 'two', now);
    const moved = await moveFolder(db, imageFolderTable, two, 0);
    expect(moved.map((f) => [f.name, f.position])).toEqual([
      ['two', 0],
      ['默认文件夹', 1],
      ['one', 2],
    ]);
    expect((await findFolder(db, imageFolderTable, one.id))?.position).toBe(2);

    const folder = await createFolder(db, projectFolders, { ownerId }, 'Q3', now);
    const kept = await t.api(projectsApi.init, { title: 'kept', folderId: folder.id }, { token });
    const binned = await t.api(projectsApi.init, { title: 'binned', folderId: folder.id }, { token });
    await t.api(projectsApi.recycle, { code: binned.body.data.code }, { token });
    expect(await countInFolders(db, projectFolders, [folder.id])).toEqual(new Map([[folder.id, 1]]));

    await removeFolder(db, projectFolders, folder);
    expect(await findFolder(db, projectFolders, folder.id)).toBeUndefined();
    const rows = await db.select().from(surveys).where(eq(surveys.ownerId, ownerId));
    expect(rows.map((r) => [r.code === kept.body.data.code, r.folderId])).toEqual(
      expect.arrayContaining([
        [true, null],
        [false, null],
      ]),
    );
  });
});
