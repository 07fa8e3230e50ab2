import { labelFor, nothingLabel } from './draft-labels.ts';
import { pickSeeds, type Seed } from './draft-seeds.ts';
import { keywordsOf, saysNothing, termsOf } from './text/terms.ts';
import { centroid, cosine, Idf, tfidf, topTerms, type Vector } from './tfidf.ts';
import type { DraftFrame, DraftNode, DraftOptions, Segment } from './types.ts';

/** Subnets whose answers look this alike (cosine of centres) share a net. */
const NET_SIMILARITY = 0.25;
const KEYWORDS = 6;
const EXAMPLES = 3;
const PROGRESS_EVERY = 500;

interface Cluster {
  seeds: { seed: Seed; centre: Vector }[];
  centre: Vector;
}

/** Average-linkage merging of subnets into nets: alike ones first, then down to `maxNets`. */
function clusterSeeds(seeds: { seed: Seed; centre: Vector }[], maxNets: number): Cluster[] {
  const clusters: Cluster[] = seeds.map((each) => ({ seeds: [each], centre: each.centre }));
  for (;;) {
    let best: { i: number; j: number; score: number } | undefined;
    for (let i = 0; i < clusters.length; i++)
      for (let j = i + 1; j < clusters.length; j++) {
        let sum = 0;
        for (const a of clusters[i]!.seeds)
          for (const b of clusters[j]!.seeds) sum += cosine(a.centre, b.centre);
        const score = sum / (clusters[i]!.seeds.length * clusters[j]!.seeds.length);
        if (!best || score > best.score) best = { i, j, score };
      }
    if (!best || (best.score < NET_SIMILARITY && clusters.length <= maxNets)) return clusters;
    const merged = [...clusters[best.i]!.seeds, ...clusters[best.j]!.seeds];
    clusters[best.i] = { seeds: merged, centre: centroid(merged.map((each) => each.centre)) };
    clusters.splice(best.j, 1);
  }
}

function examplesOf(docs: readonly number[], vectors: readonly Vector[], centre: Vector): number[] {
  return [...docs]
    .map((doc) => ({ doc, score: cosine(vectors[doc]!, centre) }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, EXAMPLES)
    .map(({ doc }) => doc);
}

/**
 * Drafts a frame of nets and subnets from the answers alone: seed terms by keyness, a subnet per
 * seed labelled in the answers' words, subnets with alike answers grouped into a net (a net of
 * one subnet is a childless net), and a "nothing" net when enough answers say nothing.
 */
export function draftFrame(
  answers: readonly string[],
  segment: Segment,
  options: DraftOptions = {},
): DraftFrame {
  const maxNets = options.maxNets ?? 8;
  const maxLeaves = options.maxLeaves ?? 20;
  const minSupport = Math.max(2, Math.round(answers.length * 0.005));

  const nothing: number[] = [];
  const bags = answers.map((answer, index) => {
    if ((index + 1) % PROGRESS_EVERY === 0) options.onProgress?.(index + 1, answers.length);
    if (saysNothing(answer, segment)) {
      nothing.push(index);
      return new Map<string, number>();
    }
    return termsOf(answer, segment);
  });
  const idf = new Idf(bags.filter((bag) => bag.size > 0));
  const vectors = bags.map((bag) => tfidf(bag, idf));
  const postings = new Map<string, number[]>();
  answers.forEach((answer, doc) => {
    if (bags[doc]!.size === 0) return;
    for (const term of keywordsOf(answer, segment)) {
      const list = postings.get(term);
      if (list) list.push(doc);
      else postings.set(term, [doc]);
    }
  });

  const hasNothingNet = nothing.length >= minSupport;
  const seeds = pickSeeds(postings, idf, minSupport, maxLeaves - (hasNothingNet ? 1 : 0)).map((seed) => ({
    seed,
    centre: centroid(seed.docs.map((doc) => vectors[doc]!)),
  }));
  const clusters = clusterSeeds(seeds, maxNets - (hasNothingNet ? 1 : 0));
  clusters.sort((a, b) => support(b) - support(a));

  const nodes: DraftNode[] = [];
  const node = (
    id: string,
    parentId: string | null,
    level: 1 | 2,
    seed: Seed,
    centre: Vector,
  ): DraftNode => ({
    id,
    parentId,
    level,
    label: labelFor(
      seed.term,
      seed.docs.map((doc) => answers[doc]!),
      segment,
    ),
    keywords: topTerms(centre, KEYWORDS),
    exampleIndices: examplesOf(seed.docs, vectors, centre),
    support: seed.docs.length,
  });
  clusters.forEach((cluster, n) => {
    const members = [...cluster.seeds].sort((a, b) => b.seed.docs.length - a.seed.docs.length);
    const netId = `n${n + 1}`;
    if (members.length === 1) {
      nodes.push(node(netId, null, 1, members[0]!.seed, members[0]!.centre));
      return;
    }
    const docs = [...new Set(members.flatMap((member) => member.seed.docs))].sort((a, b) => a - b);
    nodes.push({ ...node(netId, null, 1, netSeed(members, postings), cluster.centre), support: docs.length });
    members.forEach((member, s) => {
      nodes.push(node(`${netId}.${s + 1}`, netId, 2, member.seed, member.centre));
    });
  });
  if (hasNothingNet)
    nodes.push({
      id: `n${clusters.length + 1}`,
      parentId: null,
      level: 1,
      label: nothingLabel(nothing.map((doc) => answers[doc]!)),
      keywords: [],
      exampleIndices: nothing.slice(0, EXAMPLES),
      support: nothing.length,
    });
  options.onProgress?.(answers.length, answers.length);
  return { nodes };
}

function support(cluster: Cluster): number {
  return cluster.seeds.reduce((sum, each) => sum + each.seed.docs.length, 0);
}

/** A net's label: the word its subnets' answers share most, else its largest subnet's seed. */
function netSeed(members: { seed: Seed; centre: Vector }[], postings: Map<string, number[]>): Seed {
  const docs = new Set(members.flatMap((member) => member.seed.docs));
  const own = new Set(members.map((member) => member.seed.term));
  let best: Seed | undefined;
  for (const term of topTerms(centroid(members.map((member) => member.centre)), KEYWORDS * 2)) {
    if (own.has(term)) continue;
    const inside = (postings.get(term) ?? []).filter((doc) => docs.has(doc));
    if (inside.length * 4 >= docs.size && (!best || inside.length > best.docs.length))
      best = { term, docs: inside };
  }
  return best ?? members[0]!.seed;
}
