import type { FormRule } from 'antd';
import { parseYuan } from './money-format.ts';

export interface AmountMessages {
  required: string;
  invalid: string;
  range: string;
  over?: string;
}

/**
 * The rules of a yuan amount typed as text: required, at most two decimals, within [minFen, maxFen]
 * and, when given, not above `capFen` (the balance). Fen are read from the digits (parseYuan).
 */
export function amountRules(
  messages: AmountMessages,
  minFen: number,
  maxFen: number,
  capFen?: number,
): FormRule[] {
  return [
    { required: true, message: messages.required },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const fen = parseYuan(value);
        if (fen === null) throw new Error(messages.invalid);
        if (fen < minFen || fen > maxFen) throw new Error(messages.range);
        if (capFen !== undefined && messages.over && fen > capFen) throw new Error(messages.over);
      },
    },
  ];
}
