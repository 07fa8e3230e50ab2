import type { OptionRecord, SortOptionsInput } from '@cairn/core';

/**
 * The option list as the editor shows it, and what a drag turns it into. Shown like survey-ui
 * shows them (options.ts `groupedChoices`): a group header, then its members even when they are
 * not next to it in the stored order; cascade options as a tree of levels.
 */
export interface OptionRow {
  option: OptionRecord;
  /** 0 top level; 1 a group member or a second level ... */
  depth: number;
  /** The group (or parent level) the row belongs to. */
  parentId: number | null;
}

function ordered(options: readonly OptionRecord[]): OptionRecord[] {
  return [...options].sort((a, b) => a.position - b.position);
}

export function optionRows(options: readonly OptionRecord[], type: number, levels: boolean): OptionRow[] {
  const ofType = ordered(options).filter((option) => option.type === type);
  return levels ? levelRows(ofType) : groupedRows(ofType);
}

function groupedRows(options: OptionRecord[]): OptionRow[] {
  const groups = new Set(options.filter((option) => option.isGroup).map((option) => option.id));
  const rows: OptionRow[] = [];
  for (const option of options) {
    if (option.isGroup) {
      rows.push({ option, depth: 0, parentId: null });
      for (const member of options)
        if (!member.isGroup && member.parentId === option.id)
          rows.push({ option: member, depth: 1, parentId: option.id });
    } else if (option.parentId === null || !groups.has(option.parentId)) {
      rows.push({ option, depth: 0, parentId: null });
    }
  }
  return rows;
}

function levelRows(options: OptionRecord[]): OptionRow[] {
  const ids = new Set(options.map((option) => option.id));
  const children = new Map<number | null, OptionRecord[]>();
  for (const option of options) {
    const parent = option.parentId !== null && ids.has(option.parentId) ? option.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), option]);
  }
  const rows: OptionRow[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const option of children.get(parentId) ?? []) {
      rows.push({ option, depth, parentId });
      visit(option.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** Ids of the options that have cascade sub-levels (removing one takes them too). */
export function parentsWithSubLevels(rows: readonly OptionRow[]): Set<number> {
  const parents = new Set<number>();
  for (const row of rows) if (row.parentId !== null && !row.option.isGroup) parents.add(row.parentId);
  return parents;
}

function blocksOf(rows: readonly OptionRow[]): OptionRow[][] {
  const blocks: OptionRow[][] = [];
  for (const row of rows) {
    if (row.depth > 0 && blocks.length > 0) (blocks.at(-1) as OptionRow[]).push(row);
    else blocks.push([row]);
  }
  return blocks;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The rows after dragging `activeId` onto `overId` (dnd-kit's sortable semantics: the item takes
 * the place of the one it is over). A group header moves with its members; an option dropped on
 * a member joins that group, dropped on a header joins it when coming from above (it lands below
 * the header), and leaves any group when dropped on an ungrouped option. Cascade options move
 * among their siblings only. Null when nothing changes or the move is not allowed.
 */
export function rowsAfterMove(
  rows: readonly OptionRow[],
  activeId: number,
  overId: number,
  levels: boolean,
): OptionRow[] | null {
  const from = rows.findIndex((row) => row.option.id === activeId);
  const to = rows.findIndex((row) => row.option.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const active = rows[from] as OptionRow;
  const over = rows[to] as OptionRow;
  if (levels) {
    if (active.parentId !== over.parentId) return null;
    // Move the whole subtree: rebuild from the siblings' new order.
    const siblings = rows.filter((row) => row.parentId === active.parentId).map((row) => row.option.id);
    const order = move(siblings, siblings.indexOf(activeId), siblings.indexOf(overId));
    return levelRows(
      reorderWithin(
        rows.map((row) => row.option),
        order,
      ),
    );
  }
  if (active.option.isGroup) {
    const blocks = blocksOf(rows);
    const fromBlock = blocks.findIndex((block) => block[0]?.option.id === activeId);
    const toBlock = blocks.findIndex((block) => block.some((row) => row.option.id === overId));
    if (fromBlock === toBlock) return null;
    return move(blocks, fromBlock, toBlock).flat();
  }
  const joins = over.option.isGroup ? (from < to ? over.option.id : null) : over.parentId;
  const next = move(rows, from, to);
  next[to] = { ...active, depth: joins === null ? 0 : 1, parentId: joins };
  // Keep members right under their headers, as the list is drawn.
  return groupedRows(next.map((row) => ({ ...row.option, parentId: row.parentId })));
}

/** `options` with the ids of `order` put, in that order, into the slots those ids held. */
function reorderWithin<T extends { id: number }>(options: readonly T[], order: readonly number[]): T[] {
  const members = new Set(order);
  const byId = new Map(options.map((option) => [option.id, option]));
  let next = 0;
  return options.map((option) =>
    members.has(option.id) ? (byId.get(order[next++] as number) as T) : option,
  );
}

/**
 * The sort call for the whole question (core wants every option once): this list's new order put
 * into the slots its options held among all of the question's options, and a parent only for
 * options whose group changed.
 */
export function sortInputOf(
  nodeId: number,
  allOptions: readonly OptionRecord[],
  rows: readonly OptionRow[],
): SortOptionsInput {
  const all = ordered(allOptions);
  const order = rows.map((row) => row.option.id);
  const items = reorderWithin(all, order).map((option) => {
    const row = rows.find((each) => each.option.id === option.id);
    const current = all.find((each) => each.id === option.id);
    return row && current && row.parentId !== current.parentId
      ? { id: option.id, parentId: row.parentId }
      : { id: option.id };
  });
  return { nodeId, items };
}
