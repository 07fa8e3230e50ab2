import { type NodeRecord, toPlainText } from '@cairn/core';

const plainTitles = new WeakMap<Pick<NodeRecord, 'title'>, string>();

/** A title as plain text, cached per record (records are replaced, never changed, on edit). */
export function plainTitleOf(node: Pick<NodeRecord, 'title'>): string {
  let plain = plainTitles.get(node);
  if (plain === undefined) {
    plain = toPlainText(node.title);
    plainTitles.set(node, plain);
  }
  return plain;
}

/** How a dialog or an announcement names a node: its code and plain title ("Q3 Your age"). */
export function nodeLabel(node: Pick<NodeRecord, 'code' | 'title'> | undefined, untitled: string): string {
  if (!node) return untitled;
  const title = plainTitleOf(node) || untitled;
  return node.code ? `${node.code} ${title}` : title;
}
