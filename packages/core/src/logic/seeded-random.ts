import { readSequenceSetting, SequenceMode } from '../survey/flow-settings.ts';

/**
 * Seeded randomness for per-respondent orders. Every random decision is a pure function of the
 * response's seed and a stable list key, so a resumed response, the server's replay and the
 * respondent's page all see the same order, and two lists never share one random stream (adding
 * a question does not reshuffle the others).
 */

/** 32-bit FNV-1a over the string's UTF-16 units, then a murmur finaliser to spread the bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a tiny, fast generator of floats in [0, 1) from a 32-bit state. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Sequence {
  mode: number;
  fixed: ReadonlySet<number>;
}

/** A node setting's order mode and fixed ids; a setting that does not parse is "ordered". */
export function sequenceOf(setting: Record<string, unknown>): Sequence {
  const read = readSequenceSetting(setting);
  return read
    ? { mode: read.order, fixed: new Set(read.fixed_ids) }
    : { mode: SequenceMode.Ordered, fixed: new Set() };
}

export interface OrderInput<T> {
  items: readonly T[];
  idOf: (item: T) => number;
  /** The list's order mode and fixed ids (see `sequenceOf`). */
  sequence: Sequence;
  seed: string;
  /** Names the list, e.g. `n12` for a group's children, `o34` for a question's options. */
  listKey: string;
  /** Items that never move whatever the mode (page breaks, branch runs). */
  isPinned?: (item: T) => boolean;
  /** Re-order mode: the key an item is shuffled by, shared by mirrored options (root source id). */
  reorderKeyOf?: (item: T) => number;
}

/**
 * The list in the order this respondent sees it. Fixed and pinned items keep their slots; the
 * others fill the remaining slots in the mode's order: random shuffles per list, re-order sorts by
 * a per-item key so a mirror's options follow its source's order, loop rotates the start,
 * forward/reverse flips the whole movable run.
 */
export function orderItems<T>(input: OrderInput<T>): T[] {
  const { mode, fixed } = input.sequence;
  if (mode === SequenceMode.Ordered || input.items.length < 2) return [...input.items];
  const stays = (item: T) => fixed.has(input.idOf(item)) || (input.isPinned?.(item) ?? false);
  const movable = input.items.filter((item) => !stays(item));
  const arranged = arrange(movable, mode, input);
  let next = 0;
  return input.items.map((item) => (stays(item) ? item : (arranged[next++] as T)));
}

function arrange<T>(movable: T[], mode: number, input: OrderInput<T>): T[] {
  const random = seededRandom(hashString(`${input.seed}|${input.listKey}`));
  if (mode === SequenceMode.Random) {
    const copy = [...movable];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
  if (mode === SequenceMode.Loop) {
    const start = Math.floor(random() * movable.length);
    return [...movable.slice(start), ...movable.slice(0, start)];
  }
  if (mode === SequenceMode.ForwardReverse) return random() < 0.5 ? [...movable] : [...movable].reverse();
  // Re-order: sort by a hash of the seed and the item's shared key.
  const keyOf = input.reorderKeyOf ?? input.idOf;
  const rank = new Map(movable.map((item) => [item, hashString(`${input.seed}|r${keyOf(item)}`)]));
  return [...movable].sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number));
}
