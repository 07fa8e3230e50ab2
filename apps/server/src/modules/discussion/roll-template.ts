import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { exportFileName } from '../downloads/file-name.ts';
import { createSheetSink } from '../exports/sheet-sink.ts';
import { templateHeaders } from './roll-columns.ts';
import { loadInterviewProject, readRollSettings } from './roll-project.ts';

const TEMPLATE_NAME: Record<Lang, string> = { zh: '受访者名单模板', en: 'interviewee list template' };

/** GET /v1/discussion/user/import: the roll template, the header row in the caller's language. */
export async function rollTemplate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  code: string,
  lang: Lang,
): Promise<{ fileName: string; bytes: Buffer }> {
  const survey = await loadInterviewProject(deps, userId, code);
  const { heads } = await readRollSettings(deps.db, survey.id);
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const sink = await createSheetSink('xlsx', out, { date: new Date(deps.now()) });
  await sink.addRow(templateHeaders(heads, lang));
  await sink.finish();
  out.end();
  await finished(out);
  const fileName = exportFileName(`${survey.title.slice(0, 60)} ${TEMPLATE_NAME[lang]}`, 'xlsx', deps.now());
  return { fileName, bytes: Buffer.concat(chunks) };
}
