import { RedoOutlined } from '@ant-design/icons';
import type { PayoutRetryResult } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

type Send = (ids?: number[]) => Promise<PayoutRetryResult>;

/**
 * Sending refused payouts again, shared by the envelope log and the lottery winners' log: a
 * button for every failed payout (confirmed first: it moves money) and one per failed row. The
 * result says how many went out; the log refreshes through `onDone`.
 */
export function useRetryPayouts(send: Send, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (ids?: number[]) => send(ids),
    onSuccess: (result) => {
      void (result.retried > 0
        ? message.success(t('rewards.retry.sent', { count: result.retried }))
        : message.info(t('rewards.retry.none')));
      onDone();
    },
  });
}

export function RetryAllButton({ retry }: { retry: ReturnType<typeof useRetryPayouts> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('rewards.retry.confirmTitle')}
      description={t('rewards.retry.confirmBody')}
      okText={t('rewards.retry.ok')}
      cancelText={t('rewards.retry.cancel')}
      onConfirm={() => retry.mutate(undefined)}
    >
      <Button icon={<RedoOutlined />} loading={retry.isPending && retry.variables === undefined}>
        {t('rewards.retry.all')}
      </Button>
    </Popconfirm>
  );
}

export function RetryRowButton({ id, retry }: { id: number; retry: ReturnType<typeof useRetryPayouts> }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="link"
      loading={retry.isPending && retry.variables?.[0] === id}
      disabled={retry.isPending}
      onClick={() => retry.mutate([id])}
    >
      {t('rewards.retry.one')}
    </Button>
  );
}
