import { PROBABILITY_BP_TOTAL, type Prize, prizeStock } from '@cairn/contract';
import { type Rng, rngFromSeed } from './random.ts';

export type PrizeDraw =
  | { win: false; reason: 'lost-draw' | 'out-of-stock' }
  | { win: true; prizeIndex: number };

/**
 * Instant mode: one draw at submit. The prizes' chances (basis points) are consecutive slices of
 * 0–9,999; a number past them loses. A prize out of stock loses its slice rather than passing it
 * to another prize: the stated odds of every prize stay true.
 */
export function drawInstant(
  prizes: readonly Pick<Prize, 'probabilityBp'>[],
  stock: readonly number[],
  rng: Rng,
): PrizeDraw {
  const roll = Math.min(PROBABILITY_BP_TOTAL - 1, Math.floor(rng() * PROBABILITY_BP_TOTAL));
  let upTo = 0;
  for (const [i, prize] of prizes.entries()) {
    upTo += prize.probabilityBp ?? 0;
    if (roll < upTo)
      return (stock[i] ?? 0) > 0 ? { win: true, prizeIndex: i } : { win: false, reason: 'out-of-stock' };
  }
  return { win: false, reason: 'lost-draw' };
}

/** Order mode: the response that is the Nth valid one wins the prize naming position N, while stock lasts. */
export function prizeForPosition(
  config: { prizes: readonly Pick<Prize, 'positions'>[] },
  position: number,
  stock: readonly number[],
): PrizeDraw {
  const i = config.prizes.findIndex((p) => p.positions?.includes(position));
  if (i < 0) return { win: false, reason: 'lost-draw' };
  return (stock[i] ?? 0) > 0 ? { win: true, prizeIndex: i } : { win: false, reason: 'out-of-stock' };
}

export interface AfterCloseWinner<Id> {
  id: Id;
  prizeIndex: number;
}

/**
 * After-close mode: draws every prize's winners from the eligible responses once the survey
 * closes. Reproducible: the ids are de-duplicated and sorted first (the database's order does
 * not matter), shuffled by core's mulberry32 seeded from the recorded seed (Fisher–Yates), then
 * dealt out prize by prize in the prizes' order. Anyone holding the seed and the ids gets the same
 * winners. A response wins at most one prize; a prize never gets more winners than it asks for or
 * than its stock.
 */
export function drawAfterClose<Id extends string | number>(
  eligibleIds: readonly Id[],
  prizes: readonly Prize[],
  seed: string,
): AfterCloseWinner<Id>[] {
  const ids = [...new Set(eligibleIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rng = rngFromSeed(seed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)));
    [ids[i], ids[j]] = [ids[j] as Id, ids[i] as Id];
  }
  const winners: AfterCloseWinner<Id>[] = [];
  let next = 0;
  for (const [prizeIndex, prize] of prizes.entries()) {
    const count = Math.max(0, Math.min(prize.winners ?? 0, prizeStock(prize)));
    for (let k = 0; k < count && next < ids.length; k++) winners.push({ id: ids[next++] as Id, prizeIndex });
  }
  return winners;
}
