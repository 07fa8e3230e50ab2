import { type Lottery, type Prize, prizeStock } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../features/envelope/money.ts';

/** "Cash ¥5.00 × 10" / "Coupon × 20" / "Physical × 3". */
export function usePrizeText() {
  const { t } = useTranslation();
  return (prize: Prize) =>
    prize.kind === 'cash'
      ? t('lottery.prize.cashText', { amount: formatFen(prize.amountFen), count: prize.stock })
      : t(`lottery.prize.${prize.kind}Text`, { count: prizeStock(prize) });
}

/** What the mode reads from the prize: its chance, its positions or its winners. */
export function useDrawText() {
  const { t } = useTranslation();
  return (mode: Lottery['mode'], prize: Prize) => {
    if (mode === 'instant') return t('lottery.prize.chance', { p: (prize.probabilityBp ?? 0) / 100 });
    if (mode === 'order')
      return t('lottery.prize.positionsText', { list: (prize.positions ?? []).join(', ') });
    return t('lottery.prize.winnersText', { count: prize.winners ?? 0 });
  };
}

/** The prizes as a list: name, kind and amount, what the mode draws by, and what is left. */
export function PrizeList({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  const drawText = useDrawText();
  return (
    <ol className="lottery-prizes">
      {lottery.prizes.map((prize, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a prize's index is its identity (remaining, winners)
        <li key={i}>
          <strong>{prize.name}</strong> · {prizeText(prize)} · {drawText(lottery.mode, prize)} ·{' '}
          <span className="lottery-meta">
            {t('lottery.prize.remaining', { count: lottery.remaining[i] ?? 0 })}
          </span>
        </li>
      ))}
    </ol>
  );
}
