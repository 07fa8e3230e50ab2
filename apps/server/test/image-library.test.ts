import { imageLibraryApi as api, fillPath, fullPath } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolder, folders, listImages, uploaded } from './support/image-library.ts';
import { png } from './support/images.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (records: { originalName: string }[]) => records.map((r) => r.originalName);
const one = (fileName: string) => ({ files: [{ fileName, content: png(1, 1) }] });

describe('image folders', () => {
  it('creates the default folder once, on first list, named in the caller’s language', async () => {
    const { token } = await registerAndLogin(t, 'fiona', 'fiona-pass-1');
    const first = await folders(t, token);
    expect(first).toEqual([
      expect.objectContaining({ name: '默认文件夹', isDefault: true, dataType: 0, position: 0 }),
    ]);
    expect(await folders(t, token)).toEqual(first);
    const en = await t.api(api.folders, {}, { token, headers: { 'accept-language': 'en-US' } });
    expect(en.body.data.map((f) => f.name)).toEqual(['Default folder']);
    // Two first calls at once still give one default folder.
    const { token: other } = await registerAndLogin(t, 'fiona2', 'fiona2-pass-1');
    await Promise.all([folders(t, other), folders(t, other), folders(t, other)]);
    expect((await folders(t, other)).filter((f) => f.isDefault)).toHaveLength(1);
  });

  it('creates folders at the end, renames them, and keeps the default folder’s name', async () => {
    const { token } = await registerAndLogin(t, 'gary', 'gary-pass-1');
    const a = await createFolder(t, token, '  Logos  ');
    expect(a).toMatchObject({ name: 'Logos', isDefault: false, position: 1 });
    const b = await createFolder(t, token, '产品图');
    expect(b.position).toBe(2);
    const renamed = await t.api(api.renameFolder, { id: a.id, name: 'Brand' }, { token });
    expect(renamed.body).toMatchObject({ code: '00000', data: { id: a.id, name: 'Brand' } });
    const [def] = await folders(t, token);
    const renameDefault = await t.api(api.renameFolder, { id: def!.id, name: 'x' }, { token });
    expect(renameDefault.body.code).toBe('A0403');
    expect((await t.api(api.createFolder, { name: '   ' }, { token })).body.code).toBe('A0400');
    expect((await t.api(api.createFolder, { name: 'x'.repeat(51) }, { token })).body.code).toBe('A0400');
    // A data type the schema has no room for: sent as is.
    const wrongType = await t.call('POST', fullPath(api.createFolder), {
      token,
      body: { name: 'x', dataType: 2 },
    });
    expect(wrongType.body.code).toBe('A0400');
    expect((await t.api(api.renameFolder, { id: 999999, name: 'x' }, { token })).body.code).toBe('A0404');
    expect((await folders(t, token)).map((f) => f.name)).toEqual(['默认文件夹', 'Brand', '产品图']);
  });

  it('reorders with folder/update: moves one folder to a position, the others keep their order', async () => {
    const { token } = await registerAndLogin(t, 'hana', 'hana-pass-1');
    const [def] = await folders(t, token);
    const a = await createFolder(t, token, 'A');
    const b = await createFolder(t, token, 'B');
    const c = await createFolder(t, token, 'C');
    const moved = await t.api(api.moveFolder, { id: c.id, position: 0 }, { token });
    expect(moved.body.data.map((f) => [f.name, f.position])).toEqual([
      ['C', 0],
      ['默认文件夹', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await t.api(api.moveFolder, { id: def!.id, position: 99 }, { token });
    expect((await folders(t, token)).map((f) => f.name)).toEqual(['C', 'A', 'B', '默认文件夹']);
    await t.api(api.moveFolder, { id: a.id, position: 2 }, { token });
    expect((await folders(t, token)).map((f) => f.id)).toEqual([c.id, b.id, a.id, def!.id]);
    expect((await t.api(api.moveFolder, { id: a.id, position: -1 }, { token })).body.code).toBe('A0400');
    expect((await t.api(api.moveFolder, { id: 999999, position: 0 }, { token })).body.code).toBe('A0404');
  });

  it('removes a folder, leaving its images unclassified; the default folder stays', async () => {
    const { token } = await registerAndLogin(t, 'ivan', 'ivan-pass-1');
    const folder = await createFolder(t, token, 'Old');
    const [image] = await uploaded(t, token, { ...one('keep.png'), fields: { folderId: String(folder.id) } });
    expect(image!.folderId).toBe(folder.id);
    const removed = await t.api(api.removeFolder, { id: folder.id }, { token });
    expect(removed.body.code).toBe('00000');
    expect((await folders(t, token)).map((f) => f.id)).not.toContain(folder.id);
    const unclassified = await listImages(t, token, { folderId: 0 });
    expect(unclassified.body.data.records.map((r) => [r.id, r.folderId])).toEqual([[image!.id, 0]]);
    expect((await t.api(api.removeFolder, { id: folder.id }, { token })).body.code).toBe('A0404');
    const [def] = await folders(t, token);
    expect((await t.api(api.removeFolder, { id: def!.id }, { token })).body.code).toBe('A0403');
    const notAnId = `/api${fillPath(api.removeFolder, { id: 'abc' })}`;
    expect((await t.call('POST', notAnId, { token })).body.code).toBe('A0400');
  });
});

describe('image list', () => {
  let token: string;
  let folderId: number;
  beforeAll(async () => {
    ({ token } = await registerAndLogin(t, 'julia', 'julia-pass-1'));
    folderId = (await createFolder(t, token, 'Shots')).id;
    for (let i = 1; i <= 12; i++) {
      const name =
        i === 3 ? '100%_off.png' : i === 4 ? '100x_off.png' : `Photo ${String(i).padStart(2, '0')}.png`;
      await uploaded(t, token, { ...one(name), fields: { folderId: i % 2 ? String(folderId) : '0' } });
      t.advance(1000);
    }
  });

  it('pages newest first with total, page and pageSize', async () => {
    const first = await listImages(t, token, { pageSize: 5 });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 5, total: 12 });
    expect(names(first.body.data.records)).toEqual([
      'Photo 12.png',
      'Photo 11.png',
      'Photo 10.png',
      'Photo 09.png',
      'Photo 08.png',
    ]);
    const third = await listImages(t, token, { pageSize: 5, page: 3 });
    expect(names(third.body.data.records)).toEqual(['Photo 02.png', 'Photo 01.png']);
    const beyond = await listImages(t, token, { pageSize: 5, page: 9 });
    expect(beyond.body.data).toMatchObject({ total: 12, records: [] });
    const defaults = await listImages(t, token);
    expect(defaults.body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(defaults.body.data.records).toHaveLength(10);
    const bads: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '201' },
      { folderId: '-3' },
      { dataType: '3' },
      { page: 'x' },
    ];
    for (const bad of bads) {
      const res = await t.call('GET', fullPath(api.list), { token, query: bad });
      expect(res.body.code, JSON.stringify(bad)).toBe('A0400');
    }
  });

  it('filters by folder: -2 all, 0 unclassified, or one folder', async () => {
    expect((await listImages(t, token, { folderId: -2 })).body.data.total).toBe(12);
    const unclassified = await listImages(t, token, { folderId: 0, pageSize: 50 });
    expect(unclassified.body.data.total).toBe(6);
    expect(unclassified.body.data.records.every((r) => r.folderId === 0)).toBe(true);
    const inFolder = await listImages(t, token, { folderId, pageSize: 50 });
    expect(inFolder.body.data.total).toBe(6);
    expect(inFolder.body.data.records.every((r) => r.folderId === folderId)).toBe(true);
    expect((await listImages(t, token, { folderId: 999999 })).body.code).toBe('A0404');
  });

  it('searches names by keyword, case-insensitively, with % and _ taken literally', async () => {
    expect(names((await listImages(t, token, { keyword: 'photo 1' })).body.data.records)).toEqual([
      'Photo 12.png',
      'Photo 11.png',
      'Photo 10.png',
    ]);
    expect(names((await listImages(t, token, { keyword: '100%' })).body.data.records)).toEqual([
      '100%_off.png',
    ]);
    expect(names((await listImages(t, token, { keyword: '%_' })).body.data.records)).toEqual([
      '100%_off.png',
    ]);
    expect((await listImages(t, token, { keyword: 'nothing like it' })).body.data.total).toBe(0);
    const combined = await listImages(t, token, { keyword: 'photo', folderId: 0, pageSize: 2 });
    expect(combined.body.data.total).toBe(5);
    expect(combined.body.data.records).toHaveLength(2);
  });

  it('gives every record a working signed url and the documented fields', async () => {
    const [record] = (await listImages(t, token, { pageSize: 1 })).body.data.records;
    expect(Object.keys(record!).sort()).toEqual(
      [
        'createdAt',
        'dataType',
        'folderId',
        'height',
        'id',
        'key',
        'mime',
        'originalName',
        'size',
        'url',
        'width',
      ].sort(),
    );
    expect((await t.app.inject({ method: 'GET', url: record!.url })).statusCode).toBe(200);
    t.advance(2 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: record!.url })).statusCode).toBe(403);
    const again = await login(t, 'julia', 'julia-pass-1'); // the access token has expired meanwhile
    const [fresh] = (await listImages(t, again.token, { pageSize: 1 })).body.data.records;
    expect((await t.app.inject({ method: 'GET', url: fresh!.url })).statusCode).toBe(200);
  });
});

