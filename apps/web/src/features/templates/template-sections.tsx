import '@cairn/survey-ui/styles.css';
import type { SurveyTemplateDetail } from '@cairn/contract';
import type { Lang } from '@cairn/core';
import { QuestionView } from '@cairn/survey-ui';
import { useMemo } from 'react';
import { previewSections } from './preview-items.ts';

const ignore = () => {};

/**
 * A template's sections and questions drawn by survey-ui as the canvas will draw them once the
 * survey exists (mode design), read-only. The answer controls are disabled and `inert` (survey-ui's
 * `interactive={false}`), so
 * a keyboard user is not walked through dozens of radios; section and question titles stay in
 * the accessibility tree, so the preview can still be read and navigated by heading.
 */
export function TemplateSections({
  sections,
  lang,
}: {
  sections: SurveyTemplateDetail['sections'];
  lang: Lang;
}) {
  const items = useMemo(() => previewSections(sections), [sections]);
  return (
    <div className="template-sections">
      {items.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id, and never reorder here
        <section key={index} className="template-section">
          <h3 className="template-section__title">{section.title}</h3>
          <div className="template-section__questions">
            {section.questions.map(({ node, number }) => (
              <QuestionView
                key={node.id}
                node={node}
                number={number}
                value={undefined}
                onChange={ignore}
                disabled
                interactive={false}
                mode="design"
                lang={lang}
                headingLevel={4}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
