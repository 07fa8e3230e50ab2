import type { Campaign } from '@cairn/contract';
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import { useCampaign } from '../../../features/envelope/envelope-queries.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { useCampaignActions } from '../../../features/envelope/use-campaign-actions.tsx';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { CampaignButtons } from './campaign-row.tsx';
import { CampaignFigures, StatusTag, useAmountText } from './campaign-summary.tsx';
import { LoadFailed, LoadingCard, WithEnvelopeAccess } from './envelope-frame.tsx';

/** /project/{code}/setting/envelope/detail/{id}: a campaign's figures, settings and actions. */
export function EnvelopeDetailPage() {
  const id = useParams().orderId ?? '';
  return <WithEnvelopeAccess>{(code) => <Detail surveyCode={code} id={id} />}</WithEnvelopeAccess>;
}

function Detail({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const campaign = useCampaign(id);
  const actions = useCampaignActions(surveyCode, () => navigate(envelopePaths.list(surveyCode)));
  if (campaign.isError)
    return <LoadFailed title={t('envelope.form.loadError')} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <LoadingCard />;
  const c = campaign.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        className="setting-card"
        title={
          <span className="envelope-row__head">
            {c.name} <StatusTag status={c.status} />
          </span>
        }
        extra={<Link to={envelopePaths.list(surveyCode)}>{t('envelope.back')}</Link>}
      >
        <h3 className="envelope-detail__heading">{t('envelope.detail.figures')}</h3>
        <CampaignFigures campaign={c} full />
        <CampaignButtons surveyCode={surveyCode} campaign={c} actions={actions} omit="detail" />
      </Card>
      <Card className="setting-card" title={t('envelope.detail.config')}>
        <CampaignSettings campaign={c} />
      </Card>
    </Space>
  );
}

function CampaignSettings({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const time = (at: number | null) => (at === null ? t('envelope.detail.open') : formatFullTime(at));
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('envelope.figures.budget')}>{formatFen(c.budgetFen)}</Descriptions.Item>
      <Descriptions.Item label={t('envelope.detail.amount')}>{amountText(c.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('envelope.form.probability')}>{c.probability}%</Descriptions.Item>
      <Descriptions.Item label={t('envelope.detail.limitsLabel')}>
        {t('envelope.detail.limits', { respondent: c.perRespondentLimit, device: c.perDeviceLimit })}
      </Descriptions.Item>
      <Descriptions.Item label={t('envelope.detail.window')}>
        {time(c.startAt)} – {time(c.endAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('envelope.detail.review')}>
        {t(`envelope.form.reviewMode.${c.review}`)} · {t(`envelope.form.reviewHint.${c.review}`)}
      </Descriptions.Item>
      {c.pendingOrder ? (
        <Descriptions.Item label={t('envelope.pay.order')}>
          {t('envelope.detail.pendingOrder', { amount: formatFen(c.pendingOrder.amountFen) })}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
