import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import { useCampaignList } from '../../../features/envelope/envelope-queries.ts';
import { useCampaignActions } from '../../../features/envelope/use-campaign-actions.tsx';
import { CampaignRow } from './campaign-row.tsx';
import { LoadFailed, LoadingCard, WithEnvelopeAccess } from './envelope-frame.tsx';

/** /project/{code}/setting/envelope: the survey's campaigns, 10 at a time with "load more". */
export function EnvelopeListPage() {
  return <WithEnvelopeAccess>{(code) => <CampaignList surveyCode={code} />}</WithEnvelopeAccess>;
}

function CampaignList({ surveyCode }: { surveyCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useCampaignList(surveyCode);
  const actions = useCampaignActions(surveyCode);
  const campaigns = list.data?.pages.flatMap((p) => p.records) ?? [];
  let body: ReactNode;
  if (list.isError && campaigns.length === 0)
    body = <LoadFailed title={t('envelope.loadError')} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <LoadingCard />;
  else if (campaigns.length === 0) body = <Empty description={t('envelope.empty')} />;
  else
    body = (
      <div className="envelope-list">
        {campaigns.map((campaign) => (
          <CampaignRow key={campaign.id} surveyCode={surveyCode} campaign={campaign} actions={actions} />
        ))}
      </div>
    );
  return (
    <Card
      className="setting-card"
      title={t('envelope.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(envelopePaths.create(surveyCode))}
        >
          {t('envelope.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('envelope.intro')}</Typography.Paragraph>
      {body}
      {list.hasNextPage ? (
        <div className="envelope-more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('envelope.loadMore')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
