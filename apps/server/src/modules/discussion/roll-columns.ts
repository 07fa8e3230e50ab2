import type { HeadField, Lang, RollFixedColumn } from '@cairn/contract';

/** The fixed columns' headers; the import reads either language (and the bare keys). */
export const FIXED_LABELS: Record<RollFixedColumn, Record<Lang, string>> = {
  name: { zh: '姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile' },
  group: { zh: '分组', en: 'Group' },
};

/** What a header cell names: a fixed column, a custom head field (by key), or nothing we know. */
export type ColumnTarget = { kind: 'fixed'; key: RollFixedColumn } | { kind: 'head'; key: string } | null;

const norm = (text: string) => text.trim().toLowerCase();

/**
 * Reads a header cell: the fixed columns by their zh or en label or key, the custom fields by
 * label or key (labels first: that is what the template writes). Case and outer spaces do not matter.
 */
export function columnOf(header: string, heads: readonly HeadField[]): ColumnTarget {
  const h = norm(header);
  if (h === '') return null;
  for (const [key, labels] of Object.entries(FIXED_LABELS) as [RollFixedColumn, Record<Lang, string>][])
    if (h === key || h === norm(labels.zh) || h === norm(labels.en)) return { kind: 'fixed', key };
  const byLabel = heads.find((f) => norm(f.label) === h);
  if (byLabel) return { kind: 'head', key: byLabel.key };
  const byKey = heads.find((f) => norm(f.key) === h);
  return byKey ? { kind: 'head', key: byKey.key } : null;
}

/** The template's header row. */
export function templateHeaders(heads: readonly HeadField[], lang: Lang): string[] {
  return [
    FIXED_LABELS.name[lang],
    FIXED_LABELS.mobile[lang],
    FIXED_LABELS.group[lang],
    ...heads.map((h) => h.label),
  ];
}
