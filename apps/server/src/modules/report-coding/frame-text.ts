import { MAX_NET_LEVEL, type NetInput } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';

/** Keywords after the label: `label | kw, kw` (commas, Chinese commas, semicolons or 、 apart). */
function labelAndKeywords(text: string): { label: string; keywords: string[] } {
  const [label = '', words = ''] = text.split(/[|｜]/, 2);
  const keywords = words
    .split(/[,，;；、]/)
    .map((w) => w.trim())
    .filter(Boolean);
  return { label: label.trim(), keywords };
}

function checkLabel(label: string, where: string): void {
  if (label === '') throw new AppError('A0400', `${where}: a code needs a label`);
  if (label.length > 100) throw new AppError('A0400', `${where}: a label has at most 100 characters`);
}

/**
 * A typed frame: one code per line, indented by level (two spaces or a tab per level), with
 * `| keywords` after the label. Blank lines are skipped; errors name the line.
 */
export function parseTypedFrame(text: string): NetInput[] {
  const roots: NetInput[] = [];
  const stack: NetInput[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const where = `line ${i + 1}`;
    const indent = /^[\t ]*/.exec(raw)![0].replace(/\t/g, '  ').length;
    const level = Math.floor(indent / 2) + 1;
    if (level > MAX_NET_LEVEL)
      throw new AppError('A0331', `${where} is indented past level ${MAX_NET_LEVEL}`);
    if (level > stack.length + 1)
      throw new AppError('A0400', `${where} is indented more than one level below the line above`);
    const { label, keywords } = labelAndKeywords(raw.trim());
    checkLabel(label, where);
    const node: NetInput = { label, keywords, nodes: [] };
    stack.length = level - 1;
    if (level === 1) roots.push(node);
    else stack[level - 2]!.nodes!.push(node);
    stack.push(node);
  });
  return roots;
}

const HEADERS = new Set(['net', 'nets', 'code', '一级编码', '一级', '编码', '一级分类']);

/**
 * A frame from spreadsheet rows: columns net, subnet, sub-subnet, keywords. A row names the path
 * to one code; an empty net (or subnet) cell repeats the one above. Row 1 is skipped when it is a
 * header. Errors name the row.
 */
export function frameFromRows(rows: readonly (readonly string[])[]): NetInput[] {
  const roots: NetInput[] = [];
  const find = (list: NetInput[], label: string) =>
    list.find((n) => n.label.toLowerCase() === label.toLowerCase());
  const path: (NetInput | undefined)[] = [];
  rows.forEach((cells, i) => {
    const labels = [0, 1, 2].map((c) => (cells[c] ?? '').trim());
    if (i === 0 && HEADERS.has(labels[0]!.toLowerCase())) return;
    if (labels.every((l) => l === '')) return;
    const where = `row ${i + 1}`;
    const keywords = labelAndKeywords(`|${cells[3] ?? ''}`).keywords;
    let deepest: NetInput | undefined;
    let list = roots;
    for (let level = 0; level < 3; level++) {
      const label = labels[level]!;
      if (label === '') {
        if (labels.slice(level + 1).some((l) => l !== '')) {
          const above = path[level];
          if (!above)
            throw new AppError('A0400', `${where}: column ${level + 1} is empty and no row above names it`);
          deepest = above;
          list = above.nodes!;
          continue;
        }
        break;
      }
      checkLabel(label, where);
      let node = find(list, label);
      if (!node) {
        node = { label, keywords: [], nodes: [] };
        list.push(node);
      }
      path[level] = node;
      path.length = level + 1;
      deepest = node;
      list = node.nodes!;
    }
    if (deepest && keywords.length > 0)
      deepest.keywords = [...new Set([...(deepest.keywords ?? []), ...keywords])];
  });
  return roots;
}
