/**
 * Finds listed words in text in one pass (Aho–Corasick), case-insensitively, so checking every
 * title and option of a 1,000-question survey against a few thousand words stays linear in the
 * text. Chinese words match inside running text (no word boundaries there); so do Latin ones,
 * which is the cautious choice for a pre-publish check the author reviews.
 */
export interface WordMatcher {
  /** The listed words found in `text`, each once, in the list's spelling (lower case). */
  find(text: string): string[];
}

interface State {
  next: Map<string, number>;
  fail: number;
  /** Words ending here (including through fail links). */
  out: string[];
}

export function createWordMatcher(words: Iterable<string>): WordMatcher {
  const states: State[] = [{ next: new Map(), fail: 0, out: [] }];
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (word === '') continue;
    let s = 0;
    for (const ch of word) {
      let to = states[s]!.next.get(ch);
      if (to === undefined) {
        to = states.length;
        states.push({ next: new Map(), fail: 0, out: [] });
        states[s]!.next.set(ch, to);
      }
      s = to;
    }
    if (!states[s]!.out.includes(word)) states[s]!.out.push(word);
  }
  // Breadth first: a state's fail link is the longest proper suffix that is also a prefix.
  const queue: number[] = [...states[0]!.next.values()];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    for (const [ch, to] of states[s]!.next) {
      let f = states[s]!.fail;
      while (f !== 0 && !states[f]!.next.has(ch)) f = states[f]!.fail;
      const target = states[f]!.next.get(ch);
      states[to]!.fail = target !== undefined && target !== to ? target : 0;
      states[to]!.out.push(...states[states[to]!.fail]!.out);
      queue.push(to);
    }
  }
  return {
    find(text) {
      const found = new Set<string>();
      let s = 0;
      for (const ch of text.toLowerCase()) {
        while (s !== 0 && !states[s]!.next.has(ch)) s = states[s]!.fail;
        s = states[s]!.next.get(ch) ?? 0;
        for (const word of states[s]!.out) found.add(word);
      }
      return [...found];
    },
  };
}
