import { BulbOutlined, CalendarOutlined, EyeOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import type { SurveyTemplateSummary } from '@cairn/contract';
import { Button } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from './template-filter.ts';

export const CATEGORY_ICONS: Record<TemplateCategory, ReactNode> = {
  customer: <SmileOutlined />,
  employee: <TeamOutlined />,
  event: <CalendarOutlined />,
  product: <BulbOutlined />,
};

export interface TemplateCardProps {
  template: SurveyTemplateSummary;
  /** The card title's heading level under the page's own headings. */
  headingLevel: 2 | 3 | 4 | 5;
  onPreview(id: string): void;
  onUse(id: string): void;
  /** This card's template is being created from: its button spins. */
  isUsing: boolean;
  /** Another template is being created from: the button waits. */
  isBlocked: boolean;
}

/**
 * One expert model: what it is for, how long it is, and the two things to do with it. The
 * buttons carry the template's name in their accessible names, since every card has the same
 * visible labels (the visible text comes first, so voice control still matches it).
 */
export function TemplateCard({
  template,
  headingLevel,
  onPreview,
  onUse,
  isUsing,
  isBlocked,
}: TemplateCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { id, name, category } = template;
  return (
    <article className={`template-card template-card--${category}`} aria-labelledby={titleId}>
      <div className="template-card__top">
        <span className="template-card__icon" aria-hidden="true">
          {CATEGORY_ICONS[category]}
        </span>
        <span className="template-card__category">{t(`templates.category.${category}`)}</span>
      </div>
      <Heading id={titleId} className="template-card__name">
        {name}
      </Heading>
      <p className="template-card__description">{template.description}</p>
      <p className="template-card__counts">
        <span>{t('templates.sections', { count: template.sectionCount })}</span>
        <span>{t('templates.questions', { count: template.questionCount })}</span>
      </p>
      <div className="template-card__actions">
        <Button
          icon={<EyeOutlined />}
          onClick={() => onPreview(id)}
          aria-label={t('templates.previewOf', { name })}
        >
          {t('templates.preview')}
        </Button>
        <Button
          type="primary"
          loading={isUsing}
          disabled={isBlocked}
          onClick={() => onUse(id)}
          aria-label={t('templates.useOf', { name })}
        >
          {t('templates.use')}
        </Button>
      </div>
    </article>
  );
}
