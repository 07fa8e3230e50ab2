import { PlusOutlined } from '@ant-design/icons';
import { LOTTERY_MAX_PRIZES } from '@cairn/contract';
import { Alert, Button, DatePicker, Form, Input, Radio, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldPath,
  type LotteryFormValues,
  NEW_PRIZE,
  type PrizeFormValues,
  samePath,
  totalPercent,
} from '../../../features/lottery/form-values.ts';
import { PrizeFields } from './prize-fields.tsx';

/** An issue already worded, on its field (null: the form as a whole). */
export type ShownIssue = { field: FieldPath | null; text: string };

const MODES = ['instant', 'order', 'after-close'] as const;
const TOP = ['name', 'mode', 'startAt', 'endAt'] as const;
const PRIZE_KEYS = Object.keys(NEW_PRIZE) as (keyof PrizeFormValues)[];

/** Every field path the values have, so issues can be set and cleared on each. */
function allPaths(prizeCount: number): FieldPath[] {
  const prizes = Array.from({ length: prizeCount }, (_, i) =>
    PRIZE_KEYS.map((key): FieldPath => ['prizes', i, key]),
  );
  return [...TOP.map((name): FieldPath => [name]), ...prizes.flat()];
}

/** The paths a change touched (`{ prizes: [, { amount }] }` → `['prizes', 1, 'amount']`). */
function changedPaths(changed: Partial<LotteryFormValues>): FieldPath[] {
  return Object.entries(changed).flatMap(([name, value]): FieldPath[] => {
    if (name !== 'prizes' || !Array.isArray(value)) return [[name as (typeof TOP)[number]]];
    return value.flatMap((prize, i) =>
      prize && typeof prize === 'object'
        ? Object.keys(prize).map((key): FieldPath => ['prizes', i, key as keyof PrizeFormValues])
        : [],
    );
  });
}

/**
 * The lottery settings form. It does not decide what is acceptable: the page runs the contract's
 * `lotteryConfigIssues` on submit and hands back the issues, which land on their fields. A started
 * lottery cannot change (A2066): `locked` shows it read-only.
 */
export function LotteryForm(props: {
  initial: LotteryFormValues;
  locked: boolean;
  issues: readonly ShownIssue[];
  submitting: boolean;
  submitLabel: string;
  onSubmit: (values: LotteryFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LotteryFormValues>();
  const mode = Form.useWatch('mode', form) ?? props.initial.mode;
  const prizes: PrizeFormValues[] = Form.useWatch('prizes', form) ?? props.initial.prizes;

  useEffect(() => {
    const count = Math.max(form.getFieldValue('prizes')?.length ?? 0, props.initial.prizes.length);
    form.setFields(
      allPaths(count).map((name) => ({
        name,
        errors: props.issues.filter((issue) => samePath(issue.field, name)).map((issue) => issue.text),
      })),
    );
  }, [form, props.issues, props.initial]);
  const general = props.issues.filter((issue) => issue.field === null);
  const onPrizes = props.issues.filter((issue) => samePath(issue.field, ['prizes']));
  const total = mode === 'instant' ? totalPercent(prizes) : null;

  return (
    <Form<LotteryFormValues>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      disabled={props.locked}
      onFinish={props.onSubmit}
      onValuesChange={(changed) =>
        form.setFields(changedPaths(changed).map((name) => ({ name, errors: [] })))
      }
    >
      {general.map((issue) => (
        <Alert key={issue.text} type="error" showIcon title={issue.text} style={{ marginBottom: 16 }} />
      ))}
      <Form.Item name="name" label={t('lottery.form.name')}>
        <Input maxLength={50} placeholder={t('lottery.form.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="mode" label={t('lottery.form.mode')} extra={t(`lottery.modeHint.${mode}`)}>
        <Radio.Group options={MODES.map((m) => ({ value: m, label: t(`lottery.mode.${m}`) }))} />
      </Form.Item>
      <div className="lottery-pair">
        <Form.Item name="startAt" label={t('lottery.form.startAt')} extra={t('lottery.form.windowHint')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="endAt" label={t('lottery.form.endAt')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Typography.Title level={5}>{t('lottery.form.prizes', { max: LOTTERY_MAX_PRIZES })}</Typography.Title>
      {onPrizes.map((issue) => (
        <Alert
          key={issue.text}
          type="error"
          showIcon
          role="alert"
          title={issue.text}
          style={{ marginBottom: 12 }}
        />
      ))}
      <Form.List name="prizes">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <PrizeFields
                key={field.key}
                index={field.name}
                mode={mode}
                kind={prizes[i]?.kind ?? NEW_PRIZE.kind}
                canRemove={fields.length > 1 && !props.locked}
                onRemove={() => remove(field.name)}
              />
            ))}
            {total !== null ? (
              <p className="lottery-meta" aria-live="polite">
                {t('lottery.form.totalChance', { p: Number(total.toFixed(2)) })}
              </p>
            ) : null}
            <Button
              icon={<PlusOutlined />}
              disabled={props.locked || fields.length >= LOTTERY_MAX_PRIZES}
              onClick={() => add({ ...NEW_PRIZE })}
              style={{ marginBottom: 16 }}
            >
              {t('lottery.form.addPrize')}
            </Button>
          </>
        )}
      </Form.List>
      <Space style={{ display: 'flex' }}>
        <Button type="primary" htmlType="submit" loading={props.submitting} disabled={props.locked}>
          {props.submitLabel}
        </Button>
        <Button onClick={props.onCancel} disabled={false}>
          {t('lottery.back')}
        </Button>
      </Space>
    </Form>
  );
}
