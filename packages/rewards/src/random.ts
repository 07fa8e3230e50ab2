import { hashString, seededRandom } from '@cairn/core';

/** A source of floats in [0, 1): Math.random in production, a seeded generator in tests and draws. */
export type Rng = () => number;

/** An integer uniform in [min, max] (both inclusive; integers, min ≤ max). */
export function randomInt(rng: Rng, min: number, max: number): number {
  const span = max - min + 1;
  // min() guards a generator that returns 1 (out of contract, but a fen over max would be money).
  return min + Math.min(span - 1, Math.floor(rng() * span));
}

/** core's mulberry32, seeded from a string by core's hash: the same seed gives the same stream. */
export function rngFromSeed(seed: string): Rng {
  return seededRandom(hashString(seed));
}
