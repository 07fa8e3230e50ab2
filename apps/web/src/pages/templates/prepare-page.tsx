import '../create/create-pages.css';
import '../../features/templates/templates.css';
import { AppstoreOutlined, ArrowLeftOutlined, FileAddOutlined, RightOutlined } from '@ant-design/icons';
import { ProjectType } from '@cairn/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFolders } from '../../features/projects/project-queries.ts';
import { TemplateGallery } from '../../features/templates/template-gallery.tsx';
import { TemplatePreviewDrawer } from '../../features/templates/template-preview-drawer.tsx';
import { useTemplates } from '../../features/templates/template-queries.ts';
import { usePreviewState } from '../../features/templates/use-preview-state.ts';
import { useStartFromTemplate } from '../../features/templates/use-start-from-template.ts';
import { PageHeader } from '../../layouts/page-header.tsx';

/**
 * /prepare (spec doc 1 §2 "choose template"): the step after choosing "survey" on /create. A blank
 * survey goes on to /create/0 to be named; a template creates the survey at once (named after the
 * template) in the folder the user started from, and opens its design screen.
 */
export function PreparePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const folders = useFolders();
  const list = useTemplates();
  const preview = usePreviewState();
  // Only a folder the user still has travels on (a stale link would make the call fail); until
  // the folders arrive that is unknown, so the "use" buttons wait for them.
  const requested = Number(params.get('folder'));
  const folderId = folders.data?.some((f) => f.id === requested) ? requested : undefined;
  const starter = useStartFromTemplate(folderId, !params.get('folder') || !folders.isPending);
  const suffix = params.get('folder') ? `?folder=${encodeURIComponent(params.get('folder') ?? '')}` : '';

  return (
    <>
      <PageHeader
        title={t('prepare.title')}
        subtitle={t('prepare.subtitle')}
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/create${suffix}`)}>
            {t('prepare.changeType')}
          </Button>
        }
      />
      <ul className="create-types prepare-blank">
        <li>
          <Link to={`/create/${ProjectType.SURVEY}${suffix}`} className="create-type create-type--survey">
            <span className="create-type__icon" aria-hidden="true">
              <FileAddOutlined />
            </span>
            <span className="create-type__text">
              <span className="create-type__name">{t('prepare.blank.name')}</span>
              <span className="create-type__description">{t('prepare.blank.description')}</span>
            </span>
            <RightOutlined className="create-type__arrow" aria-hidden="true" />
          </Link>
        </li>
      </ul>
      <div className="prepare-templates__head">
        <h4 className="prepare-templates__title">{t('prepare.fromTemplate')}</h4>
        <Link to="/survey/template" className="prepare-templates__all">
          <AppstoreOutlined aria-hidden="true" /> {t('prepare.browseAll')}
        </Link>
      </div>
      <TemplateGallery
        templates={list.data}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        headingLevel={5}
        onPreview={preview.open}
        starter={starter}
      />
      <TemplatePreviewDrawer preview={preview} starter={starter} />
    </>
  );
}
