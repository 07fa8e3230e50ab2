import {
  DESIGNER_CLIENT_SECRET,
  discussionRollApi,
  type Envelope,
  fullPath,
  type RollImportReport,
  signRequest,
} from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { callEndpoint } from './call-endpoint.ts';

/**
 * The roll of an interview project made through the product's calls, as the designer does it:
 * the custom head fields saved, then an xlsx of `rows` (row 1 the headers by label: name, group,
 * the head fields) posted to the import. Answers each name's interviewee code (the server makes them).
 */
export async function importRoll(
  page: Page,
  surveyCode: string,
  rows: (string | null)[][],
  heads: { key: string; label: string }[] = [],
): Promise<Map<string, string>> {
  if (heads.length > 0) await callEndpoint(page, discussionRollApi.save, { surveyCode, heads });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('roll');
  for (const row of rows) sheet.addRow(row);
  const form = new FormData();
  form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'roll.xlsx');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const time = Date.now();
  const response = await fetch(
    `${new URL(page.url()).origin}${fullPath(discussionRollApi.importRoll)}?surveyCode=${surveyCode}`,
    {
      method: 'POST',
      // The signature of a multipart call covers only its query.
      headers: {
        authorization: `Bearer ${token}`,
        time: String(time),
        sign: signRequest({ surveyCode }, undefined, time, DESIGNER_CLIENT_SECRET),
      },
      body: form,
    },
  );
  const envelope = (await response.json()) as Envelope<RollImportReport>;
  if (envelope.code !== '00000') throw new Error(`roll import answered ${envelope.code} ${envelope.message}`);
  const roll = await callEndpoint(page, discussionRollApi.list, { surveyCode, pageSize: 200 });
  return new Map(roll.records.map((person) => [person.name, person.code]));
}
