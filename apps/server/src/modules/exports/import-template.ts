import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { exportFileName } from '../downloads/file-name.ts';
import { importTarget } from './import-answers.ts';
import { rawLayout } from './raw-layout.ts';
import { createSheetSink } from './sheet-sink.ts';

const TEMPLATE_NAME: Record<Lang, string> = { zh: '答卷导入模板', en: 'answer import template' };

/**
 * GET /v1/answer/upload: the import's template, an xlsx in the raw export's layout with no data:
 * row 1 the codes of every column the import reads (format 2, one 0/1 column per option of a
 * multiple choice), row 2 their titles. Same right and survey as the import (importTarget).
 */
export async function answerImportTemplate(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  surveyCode: string,
  lang: Lang,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { survey, questions } = await importTarget(deps, userId, surveyCode);
  const layout = rawLayout(questions, { dataFormat: 2, dataType: 'code' });
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const sink = await createSheetSink('xlsx', out, { date: new Date(deps.now()) });
  await sink.addRow(layout.map((column) => column.code));
  await sink.addRow(layout.map((column) => column.title));
  await sink.finish();
  out.end();
  await finished(out);
  const fileName = exportFileName(`${survey.title.slice(0, 60)} ${TEMPLATE_NAME[lang]}`, 'xlsx', deps.now());
  return { fileName, bytes: Buffer.concat(chunks) };
}
