import { createContext, useContext } from 'react';
import type { OptionRecord } from './types.ts';

/**
 * The designer's "option code display": each option's code beside its title. Off for
 * respondents; QuestionView's `showOptionCodes` turns it on for the question it frames, and the
 * renderers place `<OptionCode>` before each option, row and column title.
 */
export const OptionCodesContext = createContext(false);

export function OptionCode({ option }: { option: Pick<OptionRecord, 'code'> }) {
  const show = useContext(OptionCodesContext);
  if (!show || !option.code) return null;
  return <span className="cairn-option-code">{option.code}</span>;
}

/** For plain-text places (a native <option>): the code and a space, or nothing. */
export function useOptionCodePrefix(): (option: Pick<OptionRecord, 'code'>) => string {
  const show = useContext(OptionCodesContext);
  return (option) => (show && option.code ? `${option.code} ` : '');
}
