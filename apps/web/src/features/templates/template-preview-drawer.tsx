import { Button, Drawer, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { toLang } from '../../i18n/language.ts';
import { useIsPhone } from '../projects/use-is-phone.ts';
import { useTemplate } from './template-queries.ts';
import { TemplateSections } from './template-sections.tsx';
import type { PreviewState } from './use-preview-state.ts';
import type { StartFromTemplate } from './use-start-from-template.ts';

export interface TemplatePreviewDrawerProps {
  preview: PreviewState;
  starter: StartFromTemplate;
}

/** A template's content before using it, with "Use this template" at hand in the footer. */
export function TemplatePreviewDrawer({ preview, starter }: TemplatePreviewDrawerProps) {
  const { id, close } = preview;
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  // While the drawer slides out it keeps showing the template it had, not a loading skeleton.
  // (State adjusted while rendering, React's pattern for "remember the last non-null prop".)
  const [lastId, setLastId] = useState(id);
  if (id !== null && id !== lastId) setLastId(id);
  const shownId = id ?? lastId;
  const detail = useTemplate(shownId);
  const isMissing = isApiError(detail.error) && detail.error.code === 'A0404';
  const pending = starter.pendingId;
  return (
    <Drawer
      open={id !== null}
      onClose={close}
      title={detail.data?.name ?? t('templates.preview')}
      size={isPhone ? '100%' : 760}
      className="template-preview"
      destroyOnHidden
      closable={{ 'aria-label': t('templates.close') }}
      footer={
        <div className="template-preview__footer">
          {shownId ? (
            <Link to={`/survey/template/create/${encodeURIComponent(shownId)}`}>
              {t('templateCreate.openPage')}
            </Link>
          ) : null}
          <Button onClick={close}>{t('templates.close')}</Button>
          <Button
            type="primary"
            disabled={!detail.data || (starter.isBusy && pending !== shownId)}
            loading={pending !== null && pending === shownId}
            onClick={() => shownId && starter.start(shownId)}
          >
            {t('templates.use')}
          </Button>
        </div>
      }
    >
      {detail.isError ? (
        <Result
          status={isMissing ? '404' : 'warning'}
          title={isMissing ? t('templates.notFound') : t('templates.loadError')}
          extra={
            isMissing ? null : <Button onClick={() => void detail.refetch()}>{t('templates.retry')}</Button>
          }
        />
      ) : !detail.data ? (
        <div role="status" aria-label={t('templates.previewLoading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <>
          <div className="template-preview__meta">
            <span className="template-preview__category">
              {t(`templates.category.${detail.data.category}`)}
            </span>
            <span>{t('templates.sections', { count: detail.data.sectionCount })}</span>
            <span>{t('templates.questions', { count: detail.data.questionCount })}</span>
          </div>
          <p className="template-preview__description">{detail.data.description}</p>
          <p className="template-preview__hint">{t('templates.previewHint')}</p>
          <TemplateSections sections={detail.data.sections} lang={toLang(i18n.language)} />
        </>
      )}
    </Drawer>
  );
}
