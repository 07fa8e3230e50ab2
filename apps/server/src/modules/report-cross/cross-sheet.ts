import type { CrossTable, Lang } from '@cairn/contract';
import type { CellValue } from '@cairn/core';

/** Export cell types (spec doc 2 §9): 1 frequency, 2 percentage, 3 percentage with significance. */
export type CellType = 1 | 2 | 3;

const WORDS = {
  zh: {
    total: '总计',
    base: '样本量',
    weightedBase: '加权样本量',
    effectiveBase: '有效样本量',
    mentions: '提及次数',
    mean: '平均值',
    sd: '标准差',
    n: '个数',
    chi: (group: string, s: string, df: number, p: string) =>
      `卡方检验（${group}）：χ² = ${s}，自由度 ${df}，p = ${p}`,
    chiSkipped: (group: string) => `卡方检验（${group}）：多选变量不计算`,
    legend: (level: number, a: string, A: string) =>
      `字母表示该列显著高于所标字母的列（同一横幅变量内的列比较 z 检验，均值用 t 检验）：小写 p < ${a}，大写 p < ${A}（置信水平 ${level}%）`,
    correction: { none: '未校正多重比较', bonferroni: 'Bonferroni 校正', bh: 'Benjamini–Hochberg 校正' },
    weighted: '已加权；检验使用有效样本量 (Σw)²/Σw²',
    pValues: 'p 值',
    pHeader: ['行', '列', '比较列', 'p', '校正后 p'],
  },
  en: {
    total: 'Total',
    base: 'Base',
    weightedBase: 'Weighted base',
    effectiveBase: 'Effective base',
    mentions: 'Mentions',
    mean: 'Mean',
    sd: 'SD',
    n: 'n',
    chi: (group: string, s: string, df: number, p: string) =>
      `Chi-square (${group}): χ² = ${s}, df ${df}, p = ${p}`,
    chiSkipped: (group: string) => `Chi-square (${group}): not computed for a multiple-response variable`,
    legend: (level: number, a: string, A: string) =>
      `Letters mark columns this column is significantly higher than (column proportions z-test within one banner variable; means: t-test): lower case p < ${a}, upper case p < ${A} (${level}% level)`,
    correction: {
      none: 'no correction for multiple comparisons',
      bonferroni: 'Bonferroni correction',
      bh: 'Benjamini–Hochberg correction',
    },
    weighted: 'Weighted; tests use the effective base (Σw)²/Σw²',
    pValues: 'p-values',
    pHeader: ['Row', 'Column', 'Against', 'p', 'Adjusted p'],
  },
} as const;

const round = (value: number | null, digits: number): CellValue =>
  value === null ? null : Number(value.toFixed(digits));

/**
 * One table as sheet rows: a title, the banner's header rows (variable, a nested banner's outer
 * category, category with its letter), then per stub its bases and one row per category with the figure of the cell type
 * (type 3 adds a row of letters under each), numeric stubs as mean / SD / n, the chi-square
 * lines, the legend and, for type 3, the p-values behind the letters.
 */
export function crossSheetRows(
  name: string,
  table: CrossTable,
  cellType: CellType,
  lang: Lang,
): CellValue[][] {
  const w = WORDS[lang];
  const columns = table.columns;
  const rows: CellValue[][] = [
    [name],
    ['', ...columns.map((c) => (c.group < 0 ? w.total : c.variableLabel))],
  ];
  if (columns.some((c) => c.outerLabel)) rows.push(['', ...columns.map((c) => c.outerLabel ?? '')]);
  rows.push([
    '',
    ...columns.map((c) => (c.group < 0 ? '' : `${c.label}${c.letter ? ` (${c.letter})` : ''}`)),
  ]);
  const groupName = (group: number) => columns.find((c) => c.group === group)?.variableLabel ?? String(group);
  const pRows: CellValue[][] = [];
  for (const block of table.blocks) {
    rows.push([block.label]);
    rows.push([w.base, ...block.bases.map((b) => b.unweightedBase)]);
    if (table.weighted) {
      rows.push([w.weightedBase, ...block.bases.map((b) => round(b.base, 2))]);
      rows.push([w.effectiveBase, ...block.bases.map((b) => round(b.effectiveBase, 2))]);
    }
    for (const row of block.rows) {
      rows.push([
        row.label,
        ...row.cells.map((cell) => (cellType === 1 ? round(cell.count, 2) : round(cell.column, 1))),
      ]);
      if (cellType === 3) {
        rows.push(['', ...row.cells.map((cell) => cell.letters)]);
        row.cells.forEach((cell, i) => {
          for (const t of cell.tests)
            pRows.push([`${block.label} / ${row.label}`, columns[i]!.letter, t.against, t.p, t.adjustedP]);
        });
      }
    }
    if (block.mentions) rows.push([w.mentions, ...block.mentions.map((m) => round(m, 2))]);
    if (block.means) {
      rows.push([w.mean, ...block.means.map((m) => round(m.mean, 2))]);
      if (cellType === 3) rows.push(['', ...block.means.map((m) => m.letters)]);
      rows.push([w.sd, ...block.means.map((m) => round(m.sd, 2))]);
      rows.push([w.n, ...block.means.map((m) => m.n)]);
      if (cellType === 3)
        block.means.forEach((m, i) => {
          for (const t of m.tests)
            pRows.push([`${block.label} / ${w.mean}`, columns[i]!.letter, t.against, t.p, t.adjustedP]);
        });
    }
    for (const chi of block.chiSquare)
      rows.push([
        chi.skipped !== null || chi.statistic === null || chi.df === null || chi.p === null
          ? w.chiSkipped(groupName(chi.group))
          : w.chi(groupName(chi.group), chi.statistic.toFixed(3), chi.df, chi.p.toPrecision(3)),
      ]);
  }
  const { legend } = table;
  if (cellType === 3) {
    rows.push([w.legend(legend.level, String(legend.alpha), String(legend.upperAlpha))]);
    rows.push([w.correction[legend.correction]]);
  }
  if (table.weighted) rows.push([w.weighted]);
  if (cellType === 3 && pRows.length > 0) rows.push([], [w.pValues], [...w.pHeader], ...pRows);
  return rows;
}
