import '../../features/templates/templates.css';
import { FileAddOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type CategoryFilter,
  categoryChoices,
  effectiveFilter,
  filterTemplates,
  parseCategoryFilter,
} from '../../features/templates/template-filter.ts';
import { TemplateGallery } from '../../features/templates/template-gallery.tsx';
import { TemplatePreviewDrawer } from '../../features/templates/template-preview-drawer.tsx';
import { useTemplates } from '../../features/templates/template-queries.ts';
import { usePreviewState } from '../../features/templates/use-preview-state.ts';
import { useStartFromTemplate } from '../../features/templates/use-start-from-template.ts';
import { PageHeader } from '../../layouts/page-header.tsx';

/** /survey/template: the expert models, filtered by category, each previewable and usable. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useTemplates();
  const starter = useStartFromTemplate();
  const preview = usePreviewState();
  // The category sits in the URL, so back and reload keep the cards the user was looking at.
  const [params, setParams] = useSearchParams();
  const all = list.data ?? [];
  const filter = effectiveFilter(all, parseCategoryFilter(params.get('category')));
  const setFilter = (value: CategoryFilter) =>
    setParams(value === 'all' ? {} : { category: value }, { replace: true });

  const blank = (
    <Button icon={<FileAddOutlined />} onClick={() => navigate('/create/0')}>
      {t('templates.blankSurvey')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('templates.title')} subtitle={t('templates.subtitle')} />
      {list.data && list.data.length > 1 && (
        <div className="template-filter">
          <Segmented<CategoryFilter>
            aria-label={t('templates.filter')}
            value={filter}
            onChange={setFilter}
            options={categoryChoices(all).map(({ value, count }) => ({
              value,
              label: (
                <span className="template-filter__choice">
                  {t(`templates.category.${value}`)} <span className="template-filter__count">{count}</span>
                </span>
              ),
            }))}
          />
        </div>
      )}
      <TemplateGallery
        templates={list.data && filterTemplates(list.data, filter)}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        headingLevel={4}
        onPreview={preview.open}
        starter={starter}
        emptyAction={blank}
      />
      <TemplatePreviewDrawer preview={preview} starter={starter} />
    </>
  );
}
