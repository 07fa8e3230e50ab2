import type { Campaign, CampaignAction } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeCampaignStatus, refundCampaign } from '../../api/endpoints/envelopes.ts';
import { refundPreview } from './campaign-actions.ts';
import { campaignKey, campaignsKey } from './envelope-queries.ts';
import { formatFen } from './money.ts';

type Move = Exclude<CampaignAction, 'end'> | 'refund';

/**
 * Pause, resume, end-and-refund and delete, each after the confirmation it needs: ending states
 * what returns to the wallet (and what stays held for review), deleting names the campaign. The
 * server's refusals (A2056, A2065) are toasted by the client as the catalogue says.
 */
export function useCampaignActions(surveyCode: string, onDeleted?: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const refresh = (id: string) => {
    void client.invalidateQueries({ queryKey: campaignsKey(surveyCode) });
    void client.invalidateQueries({ queryKey: campaignKey(id) });
  };
  const mutation = useMutation({
    mutationFn: async ({ campaign, move }: { campaign: Campaign; move: Move }) => {
      if (move === 'refund') {
        const result = await refundCampaign(campaign.id);
        return t('envelope.done.refunded', { amount: formatFen(result.refundedFen) });
      }
      await changeCampaignStatus(campaign.id, move);
      return t(`envelope.done.${move}`);
    },
    onSuccess: (text, { campaign, move }) => {
      void message.success(text);
      refresh(campaign.id);
      if (move === 'delete') onDeleted?.();
    },
  });
  const run = (campaign: Campaign, move: Move) => mutation.mutate({ campaign, move });

  const end = (campaign: Campaign) => {
    const preview = refundPreview(campaign);
    modal.confirm({
      title: t('envelope.confirm.endTitle'),
      content: preview ? (
        <>
          <p>{t('envelope.confirm.endBody', { amount: formatFen(preview.refundFen) })}</p>
          {preview.heldFen > 0 ? (
            <p>{t('envelope.confirm.endHeld', { amount: formatFen(preview.heldFen) })}</p>
          ) : null}
        </>
      ) : null,
      okText: t('envelope.confirm.endOk'),
      okButtonProps: { danger: true },
      cancelText: t('envelope.confirm.cancel'),
      onOk: () => run(campaign, 'refund'),
    });
  };
  const remove = (campaign: Campaign) =>
    modal.confirm({
      title: t('envelope.confirm.deleteTitle', { name: campaign.name }),
      content: t('envelope.confirm.deleteBody'),
      okText: t('envelope.confirm.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('envelope.confirm.cancel'),
      onOk: () => run(campaign, 'delete'),
    });

  return {
    pause: (c: Campaign) => run(c, 'pause'),
    resume: (c: Campaign) => run(c, 'resume'),
    end,
    remove,
    pendingId: mutation.isPending ? mutation.variables?.campaign.id : undefined,
  };
}
