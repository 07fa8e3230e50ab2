import type { CrossTable } from '@cairn/contract';
import { useTranslation } from 'react-i18next';

/** The legend under the table, from the table's own `legend` (what was computed, not what is picked). */
export function CrossLegend({ legend }: { legend: CrossTable['legend'] }) {
  const { t } = useTranslation();
  return (
    <section className="cross-legend" aria-label={t('reportCross.legend.title')} data-testid="cross-legend">
      <p>
        {t('reportCross.legend.level', {
          level: legend.level,
          alpha: legend.alpha,
          upper: Number(legend.upperAlpha.toPrecision(3)),
        })}
      </p>
      <p>
        {t('reportCross.legend.correction', { name: t(`reportCross.controls.${legend.correction}`) })}{' '}
        {t('reportCross.legend.meanTest', { name: t(`reportCross.controls.${legend.meanTest}`) })}{' '}
        {legend.weighted ? t('reportCross.legend.weighted') : t('reportCross.legend.unweighted')}
      </p>
      {legend.overlap === 'not-tested' ? <p>{t('reportCross.legend.overlapNotTested')}</p> : null}
    </section>
  );
}
