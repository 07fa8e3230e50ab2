import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'cairn-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first runs, and frees on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    // Another live process holding it: our parent's pid stands in for "another Cairn".
    writeFileSync(join(dir, 'cairn.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Cairn process/);
    writeFileSync(join(dir, 'cairn.lock'), String(process.pid));
    release();
    expect(existsSync(join(dir, 'cairn.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fresh();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dir, 'cairn.lock'), dead);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'cairn.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
