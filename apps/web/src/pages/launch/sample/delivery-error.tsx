import type { SampleOrder } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { resumeSample } from '../../../api/endpoints/sample.ts';
import { sampleKey } from '../../../features/sample/sample-queries.ts';

/**
 * The error that stopped the panel's delivery, with "resume delivery" while the order fields:
 * the server clears the error and queues a run (sample/resume, idempotent), and the order shown
 * becomes the one it answers, so the progress polling starts again.
 */
export function DeliveryErrorAlert({ sample }: { sample: SampleOrder }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const resume = useMutation({
    mutationFn: () => resumeSample(sample.id),
    onSuccess: (order) => {
      client.setQueryData(sampleKey(sample.id), order);
      void message.success(t('sample.detail.resumed'));
    },
  });
  if (!sample.deliveryError) return null;
  const fielding = sample.status === 'fielding';
  return (
    <Alert
      type="error"
      showIcon
      title={t('sample.detail.deliveryError', { message: sample.deliveryError })}
      description={fielding ? t('sample.detail.deliveryRetrying') : undefined}
      action={
        fielding ? (
          <Button size="small" onClick={() => resume.mutate()} loading={resume.isPending}>
            {t('sample.detail.resume')}
          </Button>
        ) : undefined
      }
    />
  );
}
