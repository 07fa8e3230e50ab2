import type { NodeRecord } from '../model/node.ts';
import { toPlainText } from '../rich-text/to-plain-text.ts';
import { nodesInOrder } from './build-document.ts';
import { checkBranches } from './diagnose-branches.ts';
import { checkLogic } from './diagnose-logic.ts';
import { checkNodes, type Finding, hasQuestions } from './diagnose-nodes.ts';
import { checkReferences } from './diagnose-references.ts';
import { diagnosisMessage } from './diagnosis-messages.ts';
import { type DiagnosisContext, type DiagnosisItem, DiagnosisType } from './diagnosis-types.ts';
import { imageRefsOf } from './image-refs.ts';
import type { SurveyDocument } from './schema.ts';

/** Settings keys that switch on a paid feature (rewards): publishing them needs a bound mobile number. */
export const PAID_SETTING_KEYS = ['reward', 'lottery', 'redEnvelope'] as const;

/** Survey-level texts respondents read, checked for sensitive words with the title. */
const SETTING_TEXTS = ['description', 'welcome', 'endMessage', 'screenOutMessage', 'closeTip'] as const;

const TITLE_MAX = 60;

/**
 * The pre-publish diagnosis (spec doc 2 §8, types 1–9) of a document about to be published.
 * Pure: the caller gathers the word list, image verdicts and the author's phone state. An empty
 * list means the survey may be published. Items come in reading order, survey-level ones first,
 * each naming its question (code and plain title) so the modal can jump to it.
 */
export function diagnoseSurvey(doc: SurveyDocument, ctx: DiagnosisContext): DiagnosisItem[] {
  const ordered = nodesInOrder(doc);
  const findings: Finding[] = [];
  if (!hasQuestions(ordered))
    findings.push({ type: DiagnosisType.NoQuestions, nodeId: null, key: 'noQuestions' });
  findings.push(...checkNodes(ordered, doc.options));
  findings.push(...checkWords(doc, ctx));
  findings.push(...checkPaidFeatures(doc, ctx));
  findings.push(...checkImages(doc, ctx));
  findings.push(...checkBranches(ordered, doc.options));
  findings.push(...dedupe([...checkReferences(ordered, doc.options, doc.logic), ...checkLogic(doc)]));

  const rank = new Map(ordered.map((n, i) => [n.id, i]));
  const byId = new Map<number, NodeRecord>(ordered.map((n) => [n.id, n]));
  return findings
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        (a.f.nodeId === null ? -1 : (rank.get(a.f.nodeId) ?? 0)) -
          (b.f.nodeId === null ? -1 : (rank.get(b.f.nodeId) ?? 0)) || a.i - b.i,
    )
    .map(({ f }) => {
      const node = f.nodeId === null ? undefined : byId.get(f.nodeId);
      const title = node ? toPlainText(node.title) : '';
      return {
        type: f.type,
        nodeId: f.nodeId,
        code: node?.code ?? '',
        title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX)}…` : title,
        message: diagnosisMessage(ctx.lang, f.key, f.params),
      };
    });
}

/** One item per node, type and reason: several broken rules of one question are one thing to fix. */
function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const id = `${f.nodeId}:${f.type}:${f.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Type 3: words of the list in the title, survey texts, question titles, labels and options. */
function checkWords(doc: SurveyDocument, ctx: DiagnosisContext): Finding[] {
  const texts = new Map<number | null, string[]>();
  const push = (nodeId: number | null, text: unknown) => {
    if (typeof text !== 'string' || text === '') return;
    const list = texts.get(nodeId) ?? [];
    list.push(toPlainText(text));
    texts.set(nodeId, list);
  };
  push(null, doc.title);
  for (const key of SETTING_TEXTS) push(null, doc.settings[key]);
  for (const node of doc.nodes) {
    push(node.id, node.title);
    push(node.id, node.label);
  }
  for (const option of doc.options) {
    push(option.nodeId, option.title);
    push(option.nodeId, option.rightTitle);
  }
  const findings: Finding[] = [];
  for (const [nodeId, list] of texts) {
    const words = new Set(list.flatMap((text) => ctx.words.find(text)));
    if (words.size > 0)
      findings.push({
        type: DiagnosisType.SensitiveWords,
        nodeId,
        key: 'sensitiveWords',
        params: { words: [...words].join(ctx.lang === 'zh' ? '、' : ', ') },
      });
  }
  return findings;
}

/** Type 4: a paid feature switched on while the author has no mobile number. */
function checkPaidFeatures(doc: SurveyDocument, ctx: DiagnosisContext): Finding[] {
  if (ctx.authorHasMobile) return [];
  const used = PAID_SETTING_KEYS.filter((key) => Boolean(doc.settings[key]));
  if (used.length === 0) return [];
  return [
    {
      type: DiagnosisType.PhoneNotBound,
      nodeId: null,
      key: 'phoneNotBound',
      params: { features: used.join(', ') },
    },
  ];
}

/** Types 5 and 6 for stored images: a reference to a missing file, or one that failed the check. */
function checkImages(doc: SurveyDocument, ctx: DiagnosisContext): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { ref, nodeId } of imageRefsOf(doc)) {
    const verdict = ctx.images.get(ref);
    const id = `${nodeId}:${ref}`;
    if (!verdict || verdict.status === 'ok' || seen.has(id)) continue;
    seen.add(id);
    findings.push(
      verdict.status === 'missing'
        ? { type: DiagnosisType.MissingImage, nodeId, key: 'missingImage' }
        : {
            type: DiagnosisType.SensitiveImage,
            nodeId,
            key: 'sensitiveImage',
            params: { reason: verdict.reason },
          },
    );
  }
  return findings;
}
