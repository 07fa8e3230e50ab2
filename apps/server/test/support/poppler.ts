import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Poppler's command-line tools read back the PDFs the server makes: pdftotext (the text is
 * really text, in the right font encoding), pdfinfo (a valid file and its page count) and
 * pdftoppm (a page renders). A test dependency like PSPP (scripts/ensure-browser.sh installs
 * Debian's `poppler-utils`): when missing the tests fail and say so, they are never skipped.
 */
export function requirePoppler(): void {
  const found = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (found.error)
    throw new Error(
      'poppler-utils is not installed: the PDF tests read every file back with pdftotext. ' +
        'Run scripts/ensure-browser.sh as root (it apt-get installs poppler-utils) or `apt-get install -y poppler-utils`.',
    );
}

function withFile<T>(pdf: Buffer, run: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-pdf-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, pdf);
    return run(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of every page, pages split on form feeds (pdftotext ends each page with one): laid
 * out as on the page, or with `raw` in the order it was drawn (a table's cells row by row).
 */
export function pdfPages(pdf: Buffer, options: { raw?: boolean } = {}): string[] {
  const mode = options.raw ? '-raw' : '-layout';
  const text = withFile(pdf, (path) =>
    execFileSync('pdftotext', [mode, '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );
  return text.split('\f').slice(0, -1);
}

/** pdfinfo's fields (Pages, Title, …); it fails on a file that is not a valid PDF. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = withFile(pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
}

/** The fonts pdffonts lists: name, type, embedded, subset. */
export function pdfFonts(pdf: Buffer): string {
  return withFile(pdf, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
}

/** Page `page` rendered to PNG by pdftoppm; `keepAt` also writes it there (to look at). */
export function pdfPagePng(pdf: Buffer, page = 1, keepAt?: string): Buffer {
  return withFile(pdf, (path, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path,
      join(dir, 'page'),
    ]);
    const png = readFileSync(join(dir, 'page.png'));
    if (keepAt) writeFileSync(keepAt, png);
    return png;
  });
}
