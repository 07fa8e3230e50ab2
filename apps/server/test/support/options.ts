import type { Node, OptionRecord } from '@cairn/core';
import { type DesignSession, flatten } from './design.ts';

/** Reading options back through GET nodes, as the designer sees them after an edit. */

export async function nodeOf(s: DesignSession, id: number): Promise<Node> {
  const node = flatten(await s.tree()).find((each) => each.id === id);
  if (!node) throw new Error(`node ${id} is not in the tree`);
  return node;
}

export async function optionsOf(s: DesignSession, nodeId: number): Promise<OptionRecord[]> {
  return (await nodeOf(s, nodeId)).options;
}

/** "code:title" per option, `*` for a mirror, `<parent title` for a group member or sub-level. */
export async function summary(s: DesignSession, nodeId: number): Promise<string[]> {
  const options = await optionsOf(s, nodeId);
  const byId = new Map(options.map((option) => [option.id, option]));
  return options.map((option) => {
    const parent = option.parentId === null ? undefined : byId.get(option.parentId);
    return `${option.code}:${option.title}${parent ? `<${parent.title}` : ''}${option.joinId ? '*' : ''}`;
  });
}

/** The survey's whole design and edit version, to prove a refused call changed nothing. */
export async function snapshot(s: DesignSession): Promise<{ tree: Node[]; version: number }> {
  const tree = await s.tree();
  return { tree, version: s.version };
}
