import type { Campaign } from '@cairn/contract';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CampaignButton, campaignButtons } from '../../../features/envelope/campaign-actions.ts';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import type { useCampaignActions } from '../../../features/envelope/use-campaign-actions.tsx';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { CampaignFigures, StatusTag, useAmountText } from './campaign-summary.tsx';

/** The buttons a campaign's status allows (`omit`: the one for the screen already shown). */
export function CampaignButtons(props: {
  surveyCode: string;
  campaign: Campaign;
  actions: ReturnType<typeof useCampaignActions>;
  omit?: CampaignButton;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { campaign, actions, surveyCode } = props;
  const busy = actions.pendingId === campaign.id;
  const press: Record<CampaignButton, () => void> = {
    pay: () => {
      if (campaign.pendingOrder)
        navigate(envelopePaths.pay(surveyCode, campaign.pendingOrder.id, campaign.id));
    },
    edit: () => navigate(envelopePaths.edit(surveyCode, campaign.id)),
    pause: () => actions.pause(campaign),
    resume: () => actions.resume(campaign),
    end: () => actions.end(campaign),
    delete: () => actions.remove(campaign),
    detail: () => navigate(envelopePaths.detail(surveyCode, campaign.id)),
    log: () => navigate(envelopePaths.log(surveyCode, campaign.id)),
  };
  return (
    <Space wrap role="group" aria-label={t('envelope.actions.label', { name: campaign.name })}>
      {campaignButtons(campaign)
        .filter((key) => key !== props.omit)
        .map((key) => (
          <Button
            key={key}
            size="small"
            type={key === 'pay' ? 'primary' : 'default'}
            danger={key === 'delete' || key === 'end'}
            disabled={busy}
            onClick={press[key]}
          >
            {t(`envelope.actions.${key}`)}
          </Button>
        ))}
    </Space>
  );
}

/** One campaign of the list: status, amounts, figures and the buttons its status allows. */
export function CampaignRow(props: {
  surveyCode: string;
  campaign: Campaign;
  actions: ReturnType<typeof useCampaignActions>;
}) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const { campaign } = props;
  const headingId = `envelope-${campaign.id}`;
  return (
    <Card size="small" aria-labelledby={headingId} data-testid="envelope-row">
      <div className="envelope-row__head">
        <h3 className="envelope-row__name" id={headingId}>
          {campaign.name}
        </h3>
        <StatusTag status={campaign.status} />
        <span className="envelope-row__meta">
          {amountText(campaign.amount)} · {t('envelope.probabilityShort', { p: campaign.probability })} ·{' '}
          {t('envelope.createdAt', { time: formatFullTime(campaign.createdAt) })}
        </span>
      </div>
      <CampaignFigures campaign={campaign} />
      <CampaignButtons {...props} />
    </Card>
  );
}
