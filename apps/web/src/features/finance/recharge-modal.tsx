import { RECHARGE_MAX_FEN, RECHARGE_MIN_FEN } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { startRecharge } from '../../api/endpoints/finance.ts';
import { BindModal } from '../auth/third-bindings.tsx';
import { amountRules } from './amount-rules.ts';
import { useInvalidateFinance } from './finance-queries.ts';
import { fenToYuanText, formatYuan, parseYuan } from './money-format.ts';
import { openPayPage } from './pay-page.ts';

const QUICK_FEN = [10_000, 50_000, 100_000, 500_000];

/**
 * Recharge: an amount → `POST recharges` → the provider's pay page in a new window → the payment
 * result page, which polls. A21015 (no bound messaging account) opens the follow-and-bind QR of the
 * third-party bindings; once bound, the same recharge is sent again.
 */
export function RechargeModal({ initialFen, onClose }: { initialFen?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidateFinance();
  const [form] = Form.useForm<{ amount: string }>();
  const [awaitingBind, setAwaitingBind] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: (amountFen: number) => startRecharge(amountFen),
    onSuccess: (recharge) => {
      if (recharge.payUrl) openPayPage(recharge.payUrl);
      void message.info(t('finance.recharge.payOpened'));
      void invalidate();
      onClose();
      navigate(`/user/finance/recharge/${recharge.id}`);
    },
    onError: (error, amountFen) => {
      if (isApiError(error) && error.code === 'A21015') setAwaitingBind(amountFen);
    },
  });
  useEffect(() => {
    form.setFieldsValue({ amount: initialFen ? fenToYuanText(Math.max(initialFen, RECHARGE_MIN_FEN)) : '' });
  }, [form, initialFen]);

  return (
    <>
      <Modal
        open={awaitingBind === null}
        title={t('finance.recharge.title')}
        okText={t('finance.recharge.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={start.isPending}
        onOk={() => form.submit()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ amount }) => start.mutate(parseYuan(amount)!)}
        >
          <Form.Item
            name="amount"
            label={t('finance.recharge.amount')}
            extra={t('finance.recharge.amountHint')}
            rules={amountRules(
              {
                required: t('finance.recharge.amountRequired'),
                invalid: t('finance.recharge.amountInvalid'),
                range: t('finance.recharge.amountRange'),
              },
              RECHARGE_MIN_FEN,
              RECHARGE_MAX_FEN,
            )}
          >
            <Input prefix="¥" inputMode="decimal" autoComplete="off" autoFocus />
          </Form.Item>
          <Space wrap>
            {QUICK_FEN.map((fen) => (
              <Button key={fen} onClick={() => form.setFieldsValue({ amount: fenToYuanText(fen) })}>
                {formatYuan(fen)}
              </Button>
            ))}
          </Space>
        </Form>
      </Modal>
      {awaitingBind !== null && (
        <BindModal
          title={t('finance.recharge.bindTitle')}
          hint={t('finance.recharge.bindHint')}
          onCancel={onClose}
          onDone={() => {
            const fen = awaitingBind;
            setAwaitingBind(null);
            start.mutate(fen);
          }}
        />
      )}
    </>
  );
}
