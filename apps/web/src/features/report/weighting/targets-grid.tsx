import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatStat } from '../board/format.ts';
import { targetTotals } from './weighting-draft.ts';

export interface TargetRow {
  key: string;
  label: string;
  target: number;
}

interface Props {
  title: string;
  rows: readonly TargetRow[];
  targetsAs: 'percent' | 'count';
  onChange(index: number, target: number): void;
}

/**
 * A grid of targets per category with the running total: percent targets must reach 100 %
 * (the total is marked until they do); count targets show each one's share of the total.
 */
export function TargetsGrid({ title, rows, targetsAs, onChange }: Props) {
  const { t } = useTranslation();
  const totals = targetTotals(
    rows.map((row) => row.target),
    targetsAs,
  );
  return (
    <table className="weight-grid" aria-label={title}>
      <thead>
        <tr>
          <th scope="col">{t('reportWeighting.edit.category')}</th>
          <th scope="col">
            {t('reportWeighting.edit.target')} (
            {targetsAs === 'percent' ? '%' : t('reportWeighting.edit.count')})
          </th>
          {targetsAs === 'count' ? <th scope="col">{t('reportWeighting.edit.share')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>
              <InputNumber
                size="small"
                min={0}
                step={1}
                aria-label={`${title}: ${row.label}`}
                value={row.target}
                onChange={(v) => onChange(i, typeof v === 'number' ? v : 0)}
              />
            </td>
            {targetsAs === 'count' ? (
              <td data-testid="target-share">{formatPercent(totals.shares[i])}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={totals.ok ? undefined : 'weight-grid__total--bad'}>
          <th scope="row">{t('reportWeighting.edit.total')}</th>
          <td data-testid="target-total">
            {targetsAs === 'percent' ? `${formatStat(totals.sum)}%` : formatStat(totals.sum)}
            {targetsAs === 'percent' && !totals.ok ? (
              <span role="alert" className="weight-grid__warn">
                {' '}
                {t('reportWeighting.edit.mustReach')}
              </span>
            ) : null}
          </td>
          {targetsAs === 'count' ? <td>{totals.sum > 0 ? '100.0%' : '—'}</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}
