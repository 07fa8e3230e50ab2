import { ancestorLabels, isNothingCode, leavesOf } from './frame.ts';
import { saysNothing, type Terms, termsOf } from './text/terms.ts';
import { centroid, cosine, Idf, tfidf, type Vector } from './tfidf.ts';
import type { CodedAnswer, CodeOptions, CodeScore, Frame, FrameNode, Segment } from './types.ts';

/** Confidence given to an answer that says nothing, for the frame's "nothing" code. */
const NOTHING_CONFIDENCE = 0.95;
/** A parent's label counts, but less than the code's own: it is shared with the code's siblings. */
const ANCESTOR_WEIGHT = 0.3;
const PROGRESS_EVERY = 500;

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

  const answerTerms = answers.map((answer) => termsOf(answer, segment));
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

  const coded: CodedAnswer[] = [];
  for (let index = 0; index < answers.length; index++) {
    const text = answers[index]!;
    let scores: CodeScore[] = [];
    if (saysNothing(text, segment)) {
      scores = nothingIds.slice(0, 1).map((codeId) => ({ codeId, confidence: NOTHING_CONFIDENCE }));
    } else {
      const vector = tfidf(answerTerms[index]!, idf);
      if (vector.size > 0)
        scores = codes
          .map((profile) => ({
            codeId: profile.id,
            confidence: Math.min(1, Math.max(0, similarity(vector, profile))),
          }))
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
