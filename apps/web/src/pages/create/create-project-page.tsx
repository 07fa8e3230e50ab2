import './create-pages.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProjectType } from '@cairn/contract';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { applyServerError } from '../../features/auth/server-error.ts';
import { useInitProject } from '../../features/projects/project-mutations.ts';
import { useFolders } from '../../features/projects/project-queries.ts';
import { designPathOf } from '../../features/projects/project-row-actions.tsx';
import { titleLimit } from '../../features/projects/title-limit.ts';
import { PageHeader } from '../../layouts/page-header.tsx';
import { parseProjectType } from './project-type.ts';

interface CreateValues {
  title: string;
  folderId?: number;
}

/** Names the new project (and its folder), creates it and opens its design screen. */
export function CreateProjectPage() {
  const { t } = useTranslation();
  const limit = titleLimit(t, 'project.titleTooLong');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectType = parseProjectType(useParams().projectType);
  const [form] = Form.useForm<CreateValues>();
  const folders = useFolders();
  const init = useInitProject();
  const requested = Number(params.get('folder'));
  const initialFolder = folders.data?.some((f) => f.id === requested) ? requested : undefined;
  // The folder the list was showing is preselected once the folders arrive (unless changed).
  useEffect(() => {
    if (initialFolder !== undefined && !form.isFieldTouched('folderId')) {
      form.setFieldValue('folderId', initialFolder);
    }
  }, [form, initialFolder]);
  if (projectType === null) return <Navigate to="/create" replace />;

  const key = projectType === ProjectType.DISCUSSION ? 'discussion' : 'survey';

  const onFinish = ({ title, folderId }: CreateValues) =>
    init.mutate(
      { projectType, title: title.trim(), folderId },
      {
        onSuccess: (project) => navigate(designPathOf(project.code)),
        onError: (error) => applyServerError(form, error, { A0400: 'title' }),
      },
    );

  return (
    <>
      <PageHeader
        title={t(`create.new.${key}`)}
        subtitle={t('create.formSubtitle')}
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/create')}>
            {t('create.changeType')}
          </Button>
        }
      />
      <Card className="create-form-card">
        <Tag color={key === 'discussion' ? 'purple' : 'cyan'} className="create-form-card__type">
          {t(`create.type.${key}.name`)}
        </Tag>
        <Form<CreateValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item
            name="title"
            label={t('project.titleLabel')}
            rules={[{ required: true, whitespace: true, message: t('project.titleRequired') }, limit.rule]}
          >
            <Input
              autoFocus
              size="large"
              // The count and the rule above tell the limit; maxLength would cut a paste silently.
              count={limit.count}
              placeholder={t(`create.titlePlaceholder.${key}`)}
            />
          </Form.Item>
          <Form.Item name="folderId" label={t('create.folder')} extra={t('create.folderHint')}>
            <Select
              allowClear
              loading={folders.isPending}
              placeholder={t('project.category.unclassified')}
              options={(folders.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            />
          </Form.Item>
          <div className="create-form-card__actions">
            <Button onClick={() => navigate('/project')}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={init.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
