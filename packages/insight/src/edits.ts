import type { InsightSection } from '@cairn/contract';
import type { GeneratedSection } from './types.ts';

/** An author's stored change to one paragraph (table insight_edits). */
export interface ParagraphEdit {
  paragraphId: string;
  hidden: boolean;
  /** The author's text; null: the generated text is shown. */
  text: string | null;
  /** The generated text when the edit was made. */
  generated: string | null;
}

/**
 * The generated report with the author's edits laid on: a hidden paragraph stays in the answer
 * (the author can show it again) with `hidden`, an edited one shows the author's text, and
 * `stale` says the generated text under an edit has changed since (the figures moved). Edits of
 * paragraphs the report no longer has are ignored.
 */
export function applyEdits(
  sections: readonly GeneratedSection[],
  edits: readonly ParagraphEdit[],
): InsightSection[] {
  const byId = new Map(edits.map((e) => [e.paragraphId, e]));
  return sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) => {
      const edit = byId.get(p.id);
      const edited = edit?.text != null;
      return {
        id: p.id,
        kind: p.kind,
        text: edited ? edit!.text! : p.text,
        generated: p.text,
        edited,
        hidden: edit?.hidden ?? false,
        stale: edited && edit!.generated !== p.text,
        figures: p.figures,
      };
    }),
  }));
}
