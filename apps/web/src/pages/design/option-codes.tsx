import { type Node, toPlainText } from '@cairn/core';
import { useTranslation } from 'react-i18next';

/**
 * The option codes view (a designer preference): each option's code beside its plain title.
 * survey-ui draws options the respondents' way, without codes, so they are listed under it.
 */
export function OptionCodes({ node }: { node: Node }) {
  const { t } = useTranslation();
  const coded = node.options.filter((option) => option.code);
  if (coded.length === 0) return null;
  return (
    <ul className="option-codes" aria-label={t('design.canvas.optionCodes')}>
      {coded.map((option) => (
        <li key={option.id}>
          <code>{option.code}</code> {toPlainText(option.title)}
        </li>
      ))}
    </ul>
  );
}
