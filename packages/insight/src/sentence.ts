import type { InsightFigure } from '@cairn/contract';

/** A slot of a template: plain words (a label) or a figure, whose display is what the text shows. */
export type Slot = string | InsightFigure;

export interface Written {
  text: string;
  /** Every figure the text states, in the order it states them (the web highlights them in turn). */
  figures: InsightFigure[];
}

/**
 * Fills `{name}` placeholders. A figure's `display` goes into the text, and the figure into
 * `figures` at that place, so every number a sentence states is traceable to one figure.
 */
export function fill(template: string, slots: Record<string, Slot>): Written {
  const figures: InsightFigure[] = [];
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (slot === undefined) throw new Error(`insight template: no slot ${name} in "${template}"`);
    if (typeof slot === 'string') return slot;
    figures.push(slot);
    return slot.display;
  });
  return { text, figures };
}

/** Sentences joined as one paragraph (zh without spaces between sentences). */
export function join(parts: readonly Written[], zh: boolean): Written {
  return {
    text: parts.map((p) => p.text).join(zh ? '' : ' '),
    figures: parts.flatMap((p) => p.figures),
  };
}

export function figure(
  ref: string,
  label: string,
  value: number,
  display: string,
  base: number | null = null,
  test: InsightFigure['test'] = null,
  p: number | null = null,
): InsightFigure {
  return { ref, label, value, display, base, test, p };
}
