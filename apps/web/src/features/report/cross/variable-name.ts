import type { CrossVariable } from '@cairn/contract';

/** "Q1 Colour"; a variable whose label is its code (some metadata) is named once. */
export const nameOf = (variable: Pick<CrossVariable, 'code' | 'label'>): string =>
  variable.label === variable.code ? variable.code : `${variable.code} ${variable.label}`;
