/** One word (or phrase) of a cloud: its weighted count and the answers holding it. */
export interface RankedWord {
  text: string;
  count: number;
  answers: number;
}

/** The cloud's order: count, then answers, then text, all descending but the text. */
export const byRank = (a: RankedWord, b: RankedWord) =>
  b.count - a.count || b.answers - a.answers || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/**
 * A word cloud's whole ranking, held between refreshes so that the appended answers' words are
 * added without sorting every word again: only the words the new answers hold are sorted, then
 * merged into the others (still in order) in one pass. Words are never changed in place (a list
 * handed out earlier keeps its figures); a changed word is a new object.
 */
export class WordRanking {
  private readonly byText = new Map<string, RankedWord>();
  /** Every word, in rank order. */
  words: RankedWord[];

  constructor(ranked: readonly RankedWord[]) {
    for (const word of ranked) this.byText.set(word.text, word);
    // One entry per text (a word and a phrase spelt alike count as one, as they are added up).
    this.words = this.byText.size === ranked.length ? [...ranked] : [...this.byText.values()].sort(byRank);
  }

  /** Adds the words of some more answers (each text once); returns the new ranking. */
  add(more: readonly RankedWord[]): RankedWord[] {
    if (more.length === 0) return this.words;
    const replaced = new Set<RankedWord>();
    const changed: RankedWord[] = [];
    const made = new Set<RankedWord>();
    for (const word of more) {
      const held = this.byText.get(word.text);
      if (held && made.has(held)) {
        // The same text twice in the new words (a word and a phrase): not handed out yet.
        held.count += word.count;
        held.answers += word.answers;
        continue;
      }
      const next = held
        ? { text: word.text, count: held.count + word.count, answers: held.answers + word.answers }
        : { text: word.text, count: word.count, answers: word.answers };
      if (held) replaced.add(held);
      this.byText.set(word.text, next);
      made.add(next);
      changed.push(next);
    }
    changed.sort(byRank);
    const merged: RankedWord[] = new Array(this.byText.size);
    let out = 0;
    let c = 0;
    for (const word of this.words) {
      if (replaced.has(word)) continue;
      while (c < changed.length && byRank(changed[c]!, word) < 0) merged[out++] = changed[c++]!;
      merged[out++] = word;
    }
    while (c < changed.length) merged[out++] = changed[c++]!;
    this.words = merged;
    return merged;
  }
}
