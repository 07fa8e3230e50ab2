// @vitest-environment happy-dom
import type { RollImportReport } from '@cairn/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLang } from '../../i18n/index.ts';
import { headsProblem } from './head-fields-modal.tsx';
import { RollImportReportView } from './roll-import-report.tsx';

afterEach(cleanup);

const report: RollImportReport = {
  rows: 5,
  imported: 3,
  groupsCreated: 2,
  errors: [
    { row: 1, column: 'Remark', reason: 'unknownColumn', value: 'Remark' },
    { row: 3, column: 'Name', reason: 'nameMissing', value: '' },
    { row: 4, column: 'Mobile', reason: 'mobileTaken', value: '13800138000' },
  ],
};

describe('the roll import report', () => {
  it('says what was imported and lists each row left out with its reason and value, in English', async () => {
    await changeLang('en');
    render(<RollImportReportView report={report} />);
    expect(screen.getByText('5 rows, 3 imported')).toBeTruthy();
    expect(screen.getByText('2 groups created')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Remark', 'Unknown column, ignored: “Remark”'],
      ['3', 'Name', 'The name is empty'],
      ['4', 'Mobile', 'The mobile is already in the list: “13800138000”'],
    ]);
  });

  it('speaks Chinese, and shows no table when every row went in', async () => {
    await changeLang('zh');
    const { rerender } = render(<RollImportReportView report={report} />);
    expect(screen.getByText('以下行未导入')).toBeTruthy();
    expect(screen.getByText('手机号已在名单中')).toBeTruthy();
    rerender(<RollImportReportView report={{ rows: 2, imported: 2, groupsCreated: 0, errors: [] }} />);
    expect(screen.getByText('共 2 行，已导入 2 行')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('custom columns', () => {
  it('need a name each, unique in any case', () => {
    expect(headsProblem([{ key: 'f1', label: 'City' }])).toBeNull();
    expect(headsProblem([{ key: 'f1', label: ' ' }])).toBe('labelRequired');
    expect(
      headsProblem([
        { key: 'f1', label: 'City' },
        { key: 'f2', label: 'city ' },
      ]),
    ).toBe('labelRepeat');
  });
});
