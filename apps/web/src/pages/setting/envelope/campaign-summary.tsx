import type { Campaign, CampaignStatus } from '@cairn/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { remainingFen } from '../../../features/envelope/campaign-actions.ts';
import { formatFen } from '../../../features/envelope/money.ts';

const STATUS_COLOUR: Record<CampaignStatus, string> = {
  draft: 'default',
  paying: 'gold',
  running: 'green',
  paused: 'blue',
  ended: 'default',
};

export function StatusTag({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`envelope.status.${status}`)}</Tag>;
}

/** "Fixed ¥2.00" / "Random ¥0.30–¥5.00". */
export function useAmountText() {
  const { t } = useTranslation();
  return (amount: Campaign['amount']) =>
    amount.mode === 'fixed'
      ? t('envelope.amountFixed', { amount: formatFen(amount.amountFen) })
      : t('envelope.amountRandom', { min: formatFen(amount.minFen), max: formatFen(amount.maxFen) });
}

/** Budget, paid out, held for review (and refunded, left to give, won when `full`). */
export function CampaignFigures({ campaign, full = false }: { campaign: Campaign; full?: boolean }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('envelope.figures.budget'), formatFen(campaign.budgetFen)],
    [t('envelope.figures.paid'), formatFen(campaign.paidFen)],
    [t('envelope.figures.held'), formatFen(campaign.heldFen)],
  ];
  if (full || campaign.refundedFen > 0)
    rows.push([t('envelope.figures.refunded'), formatFen(campaign.refundedFen)]);
  if (full) {
    rows.push([t('envelope.figures.remaining'), formatFen(remainingFen(campaign))]);
    rows.push([t('envelope.figures.grants'), String(campaign.grantCount)]);
  }
  return (
    <dl className="envelope-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
