import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { createMemoryStorage, type FileStorage, newFileKey } from './storage.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function diskStorage(): Promise<{ storage: FileStorage; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'cairn-file-writer-'));
  roots.push(root);
  return { storage: createDiskStorage(root), root };
}

async function filesUnder(root: string): Promise<string[]> {
  const names: string[] = [];
  for (const dir of await readdir(root)) names.push(...(await readdir(join(root, dir))));
  return names;
}

describe.each([
  ['memory', async () => ({ storage: createMemoryStorage() as FileStorage, root: null })],
  ['disk', diskStorage],
])('streamed files in %s storage', (_name, make) => {
  it('are invisible until committed, then served with their size and meta', async () => {
    const { storage } = await make();
    const key = newFileKey();
    const file = await storage.createWriter(key, { contentType: 'text/csv', fileName: 'a.csv' });
    file.stream.write('hello, ');
    file.stream.write(Buffer.from('world'));
    expect(await storage.get(key)).toBeNull();
    expect(await file.commit()).toBe(12);
    const stored = await storage.get(key);
    expect(stored?.meta).toEqual({ contentType: 'text/csv', fileName: 'a.csv', size: 12 });
    expect(await text(stored!.stream)).toBe('hello, world');
  });

  it('leave nothing behind when aborted', async () => {
    const { storage, root } = await make();
    const key = newFileKey();
    const file = await storage.createWriter(key, { contentType: 'text/csv' });
    file.stream.write('half a file');
    await file.abort();
    expect(await storage.get(key)).toBeNull();
    if (root) expect(await filesUnder(root)).toEqual([]);
  });

  it('refuse a key that storage did not make', async () => {
    const { storage } = await make();
    await expect(storage.createWriter('../etc/passwd', { contentType: 'text/plain' })).rejects.toThrow();
  });
});

describe('unfinished files on disk', () => {
  it('are removed once older than the given time; files being written now and finished ones stay', async () => {
    const { storage, root } = await diskStorage();
    const finished = newFileKey();
    const done = await storage.createWriter(finished, { contentType: 'text/csv' });
    done.stream.write('kept');
    await done.commit();
    // A process killed mid-export: its writer never commits nor aborts.
    const killed = newFileKey();
    (await storage.createWriter(killed, { contentType: 'text/csv' })).stream.write('half');
    const running = newFileKey();
    (await storage.createWriter(running, { contentType: 'text/csv' })).stream.write('still going');
    const day = 24 * 3600_000;
    const old = new Date(Date.now() - 2 * day);
    await utimes(join(root, killed.slice(0, 2), `${killed}.tmp`), old, old);

    expect(await storage.removeUnfinished(Date.now() - day)).toBe(1);
    const names = await filesUnder(root);
    expect(names).not.toContain(`${killed}.tmp`);
    expect(names).toEqual(expect.arrayContaining([finished, `${finished}.json`, `${running}.tmp`]));
    expect(await text((await storage.get(finished))!.stream)).toBe('kept');
  });
});
