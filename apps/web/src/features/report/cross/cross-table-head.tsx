import type { CrossColumn } from '@cairn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Span {
  group: number;
  label: string;
  span: number;
}

/** Consecutive columns of one banner variable under one header cell. */
export function groupSpans(columns: readonly CrossColumn[]): Span[] {
  const spans: Span[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    if (last && last.group === column.group) last.span += 1;
    else spans.push({ group: column.group, label: column.variableLabel, span: 1 });
  }
  return spans;
}

type Category = (column: CrossColumn, i: number, rowSpan?: number) => ReactNode;

/**
 * Under a nested banner variable its outer categories, each over its inner ones; the other
 * variables' categories, spanning this row and the next.
 */
function middleRow(
  banner: readonly CrossColumn[],
  nested: ReadonlySet<number>,
  category: Category,
): ReactNode[] {
  const cells: ReactNode[] = [];
  banner.forEach((column, i) => {
    if (!nested.has(column.group)) {
      cells.push(category(column, i, 2));
      return;
    }
    const same = (other: CrossColumn | undefined) =>
      other !== undefined && other.group === column.group && other.outerLabel === column.outerLabel;
    if (same(banner[i - 1])) return;
    let span = 1;
    while (same(banner[i + span])) span++;
    cells.push(
      // biome-ignore lint/suspicious/noArrayIndexKey: outer labels repeat across banner variables
      <th key={`outer-${i}`} colSpan={span} scope="colgroup">
        {column.outerLabel}
      </th>,
    );
  });
  return cells;
}

/**
 * The banner across: the variable over its categories (each with its letter), Total first. A
 * nested banner adds a row of its outer categories between the two.
 */
export function CrossTableHead({ columns }: { columns: readonly CrossColumn[] }) {
  const { t } = useTranslation();
  const nested = new Set(columns.filter((c) => c.outerLabel).map((c) => c.group));
  const rows = nested.size > 0 ? 3 : 2;
  const banner = columns.filter((c) => c.group >= 0);
  const category: Category = (column, i, rowSpan = 1) => (
    <th key={`${column.variableId}-${i}`} scope="col" rowSpan={rowSpan}>
      {column.label}
      {column.letter ? <span className="cross-col-letter"> ({column.letter})</span> : null}
    </th>
  );
  return (
    <thead>
      <tr>
        <th className="cross-stub" rowSpan={rows} scope="col">
          {t('reportCross.table.stub')}
        </th>
        {groupSpans(columns).map((span) =>
          span.group < 0 ? (
            <th key="total" rowSpan={rows} scope="col" className="cross-total">
              {t('reportCross.table.total')}
            </th>
          ) : (
            <th key={`g${span.group}`} colSpan={span.span} scope="colgroup">
              {span.label}
            </th>
          ),
        )}
      </tr>
      {rows === 3 ? <tr>{middleRow(banner, nested, category)}</tr> : null}
      <tr>
        {banner.map((column, i) => (rows === 3 && !nested.has(column.group) ? null : category(column, i)))}
      </tr>
    </thead>
  );
}