describe('renaming, moving, removing and counting images', () => {
  it('renames an image (the stored file stays)', async () => {
    const { token } = await registerAndLogin(t, 'karl', 'karl-pass-1');
    const [image] = await uploaded(t, token, one('before.png'));
    const res = await t.api(api.rename, { id: image!.id, originalName: ' after.png ' }, { token });
    expect(res.body.data).toMatchObject({ originalName: 'after.png', key: image!.key });
    expect((await t.api(api.rename, { id: image!.id, originalName: '' }, { token })).body.code).toBe('A0400');
    expect((await t.api(api.rename, { id: 999999, originalName: 'x' }, { token })).body.code).toBe('A0404');
  });

  it('moves images to a folder and back to unclassified, all or nothing', async () => {
    const { token } = await registerAndLogin(t, 'lena', 'lena-pass-1');
    const folder = await createFolder(t, token, 'Target');
    const saved = await uploaded(t, token, {
      files: [
        { fileName: 'a.png', content: png(1, 1) },
        { fileName: 'b.png', content: png(1, 1) },
      ],
    });
    const ids = saved.map((s) => s.id);
    expect((await t.api(api.move, { ids, folderId: folder.id }, { token })).body.code).toBe('00000');
    expect((await listImages(t, token, { folderId: folder.id })).body.data.total).toBe(2);
    const partly = await t.api(api.move, { ids: [ids[0]!, 999999], folderId: 0 }, { token });
    expect(partly.body.code).toBe('A0404');
    expect((await listImages(t, token, { folderId: folder.id })).body.data.total).toBe(2);
    expect((await t.api(api.move, { ids: [ids[0]!], folderId: 0 }, { token })).body.code).toBe('00000');
    expect((await listImages(t, token, { folderId: 0 })).body.data.records.map((r) => r.id)).toEqual([
      ids[0],
    ]);
    expect((await t.api(api.move, { ids, folderId: 999999 }, { token })).body.code).toBe('A0404');
    expect((await t.api(api.move, { ids: [], folderId: 0 }, { token })).body.code).toBe('A0400');
    expect((await t.api(api.move, { ids, folderId: -2 }, { token })).body.code).toBe('A0400');
  });

  it('removes images and their files, all or nothing', async () => {
    const { token } = await registerAndLogin(t, 'mona', 'mona-pass-1');
    const saved = await uploaded(t, token, {
      files: [
        { fileName: 'a.png', content: png(1, 1) },
        { fileName: 'b.png', content: png(1, 1) },
      ],
    });
    const refused = await t.api(api.remove, { ids: [saved[0]!.id, 999999] }, { token });
    expect(refused.body.code).toBe('A0404');
    expect((await listImages(t, token)).body.data.total).toBe(2);
    const res = await t.api(api.remove, { ids: [saved[0]!.id, saved[0]!.id] }, { token });
    expect(res.body.code).toBe('00000');
    expect((await listImages(t, token)).body.data.records.map((r) => r.id)).toEqual([saved[1]!.id]);
    expect((await t.app.inject({ method: 'GET', url: saved[0]!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: saved[1]!.url })).statusCode).toBe(200);
    expect((await t.api(api.remove, { ids: [saved[0]!.id] }, { token })).body.code).toBe('A0404');
  });

  it('counts images per folder, unclassified and in all', async () => {
    const { token } = await registerAndLogin(t, 'nina', 'nina-pass-1');
    const empty = await t.api(api.amount, {}, { token });
    const [def] = await folders(t, token);
    expect(empty.body.data).toEqual({
      total: 0,
      unclassified: 0,
      folders: [{ folderId: def!.id, amount: 0 }],
    });
    const folder = await createFolder(t, token, 'Two');
    await uploaded(t, token, one('d.png'));
    await uploaded(t, token, { ...one('u.png'), fields: { folderId: '0' } });
    await uploaded(t, token, { ...one('f1.png'), fields: { folderId: String(folder.id) } });
    await uploaded(t, token, { ...one('f2.png'), fields: { folderId: String(folder.id) } });
    const amount = await t.api(api.amount, { dataType: 0 }, { token });
    expect(amount.body.data).toEqual({
      total: 4,
      unclassified: 1,
      folders: [
        { folderId: def!.id, amount: 1 },
        { folderId: folder.id, amount: 2 },
      ],
    });
    expect((await t.api(api.amount, { dataType: 1 }, { token })).body.code).toBe('A0403');
  });
});

describe('documentation', () => {
  it('lists every image library and file call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/files/{key}', ...Object.values(api).map(fullPath)]),
    );
  });
});
