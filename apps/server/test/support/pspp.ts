import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * GNU PSPP in batch mode, reading the .sav files our exports write. PSPP is a test dependency
 * like Chromium (scripts/ensure-browser.sh installs Debian's `pspp`): when it is missing the
 * tests fail and say so, they are never skipped.
 */

export interface PsppTable {
  title: string;
  rows: string[][];
}

export function requirePspp(): void {
  const found = spawnSync('pspp', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error(
      'GNU PSPP is not installed: the .sav export tests read every file back with it. ' +
        'Run scripts/ensure-browser.sh as root (it apt-get installs pspp) or `apt-get install -y pspp`.',
    );
}

/** One CSV line of PSPP's csv output driver (quotes doubled inside quoted fields). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

/**
 * Runs `commands` (PSPP syntax) after `GET FILE` of `bytes`, and answers the output tables,
 * read from PSPP's CSV output driver. A syntax error fails (PSPP's messages in the error).
 */
export function psppTables(bytes: Uint8Array, commands: string): PsppTable[] {
  requirePspp();
  const dir = mkdtempSync(join(tmpdir(), 'cairn-pspp-'));
  try {
    writeFileSync(join(dir, 'data.sav'), bytes);
    writeFileSync(join(dir, 'run.sps'), `GET FILE='${join(dir, 'data.sav')}'.\n${commands}\n`);
    const out = join(dir, 'out.csv');
    try {
      execFileSync('pspp', ['-o', out, join(dir, 'run.sps')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      throw new Error(`pspp failed: ${e.stderr ?? ''}${e.stdout ?? ''}`);
    }
    const text = readFileSync(out, 'utf8');
    // Records are whole lines as long as no cell holds a line break (ours never do).
    const tables: PsppTable[] = [];
    for (const block of text.split(/\n\n+/)) {
      const lines = block.split('\n').filter((l) => l !== '');
      if (lines.length === 0) continue;
      const [head, ...rest] = lines;
      if (!head!.startsWith('Table: ')) {
        if (/error|warning/i.test(head!)) throw new Error(`pspp: ${block}`);
        continue;
      }
      tables.push({ title: head!.slice('Table: '.length), rows: rest.map(csvFields) });
    }
    return tables;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first table with this title (PSPP's titles: a variable's name for FREQUENCIES …). */
export function table(tables: readonly PsppTable[], title: string): string[][] {
  const found = tables.find((t) => t.title === title);
  if (!found) throw new Error(`no PSPP table "${title}" among ${tables.map((t) => t.title).join(' | ')}`);
  return found.rows;
}
