import { NodeModel, OptionType, QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { takesOptionType } from '../question-types/define.ts';
import { definitionOf } from '../question-types/registry.ts';
import { settingSchemaOf } from '../question-types/type-schemas.ts';
import { toPlainText } from '../rich-text/to-plain-text.ts';
import type { DiagnosisMessageKey } from './diagnosis-messages.ts';
import { DiagnosisType, type DiagnosisTypeValue } from './diagnosis-types.ts';

/** A finding before it is worded: the node, the type and the message key with its params. */
export interface Finding {
  type: DiagnosisTypeValue;
  nodeId: number | null;
  key: DiagnosisMessageKey;
  params?: Record<string, string>;
}

/**
 * What a question type needs before it can be published. A table rather than a field of every
 * question-type module: these are publishing rules, kept in one place next to the diagnosis.
 * - choices: at least one answer option (type 1, not a group header);
 * - rows: at least one sub-question (type 2);
 * - optionImages: at least one option, each with its image;
 * - ownImage: `setting.image` set (the picture respondents click on);
 * - duration: `setting.time` above 0 (countdown length, longest recording).
 */
type Need = 'choices' | 'rows' | 'optionImages' | 'ownImage' | 'duration';
const NEEDS = new Map<number, readonly Need[]>([
  [QuestionType.SingleChoice, ['choices']],
  [QuestionType.MultipleChoice, ['choices']],
  [QuestionType.Dropdown, ['choices']],
  [QuestionType.Evaluate, ['choices']],
  [QuestionType.Rank, ['choices']],
  [QuestionType.Cascade, ['choices']],
  [QuestionType.MaxDiff, ['choices']],
  [QuestionType.VoteChoice, ['choices']],
  [QuestionType.Matrix, ['choices', 'rows']],
  [QuestionType.ImageDrag, ['choices', 'rows']],
  [QuestionType.WordDrag, ['choices', 'rows']],
  [QuestionType.ImageChoice, ['optionImages']],
  [QuestionType.VoteImageChoice, ['optionImages']],
  [QuestionType.Heatmap, ['ownImage']],
  [QuestionType.CanvasImage, ['ownImage']],
  [QuestionType.Countdown, ['duration']],
  [QuestionType.Recorder, ['duration']],
]);

const answerOptions = (options: readonly OptionRecord[]) =>
  options.filter((o) => o.type === OptionType.Option && !o.isGroup);

function checkNeed(need: Need, node: NodeRecord, options: readonly OptionRecord[]): Finding[] {
  const at = (type: DiagnosisTypeValue, key: DiagnosisMessageKey, params?: Record<string, string>) => [
    { type, nodeId: node.id, key, ...(params ? { params } : {}) },
  ];
  if (need === 'choices' && answerOptions(options).length === 0)
    return at(DiagnosisType.Incomplete, 'noOptions');
  if (need === 'rows' && !options.some((o) => o.type === OptionType.SubQuestion && !o.isGroup))
    return at(DiagnosisType.Incomplete, 'noRows');
  if (need === 'optionImages') {
    const choices = answerOptions(options);
    if (choices.length === 0) return at(DiagnosisType.Incomplete, 'noImages');
    return choices
      .filter((o) => !o.image)
      .flatMap((o) =>
        at(DiagnosisType.MissingImage, 'missingOptionImage', {
          option: toPlainText(o.title) || o.code || '',
        }),
      );
  }
  const setting = node.setting;
  if (need === 'ownImage' && !(typeof setting.image === 'string' && setting.image.trim() !== ''))
    return at(DiagnosisType.MissingImage, 'missingImage');
  if (need === 'duration' && !(typeof setting.time === 'number' && setting.time > 0))
    return at(DiagnosisType.NoDuration, 'noDuration');
  return [];
}

/**
 * Type 2 for what a design edit refuses today but a draft may still hold (saved before the rule,
 * imported, inserted from a library): a setting its type's schema refuses (a rating whose `min`
 * is above its `max`), or sub-questions on a type that reads none. Respondents would meet a
 * question the renderer, validator or statistics cannot honour.
 */
function checkFit(node: NodeRecord, options: readonly OptionRecord[]): Finding[] {
  const definition = definitionOf(node);
  if (!definition) return [];
  const findings: Finding[] = [];
  const parsed = settingSchemaOf(definition).safeParse({
    ...(definition.defaultSetting() as object),
    ...node.setting,
  });
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((each) => String(each.path[0] ?? '')))].filter(Boolean);
    findings.push({
      type: DiagnosisType.Incomplete,
      nodeId: node.id,
      key: 'settingInvalid',
      params: { keys: keys.join(', ') },
    });
  }
  if (options.some((o) => !takesOptionType(definition, o.type)))
    findings.push({ type: DiagnosisType.Incomplete, nodeId: node.id, key: 'strayRows' });
  return findings;
}

/** Types 2, 5 (own images), 7 (empty loops; branches: diagnose-branches.ts) and 8: what each node lacks. */
export function checkNodes(nodes: readonly NodeRecord[], options: readonly OptionRecord[]): Finding[] {
  const optionsOf = new Map<number, OptionRecord[]>();
  for (const option of options) {
    const list = optionsOf.get(option.nodeId) ?? [];
    list.push(option);
    optionsOf.set(option.nodeId, list);
  }
  const hasChildren = new Set(nodes.map((n) => n.parentId));
  const findings: Finding[] = [];
  for (const node of nodes) {
    if (node.type === QuestionType.Loop && !hasChildren.has(node.id)) {
      findings.push({ type: DiagnosisType.FlowEmpty, nodeId: node.id, key: 'emptyLoop' });
      continue;
    }
    if (node.model !== NodeModel.Question) continue;
    findings.push(...checkFit(node, optionsOf.get(node.id) ?? []));
    for (const need of NEEDS.get(node.type) ?? [])
      findings.push(...checkNeed(need, node, optionsOf.get(node.id) ?? []));
  }
  return findings;
}

/** Questions respondents answer: not text blocks, countdowns, page breaks or loops. */
const NOT_ANSWERED = new Set<number>([
  QuestionType.Text,
  QuestionType.Countdown,
  QuestionType.PageBreak,
  QuestionType.Loop,
]);
export function hasQuestions(nodes: readonly NodeRecord[]): boolean {
  return nodes.some((n) => n.model === NodeModel.Question && !NOT_ANSWERED.has(n.type));
}
