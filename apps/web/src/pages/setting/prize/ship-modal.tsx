import { type PrizeClaim, ZTrackingNo } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shipPrize } from '../../../api/endpoints/prizes.ts';
import { ClaimInfo } from '../lottery/winner-cells.tsx';
import { prizeClaimsKey, prizeOverviewKey } from './prize-keys.ts';

/**
 * Marks a claimed physical prize shipped with its tracking number, or corrects the number of one
 * shipped within the last 7 days. The number is checked with the contract's schema before sending;
 * the server's refusal (A2074 past the 7 days, A2065) shows in the dialog.
 */
export function ShipModal(props: {
  claim: PrizeClaim;
  lotteryId: string;
  surveyCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const editing = props.claim.status === 'shipped';
  const [value, setValue] = useState(props.claim.trackingNo ?? '');
  const [touched, setTouched] = useState(false);
  const parsed = ZTrackingNo.safeParse(value);
  const ship = useMutation({
    mutationFn: () => shipPrize(props.claim.winnerId, parsed.data ?? value),
    onSuccess: () => {
      void message.success(t('prize.ship.done'));
      void client.invalidateQueries({ queryKey: prizeClaimsKey(props.lotteryId, props.claim.prizeIndex) });
      void client.invalidateQueries({ queryKey: prizeOverviewKey(props.surveyCode) });
      props.onClose();
    },
  });
  const submit = () => {
    setTouched(true);
    if (parsed.success) ship.mutate();
  };
  const invalid = touched && !parsed.success;
  return (
    <Modal
      open
      title={t(editing ? 'prize.ship.editTitle' : 'prize.ship.title', { name: props.claim.prizeName })}
      okText={t(editing ? 'prize.ship.submitEdit' : 'prize.ship.submit')}
      cancelText={t('prize.ship.cancel')}
      okButtonProps={{ loading: ship.isPending }}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('prize.ship.to')}>
          <ClaimInfo claim={props.claim.claim} />
        </Form.Item>
        <Form.Item
          label={t('prize.ship.trackingNo')}
          htmlFor="prize-tracking-no"
          extra={t('prize.ship.trackingHint')}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('prize.ship.invalid') : undefined}
        >
          <Input
            id="prize-tracking-no"
            autoFocus
            maxLength={40}
            value={value}
            aria-invalid={invalid}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
      {ship.isError ? <Alert type="error" showIcon title={ship.error.message} /> : null}
    </Modal>
  );
}
