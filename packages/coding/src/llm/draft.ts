import type { DraftFrame, DraftNode, DraftOptions } from '../types.ts';
import type { SendChat } from './chat-client.ts';
import { type DraftReply, parseReply, ZDraftReply } from './json-reply.ts';
import { draftMessages } from './prompts.ts';
import { sampleIndices } from './sample.ts';

const EXAMPLES = 3;

/**
 * Drafts nets and subnets from a sample of the answers in one request, then reads the reply
 * into DraftNodes: ids n1, n1.1 as the offline draft has them, at most maxNets nets and
 * maxLeaves leaves, example numbers mapped back to the answers' indices, and support counted
 * over all answers (those containing one of the node's keywords, its subnets' included).
 */
export async function draftWithLlm(
  send: SendChat,
  answers: readonly string[],
  options: DraftOptions = {},
): Promise<DraftFrame> {
  const maxNets = options.maxNets ?? 8;
  const maxLeaves = options.maxLeaves ?? 20;
  const total = answers.length;
  const sample = sampleIndices(answers);
  if (sample.length === 0) {
    options.onProgress?.(total, total);
    return { nodes: [] };
  }
  options.onProgress?.(0, total);
  const reply = await send({
    kind: 'draft',
    messages: draftMessages({
      sample: sample.map((index) => answers[index]!),
      total,
      maxNets,
      maxLeaves,
      question: options.question,
    }),
    parse: (content) => parseReply(content, ZDraftReply),
  });
  const nodes = toDraftNodes(reply, answers, sample, maxNets, maxLeaves);
  options.onProgress?.(total, total);
  return { nodes };
}

type DraftCode = DraftReply['nets'][number]['subnets'][number];

export function toDraftNodes(
  reply: DraftReply,
  answers: readonly string[],
  sample: readonly number[],
  maxNets: number,
  maxLeaves: number,
): DraftNode[] {
  const lowered = answers.map((answer) => answer.toLowerCase());
  const matching = (keywords: readonly string[]) => {
    const words = keywords.map((word) => word.toLowerCase());
    const hits: number[] = [];
    lowered.forEach((text, index) => {
      if (words.some((word) => text.includes(word))) hits.push(index);
    });
    return hits;
  };
  const examplesOf = (code: DraftCode, hits: readonly number[]) => {
    const cited = code.examples.filter((n) => n >= 1 && n <= sample.length).map((n) => sample[n - 1]!);
    const chosen = [...new Set(cited)].slice(0, EXAMPLES);
    // A model that cited no valid example: the first sampled answers its keywords find.
    if (chosen.length === 0) return sample.filter((index) => hits.includes(index)).slice(0, EXAMPLES);
    return chosen;
  };
  const node = (id: string, parentId: string | null, level: 1 | 2, code: DraftCode, hits: number[]) => ({
    id,
    parentId,
    level,
    label: code.label,
    keywords: code.keywords,
    exampleIndices: examplesOf(code, hits),
    support: hits.length,
  });

  const nodes: DraftNode[] = [];
  let leaves = 0;
  for (const net of reply.nets) {
    if (nodes.filter((each) => each.level === 1).length >= maxNets || leaves >= maxLeaves) break;
    const netId = `n${nodes.filter((each) => each.level === 1).length + 1}`;
    const subnets = net.subnets.slice(0, maxLeaves - leaves);
    const subHits = subnets.map((subnet) => matching(subnet.keywords));
    const netHits = [...new Set([...matching(net.keywords), ...subHits.flat()])].sort((a, b) => a - b);
    nodes.push(node(netId, null, 1, net, netHits));
    subnets.forEach((subnet, s) => {
      nodes.push(node(`${netId}.${s + 1}`, netId, 2, subnet, subHits[s]!));
    });
    leaves += Math.max(1, subnets.length);
  }
  return nodes;
}
