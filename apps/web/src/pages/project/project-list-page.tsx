import { FolderOpenOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../layouts/page-header.tsx';

/** The project list (default landing). Projects arrive with the survey list; until then it is empty. */
export function ProjectListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('project.title')} subtitle={t('project.subtitle')} />
      <Card variant="outlined" styles={{ body: { padding: '72px 24px' } }}>
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
        />
      </Card>
    </>
  );
}
