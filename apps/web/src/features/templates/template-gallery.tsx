import type { SurveyTemplateSummary } from '@cairn/contract';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateCard } from './template-card.tsx';
import type { StartFromTemplate } from './use-start-from-template.ts';

export interface TemplateGalleryProps {
  /** The list query's state (the page may filter `data` before handing it here). */
  templates: SurveyTemplateSummary[] | undefined;
  isError: boolean;
  onRetry(): void;
  headingLevel: 2 | 3 | 4 | 5;
  onPreview(id: string): void;
  starter: StartFromTemplate;
  /** What an empty list offers instead (e.g. a blank survey). */
  emptyAction?: ReactNode;
}

/** The template cards with their loading, error and empty states; used by /survey/template and /prepare. */
export function TemplateGallery(props: TemplateGalleryProps) {
  const { t } = useTranslation();
  const { templates, starter } = props;
  if (props.isError && !templates) {
    return (
      <Result
        status="warning"
        title={t('templates.loadError')}
        extra={<Button onClick={props.onRetry}>{t('templates.retry')}</Button>}
      />
    );
  }
  if (!templates) {
    return (
      <div className="template-grid" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="template-card template-card--loading">
            <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (templates.length === 0) {
    return (
      <Empty
        className="template-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div className="template-empty__title">{t('templates.empty')}</div>
            <div>{t('templates.emptyHint')}</div>
          </>
        }
      >
        {props.emptyAction}
      </Empty>
    );
  }
  return (
    <ul className="template-grid" aria-label={t('templates.listLabel')}>
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            headingLevel={props.headingLevel}
            onPreview={props.onPreview}
            onUse={starter.start}
            isUsing={starter.pendingId === template.id}
            isBlocked={starter.isBusy && starter.pendingId !== template.id}
          />
        </li>
      ))}
    </ul>
  );
}
