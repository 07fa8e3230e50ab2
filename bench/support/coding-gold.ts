/** Loads the coding gold set (packages/coding/gold) and turns its frame into a coder's frame. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, NetLevel } from '@cairn/coding';

export type Language = 'zh' | 'en';

export interface GoldAnswer {
  id: string;
  text: string;
  codes: string[];
}

interface GoldNode {
  id: string;
  level: NetLevel;
  parentId: string | null;
  label: Record<Language, string>;
}

const GOLD = join(import.meta.dirname, '../../packages/coding/gold');
const read = <T>(name: string): T => JSON.parse(readFileSync(join(GOLD, name), 'utf8')) as T;

export const goldAnswers = (language: Language): GoldAnswer[] => read(`answers-${language}.json`);

/**
 * The gold frame as a coder receives it: labels in the answers' language, and with `examples`
 * the two example answers per code of examples.json (written apart from the answers coded).
 */
export function goldFrame(language: Language, examples: boolean): Frame {
  const { nets } = read<{ nets: GoldNode[] }>('frame.json');
  const byCode = read<Record<string, Record<Language, string[]>>>('examples.json');
  return {
    nodes: nets.map((node) => ({
      id: node.id,
      parentId: node.parentId,
      level: node.level,
      label: node.label[language],
      ...(examples && byCode[node.id] ? { examples: byCode[node.id]![language] } : {}),
    })),
  };
}
