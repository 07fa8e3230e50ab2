import { nextOptionNumber, nextQuestionCodes } from '../codes/next-codes.ts';
import { OptionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { defaultTitle } from '../model/titles.ts';
import type { OptionSeed } from '../question-types/define.ts';
import type { AnyQuestionType } from '../question-types/registry.ts';
import type { OpContext } from './change.ts';
import type { TreeDraft } from './tree-draft.ts';

/** Row factories: every field set, so what core creates is what the server stores. */
export function newNodeRecord(
  fields: Pick<NodeRecord, 'id' | 'surveyId' | 'model' | 'title'> & Partial<NodeRecord>,
) {
  const record: NodeRecord = {
    parentId: null,
    type: 0,
    subType: 0,
    attribute: 0,
    code: null,
    label: null,
    position: 0,
    setting: {},
    joinId: 0,
    dependId: 0,
    loopId: null,
    locked: false,
    deletedAt: null,
    trash: null,
    ...fields,
  };
  return record;
}

export function newOptionRecord(
  fields: Pick<OptionRecord, 'id' | 'surveyId' | 'nodeId' | 'title'> & Partial<OptionRecord>,
): OptionRecord {
  return {
    parentId: null,
    type: OptionType.Option,
    isGroup: false,
    code: null,
    rightTitle: null,
    position: 0,
    required: false,
    locked: false,
    other: false,
    exclusive: false,
    image: null,
    setting: {},
    joinId: 0,
    rootJoinId: 0,
    ...fields,
  };
}

/** Default options of a new question: seeds (evaluate levels) or numbered titles, codes 1..n per type. */
function defaultOptionPlan(definition: AnyQuestionType, lang: OpContext['lang']): OptionSeed[] {
  if (definition.defaultOptionSeeds) return definition.defaultOptionSeeds(lang);
  const plan: OptionSeed[] = [];
  const groups = [
    {
      type: OptionType.Option,
      count: definition.defaultOptionCount,
      title: definition.optionTitle(OptionType.Option),
    },
    ...definition.extraDefaultOptions,
  ];
  for (const group of groups) {
    for (let n = 1; n <= group.count; n++)
      plan.push({ type: group.type, title: defaultTitle(group.title, n, lang) });
  }
  return plan;
}

/**
 * A new question of a type with its default setting, code, title and options (not yet placed:
 * the caller puts it in a parent's list). New questions are required (spec doc 1 §5).
 */
export function createQuestion(
  draft: TreeDraft,
  definition: AnyQuestionType,
  ctx: OpContext,
  title?: string,
): { node: NodeRecord; options: OptionRecord[] } {
  const surveyId = draft.base.surveyId;
  const id = ctx.nextId('node');
  const node = newNodeRecord({
    id,
    surveyId,
    model: definition.model,
    type: definition.type,
    subType: definition.defaultSubType,
    attribute: definition.defaultAttribute,
    code: definition.hasCode ? (nextQuestionCodes(draft.allNodes(), 1)[0] ?? null) : null,
    title: title ?? defaultTitle('question', 1, ctx.lang),
    setting: definition.defaultSetting() as Record<string, unknown>,
  });
  const counters = new Map<number, number>();
  const options = defaultOptionPlan(definition, ctx.lang).map((seed, position) => {
    const code = (counters.get(seed.type) ?? 0) + 1;
    counters.set(seed.type, code);
    return newOptionRecord({
      id: ctx.nextId('option'),
      surveyId,
      nodeId: id,
      type: seed.type,
      code: String(code),
      title: seed.title,
      position,
      setting: seed.setting ?? {},
    });
  });
  return { node, options };
}

/** The next option code in the code space of `nodeId`'s linked family (see codes/link-family). */
export function nextCodeIn(options: Iterable<OptionRecord>): string {
  return String(nextOptionNumber(options));
}
