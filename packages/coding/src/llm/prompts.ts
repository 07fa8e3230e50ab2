import type { ChatMessage } from './options.ts';

/** Longest answer text sent: a drafting sample needs the gist, coding the whole point. */
export const DRAFT_ANSWER_CHARS = 300;
export const CODE_ANSWER_CHARS = 1_000;

/** A leaf as the model sees it: a short alias instead of the frame's id, its path and signals. */
export interface PromptCode {
  alias: string;
  path: string;
  keywords: readonly string[];
  examples: readonly string[];
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

const numbered = (texts: readonly string[], max: number) =>
  texts.map((text, n) => `${n + 1}. ${oneLine(text, max)}`).join('\n');

const questionLine = (question: string | undefined) =>
  question?.trim() ? `Survey question: ${oneLine(question, 500)}\n\n` : '';

export function draftMessages(input: {
  sample: readonly string[];
  total: number;
  maxNets: number;
  maxLeaves: number;
  question?: string | undefined;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You build code frames for the open answers of a survey. A code frame groups what respondents ' +
        'say into nets (broad themes) and subnets (one specific point each). Reply with one JSON object only.',
    },
    {
      role: 'user',
      content:
        `${questionLine(input.question)}Answers (a sample of ${input.sample.length} of ${input.total}, numbered):\n` +
        `${numbered(input.sample, DRAFT_ANSWER_CHARS)}\n\n` +
        'Build a code frame for these answers:\n' +
        `- At most ${input.maxNets} nets, and at most ${input.maxLeaves} codes that answers are coded to ` +
        '(a subnet, or a net without subnets).\n' +
        '- Short labels (2 to 6 words) in the language most answers are written in, each making one point; ' +
        'keep opposite opinions apart (e.g. "Delivery fast" and "Delivery slow").\n' +
        '- For each net and subnet: up to 5 keywords that signal it in the answers, and up to 3 example ' +
        'answer numbers from the list.\n' +
        '- If several answers say nothing ("no", "N/A", "无"), add a net for them.\n' +
        'Reply as JSON: {"nets":[{"label":"…","keywords":["…"],"examples":[1,4],' +
        '"subnets":[{"label":"…","keywords":["…"],"examples":[2]}]}]}',
    },
  ];
}

export function codeMessages(input: {
  codes: readonly PromptCode[];
  answers: readonly string[];
  question?: string | undefined;
}): ChatMessage[] {
  const codes = input.codes
    .map((code) => {
      const keywords = code.keywords.length ? ` — keywords: ${code.keywords.join(', ')}` : '';
      const examples = code.examples.length
        ? ` — e.g. ${code.examples.map((text) => JSON.stringify(oneLine(text, 100))).join('; ')}`
        : '';
      return `${code.alias}: ${code.path}${keywords}${examples}`;
    })
    .join('\n');
  return [
    {
      role: 'system',
      content:
        'You code the open answers of a survey into a code frame: for each answer, the codes whose point ' +
        'the answer makes. Reply with one JSON object only.',
    },
    {
      role: 'user',
      content:
        `${questionLine(input.question)}Codes (id: label path):\n${codes}\n\n` +
        `Answers (numbered):\n${numbered(input.answers, CODE_ANSWER_CHARS)}\n\n` +
        'For every answer number give the codes that apply, each with a confidence from 0 to 1 that it ' +
        'applies ({} when no code fits). Use only the ids above.\n' +
        'Reply as JSON: {"answers":{"1":{"c1":0.9,"c4":0.6},"2":{}}}',
    },
  ];
}
