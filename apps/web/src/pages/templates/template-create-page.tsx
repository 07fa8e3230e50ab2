import '../../features/templates/templates.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useFolders } from '../../features/projects/project-queries.ts';
import { useTemplate } from '../../features/templates/template-queries.ts';
import { TemplateSections } from '../../features/templates/template-sections.tsx';
import { useStartFromTemplate } from '../../features/templates/use-start-from-template.ts';
import { toLang } from '../../i18n/language.ts';
import { PageHeader } from '../../layouts/page-header.tsx';

/**
 * /survey/template/create/{type} (spec doc 1 §2 "create from template"): one template, `type`
 * being its id, as a page of its own (a link that can be shared or bookmarked): its content, and
 * the button that creates the survey and opens its design screen. `?folder=` puts the survey in
 * that folder, as on /prepare.
 */
export function TemplateCreatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { type = '' } = useParams();
  const [params] = useSearchParams();
  const folders = useFolders();
  const requested = Number(params.get('folder'));
  const folderId = folders.data?.some((f) => f.id === requested) ? requested : undefined;
  const starter = useStartFromTemplate(folderId, !params.get('folder') || !folders.isPending);
  const detail = useTemplate(type || null);
  const isMissing = !type || (isApiError(detail.error) && detail.error.code === 'A0404');
  const data = detail.data;

  const create = (
    <Button
      type="primary"
      size="large"
      disabled={!data || starter.isBusy}
      loading={starter.pendingId === type}
      onClick={() => starter.start(type)}
    >
      {t('templateCreate.create')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={data?.name ?? t('templateCreate.title')}
        subtitle={t('templateCreate.subtitle')}
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/survey/template')}>
            {t('templateCreate.back')}
          </Button>
        }
      />
      {isMissing ? (
        <Result status="404" title={t('templates.notFound')} />
      ) : detail.isError ? (
        <Result
          status="warning"
          title={t('templates.loadError')}
          extra={<Button onClick={() => void detail.refetch()}>{t('templates.retry')}</Button>}
        />
      ) : !data ? (
        <div role="status" aria-label={t('templates.previewLoading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <div className="template-create">
          <div className="template-preview__meta">
            <span className="template-preview__category">{t(`templates.category.${data.category}`)}</span>
            <span>{t('templates.sections', { count: data.sectionCount })}</span>
            <span>{t('templates.questions', { count: data.questionCount })}</span>
          </div>
          <p className="template-preview__description">{data.description}</p>
          <div className="template-create__action">{create}</div>
          <TemplateSections sections={data.sections} lang={toLang(i18n.language)} />
          <div className="template-create__action">{create}</div>
        </div>
      )}
    </>
  );
}
