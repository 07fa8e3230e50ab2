import type { Order } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestInvoice } from '../../api/endpoints/finance.ts';
import { useInvalidateFinance } from './finance-queries.ts';
import { formatYuan } from './money-format.ts';

interface InvoiceForm {
  title: string;
  taxNumber?: string;
  email: string;
}

/** Requesting the invoice of a paid order: title, tax number (companies), the e-mail it goes to. */
export function InvoiceModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidateFinance();
  const [form] = Form.useForm<InvoiceForm>();
  const send = useMutation({
    mutationFn: (v: InvoiceForm) =>
      requestInvoice({
        orderId: order.id,
        title: v.title.trim(),
        email: v.email.trim(),
        ...(v.taxNumber?.trim() ? { taxNumber: v.taxNumber.trim().toUpperCase() } : {}),
      }),
    onSuccess: () => {
      void message.success(t('finance.invoice.done'));
      void invalidate();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`${t('finance.invoice.title')} · ${formatYuan(order.amountFen)}`}
      okText={t('finance.invoice.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => send.mutate(v)}>
        <Form.Item
          name="title"
          label={t('finance.invoice.invoiceTitle')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: 100,
              message: t('finance.invoice.invoiceTitleRequired'),
            },
          ]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item
          name="taxNumber"
          label={t('finance.invoice.taxNumber')}
          extra={t('finance.invoice.taxNumberHint')}
          normalize={(v: string) => v.toUpperCase()}
          rules={[{ pattern: /^\s*[0-9A-Z]{15,20}\s*$/, message: t('finance.invoice.taxNumberInvalid') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('finance.invoice.email')}
          rules={[
            { required: true, whitespace: true, message: t('finance.invoice.emailRequired') },
            { type: 'email', message: t('finance.invoice.emailInvalid') },
          ]}
        >
          <Input type="email" maxLength={254} autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
