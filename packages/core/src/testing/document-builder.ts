import { SURVEY_DOCUMENT_VERSION, type SurveyDocument, ZSurveyDocument } from '../document/schema.ts';
import type { Condition, LogicRule } from '../logic/schema.ts';
import { NodeModel, OptionType, QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { findQuestionType } from '../question-types/registry.ts';
import type { SurveySettings } from '../survey/settings.ts';
import { newNodeRecord, newOptionRecord } from '../tree/new-records.ts';

export interface DocQuestion {
  code: string;
  title?: string;
  /** Answer choice titles; option codes are 1..n. */
  options?: string[];
  /** Sub-question titles (matrix rows, form fields ...). */
  subQuestions?: string[];
  setting?: Record<string, unknown>;
  subType?: number;
  attribute?: number;
  /** Option flags by 0-based index. */
  other?: number[];
  exclusive?: number[];
  /** Mirrors the options of this earlier question (a linked question). */
  mirrorOf?: string;
}

type RuleInput = LogicRule extends infer R
  ? R extends LogicRule
    ? Omit<R, 'id' | 'optionId' | 'model'> & { optionId?: number; model?: 1 | 2 | 3 }
    : never
  : never;

/**
 * A published survey document in a few readable lines, with ids counting up from 1 and
 * questions named by code, for engine tests, fixtures and benchmarks:
 *   aDocument().question(QuestionType.SingleChoice, { code: 'Q1', options: ['Yes', 'No'] })
 *     .page().branch(1, cond).question(...).end().rule({ type: 1, nodeId: ..., ... }).build()
 * `open*` calls nest until `end()`. Settings start from each type's defaults.
 */
export class DocumentBuilder {
  private nextId = 1;
  private readonly nodes: NodeRecord[] = [];
  private readonly options: OptionRecord[] = [];
  private readonly logic: LogicRule[] = [];
  private readonly stack: (number | null)[] = [null];
  private settings: SurveySettings = {};
  /** Ids by question code. */
  readonly ids: Record<string, number> = {};

  private get parentId(): number | null {
    return this.stack.at(-1) ?? null;
  }

  private add(fields: Partial<NodeRecord> & { model: number }): NodeRecord {
    const siblings = this.nodes.filter((node) => node.parentId === this.parentId).length;
    const node = newNodeRecord({
      id: this.nextId++,
      surveyId: 1,
      title: fields.title ?? '',
      parentId: this.parentId,
      position: siblings,
      ...fields,
    });
    this.nodes.push(node);
    return node;
  }

  question(type: number, init: DocQuestion): this {
    const definition = findQuestionType(type);
    if (!definition) throw new Error(`no question type ${type}`);
    const node = this.add({
      model: definition.model,
      type,
      subType: init.subType ?? definition.defaultSubType,
      attribute: init.attribute ?? definition.defaultAttribute,
      code: init.code,
      title: init.title ?? init.code,
      setting: { ...(definition.defaultSetting() as object), ...init.setting },
    });
    this.ids[init.code] = node.id;
    const source = init.mirrorOf === undefined ? undefined : this.ids[init.mirrorOf];
    if (source !== undefined) {
      node.joinId = source;
      for (const option of this.options.filter((o) => o.nodeId === source && o.type === OptionType.Option))
        this.option(node.id, option.title, option.position, {
          code: option.code,
          other: option.other,
          joinId: option.id,
          rootJoinId: option.rootJoinId || option.id,
        });
    }
    const mirrored = this.options.filter((o) => o.nodeId === node.id).length;
    for (const [i, title] of (init.options ?? []).entries()) {
      this.option(node.id, title, mirrored + i, {
        code: String(mirrored + i + 1),
        other: init.other?.includes(i) ?? false,
        exclusive: init.exclusive?.includes(i) ?? false,
      });
    }
    for (const [i, title] of (init.subQuestions ?? []).entries())
      this.option(node.id, title, i, { code: String(i + 1), type: OptionType.SubQuestion });
    return this;
  }

  private option(nodeId: number, title: string, position: number, fields: Partial<OptionRecord>): void {
    this.options.push(
      newOptionRecord({ id: this.nextId++, surveyId: 1, nodeId, title, position, ...fields }),
    );
  }

  /** The id of question `code` (throws when there is none: a test bug). */
  id(code: string): number {
    const found = this.ids[code];
    if (found === undefined) throw new Error(`no question ${code}`);
    return found;
  }

  /** The id of option `index` (0-based) of question `code`, counting choices, then sub-questions. */
  optionId(code: string, index: number, type: number = OptionType.Option): number {
    const found = this.options.filter((o) => o.nodeId === this.ids[code] && o.type === type)[index];
    if (!found) throw new Error(`no option ${index} of ${code}`);
    return found.id;
  }

  page(): this {
    const node = this.add({ model: NodeModel.Page, type: QuestionType.PageBreak, title: 'Page' });
    this.ids[`page${node.id}`] = node.id;
    return this;
  }

  /** Opens a group (block); `setting` may carry `order` and `fixed_ids`. */
  group(title = 'Group', setting: Record<string, unknown> = {}): this {
    this.stack.push(this.add({ model: NodeModel.Group, title, setting }).id);
    return this;
  }

  /** Opens one path of split `split`; a null condition is the otherwise path. */
  branch(split: number, condition: Condition | null, name = ''): this {
    const node = this.add({ model: NodeModel.Branch, title: name, setting: { split, name, condition } });
    this.ids[`branch:${name || node.id}`] = node.id;
    this.stack.push(node.id);
    return this;
  }

  /** Opens a loop over the options of `sourceCode` (mode 0 chosen, 1 all). */
  loop(sourceCode: string, setting: Record<string, unknown> = {}): this {
    const sourceId = this.ids[sourceCode];
    if (sourceId === undefined) throw new Error(`no question ${sourceCode}`);
    const node = this.add({
      model: NodeModel.Question,
      type: QuestionType.Loop,
      title: 'Loop',
      loopId: sourceId,
      setting: { mode: 0, option_ids: [], ...setting },
    });
    this.stack.push(node.id);
    return this;
  }

  end(): this {
    if (this.stack.length > 1) this.stack.pop();
    return this;
  }

  /** Adds a rule (ids numbered 1..n); `model` defaults from its type. */
  rule(input: RuleInput): this {
    const model = input.model ?? (input.type === 5 ? 3 : input.type === 4 || input.type === 3 ? 2 : 1);
    this.logic.push({ optionId: 0, ...input, model, id: this.logic.length + 1 } as LogicRule);
    return this;
  }

  withSettings(settings: SurveySettings): this {
    this.settings = { ...this.settings, ...settings };
    return this;
  }

  build(): SurveyDocument {
    return ZSurveyDocument.parse({
      schemaVersion: SURVEY_DOCUMENT_VERSION,
      code: 'TEST',
      version: 1,
      title: 'Test survey',
      lang: 'en',
      publishedAt: '2026-01-01T00:00:00.000Z',
      nodes: this.nodes,
      options: this.options,
      logic: this.logic,
      settings: this.settings,
      theme: {},
    });
  }
}

export function aDocument(): DocumentBuilder {
  return new DocumentBuilder();
}

/** A condition with one item; `optionIds`, `value`, ... as the schema (defaults filled). */
export function when(
  nodeId: number,
  optionType: number,
  extra: {
    optionIds?: number[];
    subId?: number | null;
    value?: number | string | null;
    value2?: number | null;
    compare?: number | null;
  } = {},
): Condition {
  return {
    relation: 'and',
    nodes: [
      {
        nodeId,
        optionType: optionType as Condition['nodes'][number]['optionType'],
        optionIds: extra.optionIds ?? [],
        subId: extra.subId ?? null,
        value: extra.value ?? null,
        value2: extra.value2 ?? null,
        compare: (extra.compare ?? null) as Condition['nodes'][number]['compare'],
      },
    ],
  };
}
