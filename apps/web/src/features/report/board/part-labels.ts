import type { PartReport } from '@cairn/contract';

/**
 * Column labels name their question for exports ("Q3 Drinks: Tea", "Q5 Service: Speed"); inside
 * the question's own card the prefix only repeats the title, so the board drops it. A label that
 * is the whole prefix (a lone column) becomes null: the card's title names it.
 */
export function withShortLabels(parts: readonly PartReport[], code: string, title: string): PartReport[] {
  const prefix = `${code} ${title}`;
  const short = (label: string | null): string | null => {
    if (label === null) return null;
    if (label === prefix) return null;
    return label.startsWith(`${prefix}: `) ? label.slice(prefix.length + 2) : label;
  };
  return parts.map((part) => {
    switch (part.type) {
      case 'multiple':
        return { ...part, items: part.items.map((item) => ({ ...item, label: short(item.label) })) };
      case 'single-grid':
        return { ...part, rows: part.rows.map((row) => ({ ...row, label: short(row.label) })) };
      case 'multiple-grid':
        return {
          ...part,
          rows: part.rows.map((row) => ({
            ...row,
            label: short(row.label),
            items: row.items.map((item) => ({ ...item, label: short(item.label) })),
          })),
        };
      case 'rank':
        // Core names a rank column "Option (rank)" for the export's header; the card is the rank.
        return {
          ...part,
          items: part.items.map((item) => ({
            ...item,
            label: short(item.label)?.replace(/ \(rank\)$/, '') ?? null,
          })),
        };
      case 'max-diff':
        return {
          ...part,
          items: part.items.map((item) => ({ ...item, label: short(item.label) })),
        } as PartReport;
      default:
        return 'label' in part ? ({ ...part, label: short(part.label) } as PartReport) : part;
    }
  });
}
