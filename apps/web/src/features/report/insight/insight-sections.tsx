import type { Insight } from '@cairn/contract';
import { InsightParagraphView, type ParagraphChange } from './insight-paragraph.tsx';

interface Props {
  insight: Insight;
  busy: boolean;
  onChange(paragraphId: string, change: ParagraphChange): Promise<unknown>;
}

/** The report's sections in order, each with its paragraphs. */
export function InsightSections({ insight, busy, onChange }: Props) {
  return (
    <div className="insight-sections" lang={insight.lang === 'zh' ? 'zh-CN' : 'en'}>
      {insight.sections.map((section) => (
        <section key={section.id} className="insight-section" aria-labelledby={`insight-${section.id}`}>
          <h3 id={`insight-${section.id}`} className="insight-section__title">
            {section.title}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <InsightParagraphView
              key={paragraph.id}
              paragraph={paragraph}
              busy={busy}
              onChange={(change) => onChange(paragraph.id, change)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
