import { categoryRows, formatNumber, formatPercent } from '@cairn/charts';
import type { ChartFigures, DashboardChart } from '@cairn/contract';
import { useTranslation } from 'react-i18next';

/**
 * A `table` chart: categories down, each series' count and percent across, the base last. The
 * same rows (order, sort, top n) as the bars would draw.
 */
export function FigureTable({ chart, figures }: { chart: DashboardChart; figures: ChartFigures }) {
  const { t } = useTranslation();
  const rows = categoryRows(figures.series, chart.options);
  return (
    <div className="dash-table-scroll">
      <table className="dash-table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.table.category')}</th>
            {figures.series.map((series) => (
              <th scope="colgroup" colSpan={2} key={series.key}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{row.label}</th>
              {figures.series.map((series, index) => (
                <FigureCells
                  key={series.key}
                  count={row.counts[index] ?? null}
                  percent={row.percents[index] ?? null}
                />
              ))}
            </tr>
          ))}
          <tr className="dash-table__base">
            <th scope="row">{t('dashboard.table.base')}</th>
            {figures.series.map((series) => (
              <td colSpan={2} key={series.key}>
                {formatNumber(series.base)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function FigureCells({ count, percent }: { count: number | null; percent: number | null }) {
  return (
    <>
      <td>{count === null ? '–' : formatNumber(count)}</td>
      <td>{percent === null ? '–' : formatPercent(percent)}</td>
    </>
  );
}
