import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { assertFileKey, type FileMeta, type FileStorage, isFileKey } from './storage.ts';

/**
 * Files on local disk under `root` (DATA_DIR/files, outside any served directory):
 * `<root>/<first two hex>/<key>` with the meta beside it as `<key>.json`. Each file is written
 * to a temporary name and renamed, so a reader never sees half a file.
 */
const SHARD = /^[a-f0-9]{2}$/;
/** A file or its meta being written (`<key>.tmp`, `<key>.json.tmp`). */
const UNFINISHED = /^[a-f0-9]{32}(\.json)?\.tmp$/;

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);

  return {
    async put(key, bytes, meta) {
      assertFileKey(key);
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const record: FileMeta = { contentType: meta.contentType, size: meta.size };
      if (meta.fileName !== undefined) record.fileName = meta.fileName;
      await writeFile(`${path}.tmp`, bytes, { mode: 0o600 });
      await writeFile(`${path}.json.tmp`, JSON.stringify(record), { mode: 0o600 });
      await rename(`${path}.json.tmp`, `${path}.json`);
      await rename(`${path}.tmp`, path);
    },

    async createWriter(key, meta) {
      assertFileKey(key);
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const stream = createWriteStream(`${path}.tmp`, { mode: 0o600 });
      // Opened before any byte is written, so a full or read-only disk fails here, not midway.
      await once(stream, 'open');
      return {
        stream,
        async commit() {
          stream.end();
          await finished(stream);
          const record: FileMeta = { contentType: meta.contentType, size: stream.bytesWritten };
          if (meta.fileName !== undefined) record.fileName = meta.fileName;
          await writeFile(`${path}.json.tmp`, JSON.stringify(record), { mode: 0o600 });
          await rename(`${path}.json.tmp`, `${path}.json`);
          await rename(`${path}.tmp`, path);
          return record.size;
        },
        async abort() {
          // Closed before the removal, so no write can land in a file already removed.
          if (!stream.closed) {
            const closed = once(stream, 'close');
            stream.destroy();
            await closed.catch(() => {});
          }
          await rm(`${path}.tmp`, { force: true });
        },
      };
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      const path = pathOf(key);
      let meta: FileMeta;
      try {
        meta = JSON.parse(await readFile(`${path}.json`, 'utf8')) as FileMeta;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const stream = createReadStream(path);
      // Opening is asynchronous: wait for it, so a missing file is null rather than a broken stream.
      const opened = await new Promise<boolean>((resolve, reject) => {
        stream.once('open', () => resolve(true));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(false) : reject(error),
        );
      });
      return opened ? { stream, meta } : null;
    },

    async remove(key) {
      if (!isFileKey(key)) return;
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.json`, { force: true });
    },

    async removeUnfinished(before) {
      let removed = 0;
      for (const dir of await readdir(root).catch(() => [] as string[])) {
        if (!SHARD.test(dir)) continue;
        for (const name of await readdir(join(root, dir)).catch(() => [] as string[])) {
          if (!UNFINISHED.test(name)) continue;
          const path = join(root, dir, name);
          const info = await stat(path).catch(() => null);
          if (!info || info.mtimeMs >= before) continue;
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
