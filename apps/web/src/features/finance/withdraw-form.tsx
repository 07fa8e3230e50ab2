import { WITHDRAWAL_MAX_FEN, WITHDRAWAL_MIN_FEN } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { withdraw } from '../../api/endpoints/finance.ts';
import { BindModal } from '../auth/third-bindings.tsx';
import { amountRules } from './amount-rules.ts';
import { useInvalidateFinance } from './finance-queries.ts';
import { formatYuan, parseYuan } from './money-format.ts';

/**
 * A withdrawal to the bound WeChat account: the amount (¥1–¥20,000, not above the balance). The
 * server's refusals show on the form: A21014 (once a day) and A0207 as an alert, A21015 opens the bind
 * QR and sends again once bound.
 */
export function WithdrawForm({ balanceFen }: { balanceFen: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidateFinance();
  const [form] = Form.useForm<{ amount: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [awaitingBind, setAwaitingBind] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: (amountFen: number) => withdraw(amountFen),
    onMutate: () => setRefusal(null),
    onSuccess: (w) => {
      void (w.status === 'failed'
        ? message.warning(t('finance.cash.failedDone'))
        : message.success(t('finance.cash.done')));
      void invalidate();
      navigate('/user/finance/cash');
    },
    onError: (error, amountFen) => {
      if (!isApiError(error)) return;
      if (error.code === 'A21015') setAwaitingBind(amountFen);
      else if (error.code === 'A21014' || error.code === 'A0207') setRefusal(error.message);
    },
  });
  const balance = formatYuan(balanceFen);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={({ amount }) => send.mutate(parseYuan(amount)!)}
    >
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="amount"
        label={t('finance.cash.amountLabel')}
        extra={t('finance.cash.amountHint')}
        rules={amountRules(
          {
            required: t('finance.recharge.amountRequired'),
            invalid: t('finance.recharge.amountInvalid'),
            range: t('finance.cash.amountRange'),
            over: t('finance.cash.overBalance', { balance }),
          },
          WITHDRAWAL_MIN_FEN,
          WITHDRAWAL_MAX_FEN,
          balanceFen,
        )}
      >
        <Input prefix="¥" inputMode="decimal" autoComplete="off" autoFocus />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('finance.cash.available', { balance })}</Typography.Paragraph>
      <Space>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('finance.cash.submit')}
        </Button>
        <Button onClick={() => navigate('/user/finance/cash')}>{t('finance.cash.back')}</Button>
      </Space>
      {awaitingBind !== null && (
        <BindModal
          title={t('finance.cash.bindTitle')}
          hint={t('finance.cash.bindHint')}
          onCancel={() => setAwaitingBind(null)}
          onDone={() => {
            const fen = awaitingBind;
            setAwaitingBind(null);
            send.mutate(fen);
          }}
        />
      )}
    </Form>
  );
}
