import { ancestorLabels, isNothingCode, leavesOf } from './frame.ts';
import { clausesOf, saysNothing, type Terms, termsOf } from './text/terms.ts';
import { centroid, cosine, Idf, tfidf, type Vector } from './tfidf.ts';
import type { CodedAnswer, CodeOptions, CodeScore, Frame, FrameNode, Segment } from './types.ts';

/** Confidence given to an answer that says nothing, for the frame's "nothing" code. */
const NOTHING_CONFIDENCE = 0.95;
/** A parent's label counts, but less than the code's own: it is shared with the code's siblings. */
const ANCESTOR_WEIGHT = 0.3;
const PROGRESS_EVERY = 500;
/**
 * One round of self-training (Rocchio feedback): the answers a code clearly wins in a first pass
 * (similarity and margin over the runner-up above these) pull the code's centre towards their
 * words, so "物流速度快" teaches the fast code "物流" without anyone writing it down.
 */
const FEEDBACK_SIMILARITY = 0.3;
const FEEDBACK_MARGIN = 0.05;
const FEEDBACK_WEIGHT = 0.5;

interface CodeProfile {
  id: string;
  prototypes: Vector[];
  centre: Vector;
}

function labelTerms(frame: Frame, node: FrameNode, segment: Segment): Terms {
  const terms = termsOf([node.label, ...(node.keywords ?? [])].join(' '), segment);
  for (const label of ancestorLabels(frame, node))
    for (const [term, weight] of termsOf(label, segment))
      terms.set(term, (terms.get(term) ?? 0) + weight * ANCESTOR_WEIGHT);
  return terms;
}

function profiles(leaves: FrameNode[], bags: Map<string, Terms[]>, idf: Idf): CodeProfile[] {
  return leaves.map((leaf) => {
    const prototypes = (bags.get(leaf.id) ?? [])
      .map((bag) => tfidf(bag, idf))
      .filter((vector) => vector.size > 0);
    return { id: leaf.id, prototypes, centre: centroid(prototypes) };
  });
}

/** Similarity of an answer to a code: its nearest prototype and the code's centre, averaged. */
function similarity(answer: Vector, profile: CodeProfile): number {
  let nearest = 0;
  for (const prototype of profile.prototypes) nearest = Math.max(nearest, cosine(answer, prototype));
  return 0.5 * nearest + 0.5 * cosine(answer, profile.centre);
}

/**
 * Scores each answer against the frame's leaves. Confidences are similarities in [0, 1]; every
 * code at or above `minConfidence` is returned (up to `maxCodes`), so an answer can carry several.
 */
export function assign(
  answers: readonly string[],
  frame: Frame,
  segment: Segment,
  options: CodeOptions = {},
): CodedAnswer[] {
  const minConfidence = options.minConfidence ?? 0.1;
  const maxCodes = options.maxCodes ?? 3;
  const leaves = leavesOf(frame);
  const nothingIds = leaves.filter((leaf) => isNothingCode(leaf, segment)).map((leaf) => leaf.id);
  const topical = leaves.filter((leaf) => !nothingIds.includes(leaf.id));

  // Each clause is segmented once; the answer's terms are the sum of its clauses' terms.
  const clauseTerms = answers.map((answer) => clausesOf(answer).map((clause) => termsOf(clause, segment)));
  const answerTerms = clauseTerms.map(merge);
  const codeBags = new Map<string, Terms[]>(
    topical.map((leaf) => [
      leaf.id,
      [
        labelTerms(frame, leaf, segment),
        ...(leaf.examples ?? []).map((example) => termsOf(example, segment)),
      ],
    ]),
  );
  const idf = new Idf([...answerTerms, ...[...codeBags.values()].flat()]);
  const codes = profiles(topical, codeBags, idf);
  const nothing = answers.map((answer) => saysNothing(answer, segment));

  const vectors = answerTerms.map((terms, index) =>
    nothing[index] ? new Map<string, number>() : tfidf(terms, idf),
  );
  const fed = withFeedback(codes, vectors);
  const clauseVectors = (index: number) => {
    const clauses = clauseTerms[index]!;
    return clauses.length < 2 ? [] : clauses.map((terms) => tfidf(terms, idf));
  };

  const coded: CodedAnswer[] = [];
  for (let index = 0; index < answers.length; index++) {
    let scores: CodeScore[] = [];
    if (nothing[index]) {
      scores = nothingIds.slice(0, 1).map((codeId) => ({ codeId, confidence: NOTHING_CONFIDENCE }));
    } else if (vectors[index]!.size > 0) {
      const best = new Map(fed.map((profile) => [profile.id, similarity(vectors[index]!, profile)]));
      // A clause raises only the code it fits best: its other, weaker matches are noise.
      for (const clause of clauseVectors(index)) {
        let top: { id: string; score: number } | undefined;
        for (const profile of fed) {
          const score = similarity(clause, profile);
          if (!top || score > top.score) top = { id: profile.id, score };
        }
        if (top && top.score > best.get(top.id)!) best.set(top.id, top.score);
      }
      scores = [...best]
        .map(([codeId, score]) => ({ codeId, confidence: clamp(score) }))
        .filter((score) => score.confidence >= minConfidence)
        .sort((a, b) => b.confidence - a.confidence || (a.codeId < b.codeId ? -1 : 1))
        .slice(0, maxCodes);
    }
    coded.push({ index, codes: scores });
    if ((index + 1) % PROGRESS_EVERY === 0) options.onProgress?.(index + 1, answers.length);
  }
  options.onProgress?.(answers.length, answers.length);
  return coded;
}

function merge(bags: readonly Terms[]): Terms {
  if (bags.length === 1) return bags[0]!;
  const sum: Terms = new Map();
  for (const bag of bags) for (const [term, weight] of bag) sum.set(term, (sum.get(term) ?? 0) + weight);
  return sum;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function withFeedback(codes: CodeProfile[], vectors: readonly Vector[]): CodeProfile[] {
  const won = new Map<string, Vector[]>(codes.map((code) => [code.id, []]));
  for (const vector of vectors) {
    if (vector.size === 0) continue;
    let best: { id: string; score: number } | undefined;
    let second = 0;
    for (const code of codes) {
      const score = similarity(vector, code);
      if (!best || score > best.score) {
        second = best?.score ?? 0;
        best = { id: code.id, score };
      } else second = Math.max(second, score);
    }
    if (best && best.score >= FEEDBACK_SIMILARITY && best.score - second >= FEEDBACK_MARGIN)
      won.get(best.id)!.push(vector);
  }
  return codes.map((code) => {
    const answers = won.get(code.id)!;
    if (answers.length === 0) return code;
    const pulled = centroid([code.centre, centroid(answers)], (index) => (index === 0 ? 1 : FEEDBACK_WEIGHT));
    return { ...code, centre: pulled };
  });
}
