import { FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../../features/projects/list-view.ts';
import { Permission } from '../../features/session/permission-gate.tsx';

/** What creating a project asks of the caller (a member an admin restricted lacks it). */
export const CREATE = ['PROJECT_CREATE'] as const;

/** Rows of placeholders while the first page loads (later pages keep the old rows instead). */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="list-skeleton" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} active avatar={{ size: 'small', shape: 'square' }} title paragraph={false} />
      ))}
    </Card>
  );
}

/**
 * Nothing to list. A user without any project gets the call to create the first one; an empty
 * folder, category or search says why it is empty.
 */
export function ProjectListEmpty(props: { view: ListView; keyword: string; onCreate(): void }) {
  const { t } = useTranslation();
  const isFirstRun = props.view.kind === 'all' && !props.keyword;
  if (isFirstRun) {
    return (
      <Card variant="outlined" styles={{ body: { padding: '64px 24px' } }}>
        <Empty
          image={<FolderOpenOutlined style={{ fontSize: 64, color: '#99c9c2' }} aria-hidden="true" />}
          styles={{ image: { height: 72, marginBottom: 16 } }}
          description={
            <>
              <Typography.Title level={5} style={{ marginBottom: 4 }}>
                {t('project.empty')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('project.emptyHint')}</Typography.Text>
            </>
          }
        >
          <Permission codes={CREATE}>
            <Button type="primary" size="large" icon={<PlusOutlined />} onClick={props.onCreate}>
              {t('project.createFirst')}
            </Button>
          </Permission>
        </Empty>
      </Card>
    );
  }
  const description = props.keyword
    ? t('project.noMatch', { keyword: props.keyword })
    : props.view.kind === 'folder' || props.view.kind === 'unclassified'
      ? t('project.emptyFolder')
      : t('project.emptyCategory');
  return (
    <Card variant="outlined" styles={{ body: { padding: '48px 24px' } }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
    </Card>
  );
}
