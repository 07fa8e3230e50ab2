import type { CrossBlock, CrossCell, CrossTable } from '@cairn/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cellFigures, formatCount, formatP, formatStat } from './cross-format.ts';
import { CrossTableHead, groupSpans } from './cross-table-head.tsx';
import { SigLetters } from './sig-letters.tsx';

interface Props {
  table: CrossTable;
  cells: readonly CrossCell[];
}

/**
 * The computed table: banner variable → category (with its letter) across, Total first; per stub
 * block its bases, its rows (the chosen figures, letters beside), means for numeric stubs and the
 * chi-square line. The first column is sticky so a phone scrolls the figures under it.
 */
export function CrossTableView({ table, cells }: Props) {
  const { t } = useTranslation();
  const width = table.columns.length + 1;
  const skipReason = useSkipReason();
  const groupName = (group: number) => table.columns.find((c) => c.group === group)?.variableLabel ?? '';
  return (
    <div className="cross-scroll">
      <table className="cross-table" data-testid="cross-table">
        <caption className="cross-sr-only">
          {t('reportCross.table.caption', {
            rows: table.blocks.map((b) => b.label).join(', '),
            columns: groupSpans(table.columns)
              .filter((s) => s.group >= 0)
              .map((s) => s.label)
              .join(', '),
          })}
        </caption>
        <CrossTableHead columns={table.columns} />
        <tbody>
          {table.blocks.map((block) => (
            <Fragment key={block.variableId}>
              <tr className="cross-block-head">
                <th className="cross-stub" scope="rowgroup" colSpan={1}>
                  {block.label}
                </th>
                <td colSpan={width - 1} />
              </tr>
              <BlockBases block={block} weighted={table.weighted} />
              {block.kind === 'numeric' ? (
                <NumericRows block={block} />
              ) : (
                <CategoryRows block={block} cells={cells} />
              )}
              {block.mentions ? (
                <tr className="cross-mentions">
                  <th className="cross-stub" scope="row">
                    {t('reportCross.table.mentions')}
                  </th>
                  {block.mentions.map((m, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity than their place
                    <td key={i}>{formatCount(m)}</td>
                  ))}
                </tr>
              ) : null}
              {block.chiSquare.length > 0 ? (
                <tr className="cross-chi">
                  <td colSpan={width}>
                    {block.chiSquare.map((chi) => (
                      <div key={chi.group}>
                        {chi.skipped !== null || chi.statistic === null
                          ? t('reportCross.table.chiSkipped', {
                              name: groupName(chi.group),
                              reason: skipReason(chi.skipped),
                            })
                          : t('reportCross.table.chiSquare', {
                              name: groupName(chi.group),
                              statistic: formatStat(chi.statistic),
                              df: formatStat(chi.df),
                              p: formatP(chi.p),
                            })}
                      </div>
                    ))}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The engine's reason codes (stats cross), in words; an unknown code as it came. */
function useSkipReason() {
  const { t, i18n } = useTranslation();
  return (code: string | null) => {
    if (code === null) return '—';
    const key = `reportCross.table.skip.${code}`;
    return i18n.exists(key) ? t(key as 'reportCross.table.skip.empty') : code;
  };
}

/** Bases: the unweighted base; weighted tables add the weighted and the effective base. */
function BlockBases({ block, weighted }: { block: CrossBlock; weighted: boolean }) {
  const { t } = useTranslation();
  const rows: [string, (b: CrossBlock['bases'][number]) => number][] = weighted
    ? [
        ['base', (b) => b.unweightedBase],
        ['weightedBase', (b) => b.base],
        ['effectiveBase', (b) => b.effectiveBase],
      ]
    : [['base', (b) => b.unweightedBase]];
  return rows.map(([key, pick]) => (
    <tr key={key} className="cross-base">
      <th className="cross-stub" scope="row">
        {t(`reportCross.table.${key as 'base'}`)}
      </th>
      {block.bases.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity than their place
        <td key={i}>{formatCount(pick(b))}</td>
      ))}
    </tr>
  ));
}

function CategoryRows({ block, cells }: { block: CrossBlock; cells: readonly CrossCell[] }) {
  return block.rows.map((row, r) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: two categories may share a label
    <tr key={r}>
      <th className="cross-stub" scope="row">
        {row.label}
      </th>
      {row.cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity than their place
        <td key={i}>
          {cellFigures(cell, cells).map((figure) => (
            <div key={figure.kind} className="cross-figure">
              {figure.text}
              {figure.letters ? <SigLetters letters={cell.letters} tests={cell.tests} /> : null}
            </div>
          ))}
        </td>
      ))}
    </tr>
  ));
}

/** Numeric stubs: mean (with letters), SD and n per column. */
function NumericRows({ block }: { block: CrossBlock }) {
  const { t } = useTranslation();
  const means = block.means ?? [];
  return (
    <>
      <tr className="cross-mean">
        <th className="cross-stub" scope="row">
          {t('reportCross.table.mean')}
        </th>
        {means.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity than their place
          <td key={i}>
            {formatStat(m.mean)}
            <SigLetters letters={m.letters} tests={m.tests} />
          </td>
        ))}
      </tr>
      <tr>
        <th className="cross-stub" scope="row">
          {t('reportCross.table.sd')}
        </th>
        {means.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <td key={i}>{formatStat(m.sd)}</td>
        ))}
      </tr>
      <tr>
        <th className="cross-stub" scope="row">
          {t('reportCross.table.n')}
        </th>
        {means.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <td key={i}>{formatCount(m.n)}</td>
        ))}
      </tr>
    </>
  );
}
