import type { CrossCellFigures } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { formatP, isUpper } from './cross-format.ts';

type Tests = CrossCellFigures['tests'];

/**
 * The significance letters beside a figure. The title (hover, and the accessible description
 * through the focusable span) lists each test's p and adjusted p; upper case (α / 5) is bold.
 */
export function SigLetters({ letters, tests }: { letters: string; tests: Tests }) {
  const { t } = useTranslation();
  if (!letters) return null;
  const title = tests
    .map((test) =>
      t('reportCross.table.testTitle', {
        against: test.against,
        p: formatP(test.p),
        adjusted: formatP(test.adjustedP),
      }),
    )
    .join('\n');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the p-values (the title) to keyboard users
    <span className="cross-letters" title={title} tabIndex={0}>
      {[...letters].map((letter, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a letter may repeat in upper and lower case
        <span key={`${letter}${i}`} className={isUpper(letter) ? 'cross-letters__upper' : undefined}>
          {letter}
        </span>
      ))}
      <span className="cross-sr-only">{title}</span>
    </span>
  );
}
