import type { Lottery } from '@cairn/contract';
import type { LotteryMove } from '../../api/endpoints/lotteries.ts';

export type LotteryButton = 'pay' | 'edit' | LotteryMove | 'draw' | 'details' | 'log';

/** A lottery's settings can change until it starts (the save call answers A2066 after). */
export function isLotteryEditable(lottery: Pick<Lottery, 'status'>): boolean {
  return lottery.status === 'draft' || lottery.status === 'paying';
}

/** Whether any prize is cash: its total is paid into escrow before the lottery runs. */
export const hasCashPrize = (lottery: Pick<Lottery, 'prizes'>): boolean =>
  lottery.prizes.some((p) => p.kind === 'cash');

/** An ended after-close lottery not drawn yet: its winners are drawn by the author's button. */
export const awaitsDraw = (lottery: Pick<Lottery, 'status' | 'mode' | 'drawSeed'>): boolean =>
  lottery.mode === 'after-close' && lottery.status === 'ended' && lottery.drawSeed === null;

/**
 * The buttons a lottery offers, by its status: pay while its cash order waits, edit until it
 * starts, start a draft without cash (one with cash starts when paid), pause/resume/end while it
 * runs, draw an ended after-close one once, and the read-only pages always.
 */
export function lotteryButtons(lottery: Lottery): LotteryButton[] {
  const buttons: LotteryButton[] = [];
  if (lottery.status === 'paying') buttons.push('pay');
  if (isLotteryEditable(lottery)) buttons.push('edit');
  if (lottery.status === 'draft' && !hasCashPrize(lottery)) buttons.push('start');
  if (lottery.status === 'running') buttons.push('pause', 'end');
  if (lottery.status === 'paused') buttons.push('resume', 'end');
  if (awaitsDraw(lottery)) buttons.push('draw');
  buttons.push('details', 'log');
  return buttons;
}
