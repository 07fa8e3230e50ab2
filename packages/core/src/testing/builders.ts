import { updateNodeCodes } from '../codes/update-node-codes.ts';
import { QuestionType } from '../model/enums.ts';
import type { Lang } from '../model/lang.ts';
import type { OpContext } from '../tree/change.ts';
import { type DesignTree, emptyDesignTree } from '../tree/design-tree.ts';
import { insertNode } from '../tree/insert-after.ts';
import { updateLoop } from '../tree/loop-source.ts';
import { addOptions, removeOptions } from '../tree/options.ts';
import { updateNode } from '../tree/update-node.ts';
import { testContext, unwrap } from './context.ts';

export interface QuestionInit {
  title?: string;
  code?: string;
  /** Replaces the default options with these titles. */
  options?: string[];
  setting?: Record<string, unknown>;
  subType?: number;
}

/**
 * A survey in a few readable lines, built through the real operations:
 *   aSurvey().withGroup().withQuestion(QuestionType.SingleChoice, { options: ['Yes', 'No'] }).build()
 * Questions go into the last group (or loop) opened; `atTopLevel()` leaves it.
 */
export class SurveyBuilder {
  private tree: DesignTree;
  private parentId: number | null = null;
  private readonly outer: (number | null)[] = [];
  readonly ctx: OpContext;
  /** Ids of what was added, by code or title. */
  readonly ids: Record<string, number> = {};

  constructor(options: { surveyId?: number; lang?: Lang } = {}) {
    this.tree = emptyDesignTree(options.surveyId ?? 1);
    this.ctx = testContext({ lang: options.lang ?? 'zh' });
  }

  withGroup(title?: string): this {
    this.parentId = null; // groups live at the top level
    const id = this.add('group', title);
    this.parentId = id;
    this.outer.length = 0;
    return this;
  }

  /** Opens a loop over `sourceCode`'s options; questions go inside until `endLoop()`. */
  withLoop(sourceCode?: string): this {
    const id = this.add(QuestionType.Loop);
    if (sourceCode !== undefined) {
      const sourceId = this.ids[sourceCode];
      if (sourceId === undefined) throw new Error(`no question ${sourceCode}`);
      this.tree = unwrap(updateLoop(this.tree, { id, sourceId })).tree;
    }
    this.outer.push(this.parentId);
    this.parentId = id;
    return this;
  }

  endLoop(): this {
    this.parentId = this.outer.pop() ?? null;
    return this;
  }

  atTopLevel(): this {
    this.parentId = null;
    return this;
  }

  withPage(): this {
    this.add(QuestionType.PageBreak);
    return this;
  }

  withQuestion(type: number, init: QuestionInit = {}): this {
    const id = this.add(type, init.title);
    if (init.code !== undefined)
      this.tree = unwrap(updateNodeCodes(this.tree, [{ id, code: init.code }])).tree;
    if (init.setting || init.subType !== undefined) {
      const patch = { setting: init.setting, subType: init.subType };
      this.tree = unwrap(updateNode(this.tree, { id, patch })).tree;
    }
    if (init.options) {
      const old = [...(this.tree.optionsOf.get(id) ?? [])].filter(
        (optionId) => this.tree.options.get(optionId)?.type === 1,
      );
      if (old.length > 0) this.tree = unwrap(removeOptions(this.tree, { nodeId: id, ids: old })).tree;
      if (init.options.length > 0)
        this.tree = unwrap(addOptions(this.tree, { nodeId: id, titles: init.options }, this.ctx)).tree;
    }
    const code = this.tree.nodes.get(id)?.code;
    if (code) this.ids[code] = id;
    return this;
  }

  build(): { tree: DesignTree; ctx: OpContext; ids: Record<string, number> } {
    return { tree: this.tree, ctx: this.ctx, ids: this.ids };
  }

  private add(what: number | 'group', title?: string): number {
    const result = unwrap(insertNode(this.tree, { what, parentId: this.parentId, title }, this.ctx));
    this.tree = result.tree;
    const id = (result.change.nodes.inserted[0] as { id: number }).id;
    if (title) this.ids[title] = id;
    return id;
  }
}

export function aSurvey(options: { surveyId?: number; lang?: Lang } = {}): SurveyBuilder {
  return new SurveyBuilder(options);
}
