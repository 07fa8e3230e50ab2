import type { InsightFigure } from '@cairn/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { figureSegments } from './figure-segments.ts';

function FigureDetail({ figure }: { figure: InsightFigure }) {
  const { t } = useTranslation();
  return (
    <span className="insight-figure__detail">
      <strong>{figure.label}</strong>
      <br />
      {t('reportInsight.figure.value')}: {figure.display}
      {figure.base !== null && (
        <>
          <br />
          {t('reportInsight.figure.base')}: {Math.round(figure.base * 10) / 10}
        </>
      )}
      {figure.test && (
        <>
          <br />
          {t('reportInsight.figure.test')}: {t(`reportInsight.figure.${figure.test}`)}
        </>
      )}
      {figure.p !== null && (
        <>
          <br />
          {t('reportInsight.figure.p')}: {figure.p < 0.0001 ? figure.p.toExponential(2) : figure.p.toFixed(4)}
        </>
      )}
    </span>
  );
}

/**
 * A paragraph's text with every figure it states marked: hover or focus (Tab) shows what the
 * figure is, its value and base, and for a difference the test and its p.
 */
export function FigureText({ text, figures }: { text: string; figures: readonly InsightFigure[] }) {
  return (
    <>
      {figureSegments(text, figures).map((segment) =>
        segment.figure ? (
          <Tooltip
            key={segment.at}
            trigger={['hover', 'focus']}
            title={<FigureDetail figure={segment.figure} />}
          >
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the figure's source to keyboard users */}
            <mark className="insight-figure" tabIndex={0} data-ref={segment.figure.ref}>
              {segment.text}
            </mark>
          </Tooltip>
        ) : (
          <span key={segment.at}>{segment.text}</span>
        ),
      )}
    </>
  );
}
