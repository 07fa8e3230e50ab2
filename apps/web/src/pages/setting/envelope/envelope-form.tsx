import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnvelopeFormValues, FormField } from '../../../features/envelope/form-values.ts';

/** An issue already worded, on its field (null: the form as a whole). */
export type ShownIssue = { field: FormField | null; text: string };

const REVIEW_MODES = ['auto', 'manual', 'none'] as const;

/**
 * The campaign settings form. It does not decide what is acceptable: the page runs the contract's
 * rules (create) or the edit rules (edit) on submit and hands back the issues, which land on their
 * fields; a field `locked` by the edit rules is disabled with the reason beside it.
 */
export function EnvelopeForm(props: {
  initial: EnvelopeFormValues;
  locked: ReadonlySet<FormField> | 'all';
  issues: readonly ShownIssue[];
  submitting: boolean;
  submitLabel: string;
  onSubmit: (values: EnvelopeFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EnvelopeFormValues>();
  const mode = Form.useWatch('mode', form) ?? props.initial.mode;
  const allLocked = props.locked === 'all';
  const isLocked = (field: FormField) => allLocked || (props.locked as ReadonlySet<FormField>).has(field);
  const lockNote = (field: FormField, hint?: string) =>
    isLocked(field) && !allLocked ? t('envelope.form.locked') : hint;

  useEffect(() => {
    const all = Object.keys(props.initial) as FormField[];
    form.setFields(
      all.map((name) => ({
        name,
        errors: props.issues.filter((issue) => issue.field === name).map((issue) => issue.text),
      })),
    );
  }, [form, props.issues, props.initial]);
  const general = props.issues.filter((issue) => issue.field === null);

  return (
    <Form<EnvelopeFormValues>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      disabled={allLocked}
      onFinish={props.onSubmit}
      onValuesChange={(changed) =>
        form.setFields(Object.keys(changed).map((name) => ({ name: name as FormField, errors: [] })))
      }
    >
      {general.map((issue) => (
        <Alert key={issue.text} type="error" showIcon title={issue.text} style={{ marginBottom: 16 }} />
      ))}
      <Form.Item name="name" label={t('envelope.form.name')} extra={lockNote('name')}>
        <Input maxLength={50} placeholder={t('envelope.form.namePlaceholder')} disabled={isLocked('name')} />
      </Form.Item>
      <Form.Item
        name="budget"
        label={t('envelope.form.budget')}
        extra={lockNote('budget', t('envelope.form.budgetHint'))}
      >
        <Input prefix="¥" inputMode="decimal" disabled={isLocked('budget')} />
      </Form.Item>
      <Form.Item name="mode" label={t('envelope.form.mode')} extra={lockNote('mode')}>
        <Radio.Group
          disabled={isLocked('mode')}
          options={[
            { value: 'fixed', label: t('envelope.form.fixed') },
            { value: 'random', label: t('envelope.form.random') },
          ]}
        />
      </Form.Item>
      {mode === 'fixed' ? (
        <Form.Item
          name="amount"
          label={t('envelope.form.amount')}
          extra={lockNote('amount', t('envelope.form.amountHint'))}
        >
          <Input prefix="¥" inputMode="decimal" disabled={isLocked('amount')} />
        </Form.Item>
      ) : (
        <div className="envelope-amounts">
          <Form.Item
            name="min"
            label={t('envelope.form.min')}
            extra={lockNote('min', t('envelope.form.amountHint'))}
          >
            <Input prefix="¥" inputMode="decimal" disabled={isLocked('min')} />
          </Form.Item>
          <Form.Item name="max" label={t('envelope.form.max')} extra={lockNote('max')}>
            <Input prefix="¥" inputMode="decimal" disabled={isLocked('max')} />
          </Form.Item>
        </div>
      )}
      <Form.Item
        name="probability"
        label={t('envelope.form.probability')}
        extra={t('envelope.form.probabilityHint')}
      >
        <InputNumber suffix="%" style={{ width: 160 }} disabled={isLocked('probability')} />
      </Form.Item>
      <div className="envelope-amounts">
        <Form.Item name="perRespondentLimit" label={t('envelope.form.perRespondentLimit')}>
          <InputNumber
            suffix={t('envelope.form.times')}
            style={{ width: 160 }}
            disabled={isLocked('perRespondentLimit')}
          />
        </Form.Item>
        <Form.Item name="perDeviceLimit" label={t('envelope.form.perDeviceLimit')}>
          <InputNumber
            suffix={t('envelope.form.times')}
            style={{ width: 160 }}
            disabled={isLocked('perDeviceLimit')}
          />
        </Form.Item>
      </div>
      <div className="envelope-amounts">
        <Form.Item
          name="startAt"
          label={t('envelope.form.startAt')}
          extra={lockNote('startAt', t('envelope.form.windowHint'))}
        >
          <DatePicker showTime style={{ width: '100%' }} disabled={isLocked('startAt')} />
        </Form.Item>
        <Form.Item name="endAt" label={t('envelope.form.endAt')} extra={lockNote('endAt')}>
          <DatePicker showTime style={{ width: '100%' }} disabled={isLocked('endAt')} />
        </Form.Item>
      </div>
      <Form.Item name="review" label={t('envelope.form.review')} extra={lockNote('review')}>
        <Radio.Group disabled={isLocked('review')} className="envelope-review">
          {REVIEW_MODES.map((value) => (
            <Radio key={value} value={value}>
              <strong>{t(`envelope.form.reviewMode.${value}`)}</strong>
              <span className="envelope-review__hint">{t(`envelope.form.reviewHint.${value}`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={props.submitting} disabled={allLocked}>
          {props.submitLabel}
        </Button>
        <Button onClick={props.onCancel} disabled={false}>
          {t('envelope.back')}
        </Button>
      </Space>
    </Form>
  );
}
