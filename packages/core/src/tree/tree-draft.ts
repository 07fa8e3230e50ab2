import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { RecordChanges, TreeChange, TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { isSameRecord } from './same-record.ts';

/**
 * The working copy one operation edits. Maps are copied on first write only, every touched id is
 * remembered, and `commit` compares touched records with the base tree to report exactly what
 * changed. Positions are never set by hand: `setChildIds` / `setOptionIds` renumber 0..n-1.
 */
export class TreeDraft {
  private nodes: Map<number, NodeRecord> | null = null;
  private options: Map<number, OptionRecord> | null = null;
  private children: Map<number | null, readonly number[]> | null = null;
  private optionsOf: Map<number, readonly number[]> | null = null;
  private readonly touchedNodes = new Set<number>();
  private readonly touchedOptions = new Set<number>();

  constructor(readonly base: DesignTree) {}

  node(id: number): NodeRecord | undefined {
    return (this.nodes ?? this.base.nodes).get(id);
  }

  option(id: number): OptionRecord | undefined {
    return (this.options ?? this.base.options).get(id);
  }

  allNodes(): Iterable<NodeRecord> {
    return (this.nodes ?? this.base.nodes).values();
  }

  allOptions(): Iterable<OptionRecord> {
    return (this.options ?? this.base.options).values();
  }

  childIds(parentId: number | null): readonly number[] {
    return (this.children ?? this.base.children).get(parentId) ?? [];
  }

  optionIds(nodeId: number): readonly number[] {
    return (this.optionsOf ?? this.base.optionsOf).get(nodeId) ?? [];
  }

  optionsOfNode(nodeId: number): OptionRecord[] {
    return this.optionIds(nodeId).map((id) => this.option(id) as OptionRecord);
  }

  putNode(record: NodeRecord): void {
    this.nodes ??= new Map(this.base.nodes);
    this.nodes.set(record.id, record);
    this.touchedNodes.add(record.id);
  }

  /** Removes the record only; callers take it out of its parent's list first. */
  removeNode(id: number): void {
    this.nodes ??= new Map(this.base.nodes);
    this.nodes.delete(id);
    this.touchedNodes.add(id);
    this.writableChildren().delete(id);
    this.writableOptionsOf().delete(id);
  }

  putOption(record: OptionRecord): void {
    this.options ??= new Map(this.base.options);
    this.options.set(record.id, record);
    this.touchedOptions.add(record.id);
  }

  removeOption(id: number): void {
    this.options ??= new Map(this.base.options);
    this.options.delete(id);
    this.touchedOptions.add(id);
  }

  /** Sets a parent's live children in this order; parents and positions follow. */
  setChildIds(parentId: number | null, ids: readonly number[]): void {
    this.writableChildren().set(parentId, ids);
    ids.forEach((id, position) => {
      const node = this.node(id);
      if (node && (node.position !== position || node.parentId !== parentId))
        this.putNode({ ...node, parentId, position });
    });
  }

  /** Sets a node's options in this order; positions follow. */
  setOptionIds(nodeId: number, ids: readonly number[]): void {
    this.writableOptionsOf().set(nodeId, ids);
    ids.forEach((id, position) => {
      const option = this.option(id);
      if (option && option.position !== position) this.putOption({ ...option, position });
    });
  }

  commit(): TreeResult {
    const tree: DesignTree = {
      surveyId: this.base.surveyId,
      nodes: this.nodes ?? this.base.nodes,
      options: this.options ?? this.base.options,
      children: this.children ?? this.base.children,
      optionsOf: this.optionsOf ?? this.base.optionsOf,
    };
    const change: TreeChange = {
      nodes: diff(this.touchedNodes, this.base.nodes, tree.nodes),
      options: diff(this.touchedOptions, this.base.options, tree.options),
    };
    return { ok: true, tree, change };
  }

  private writableChildren(): Map<number | null, readonly number[]> {
    this.children ??= new Map(this.base.children);
    return this.children;
  }

  private writableOptionsOf(): Map<number, readonly number[]> {
    this.optionsOf ??= new Map(this.base.optionsOf);
    return this.optionsOf;
  }
}

function diff<R extends NodeRecord | OptionRecord>(
  touched: Set<number>,
  before: ReadonlyMap<number, R>,
  after: ReadonlyMap<number, R>,
): RecordChanges<R> {
  const changes: RecordChanges<R> = { inserted: [], updated: [], deleted: [] };
  for (const id of touched) {
    const old = before.get(id);
    const now = after.get(id);
    if (!old && now) changes.inserted.push(now);
    else if (old && !now) changes.deleted.push(id);
    else if (old && now && !isSameRecord(old, now)) changes.updated.push(now);
  }
  return changes;
}
