import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { readNormSheet } from './norm-sheet.ts';

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Norms');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

async function refusal(bytes: Buffer, name = 'norm.xlsx'): Promise<AppError> {
  try {
    await readNormSheet(bytes, name);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('read');
}

describe('norm sheet', () => {
  it('reads label, value and base, skipping the header row', async () => {
    const bytes = await workbook([
      ['Label', 'Value', 'Base'],
      ['Satisfied', 62.5, 1200],
      ['Neutral', '20%', null],
    ]);
    expect(await readNormSheet(bytes, 'norm.xlsx')).toEqual({
      sheet: 'Norms',
      rows: [
        { label: 'Satisfied', value: 62.5, base: 1200 },
        { label: 'Neutral', value: 20, base: null },
      ],
    });
  });

  it('names the row it cannot use (A0342)', async () => {
    const bad = await refusal(
      await workbook([
        ['Satisfied', 62.5],
        ['Neutral', 'lots'],
      ]),
    );
    expect(bad.code).toBe('A0342');
    expect(bad.message).toContain('row 2');
    const base = await refusal(await workbook([['Satisfied', 62.5, -3]]));
    expect(base.message).toContain('row 1');
    expect((await refusal(await workbook([['Label', 'Value']]))).code).toBe('A0342');
    expect((await refusal(Buffer.from('not a zip'))).code).toBe('A0342');
  });
});
