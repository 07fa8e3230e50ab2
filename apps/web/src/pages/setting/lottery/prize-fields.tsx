import { DeleteOutlined } from '@ant-design/icons';
import type { LotteryMode } from '@cairn/contract';
import { Button, Card, Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PrizeFormValues } from '../../../features/lottery/form-values.ts';

const KINDS = ['cash', 'coupon', 'physical'] as const;
const BUILT_IN = ['name', 'phone', 'address'] as const;

/**
 * One prize of the form (Form.List item `index`): its name and kind, the kind's own fields (cash:
 * amount and stock; coupon: the codes, which are its stock; physical: stock and the claim form),
 * and the field the draw mode reads (chance, winning positions or winners).
 */
export function PrizeFields(props: {
  index: number;
  mode: LotteryMode;
  kind: PrizeFormValues['kind'];
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { index, mode, kind } = props;
  const title = t('lottery.form.prizeN', { n: index + 1 });
  return (
    <Card
      size="small"
      className="lottery-prize"
      role="group"
      aria-label={title}
      title={<h3 className="lottery-prize__title">{title}</h3>}
      extra={
        props.canRemove ? (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('lottery.form.removePrize', { n: index + 1 })}
            onClick={props.onRemove}
          />
        ) : null
      }
    >
      <div className="lottery-pair">
        <Form.Item name={[index, 'name']} label={t('lottery.form.prizeName')}>
          <Input maxLength={30} placeholder={t('lottery.form.prizeNamePlaceholder')} />
        </Form.Item>
        <Form.Item name={[index, 'kind']} label={t('lottery.form.kind')}>
          <Radio.Group
            optionType="button"
            options={KINDS.map((k) => ({ value: k, label: t(`lottery.kind.${k}`) }))}
          />
        </Form.Item>
      </div>
      {kind === 'cash' ? (
        <div className="lottery-pair">
          <Form.Item
            name={[index, 'amount']}
            label={t('lottery.form.amount')}
            extra={t('lottery.form.amountHint')}
          >
            <Input prefix="¥" inputMode="decimal" />
          </Form.Item>
          <Form.Item name={[index, 'stock']} label={t('lottery.form.stock')}>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      ) : null}
      {kind === 'coupon' ? (
        <Form.Item
          name={[index, 'codes']}
          label={t('lottery.form.codes')}
          extra={t('lottery.form.codesHint')}
        >
          <Input.TextArea rows={4} spellCheck={false} />
        </Form.Item>
      ) : null}
      {kind === 'physical' ? (
        <>
          <Form.Item name={[index, 'stock']} label={t('lottery.form.stock')}>
            <InputNumber min={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name={[index, 'claimFields']} label={t('lottery.form.claimFields')}>
            <Checkbox.Group
              options={BUILT_IN.map((k) => ({ value: k, label: t(`lottery.claimField.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name={[index, 'customFields']}
            label={t('lottery.form.customFields')}
            extra={t('lottery.form.customFieldsHint')}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      ) : null}
      {mode === 'instant' ? (
        <Form.Item
          name={[index, 'probability']}
          label={t('lottery.form.probability')}
          extra={t('lottery.form.probabilityHint')}
        >
          <Input suffix="%" inputMode="decimal" style={{ width: 180 }} />
        </Form.Item>
      ) : null}
      {mode === 'order' ? (
        <Form.Item
          name={[index, 'positions']}
          label={t('lottery.form.positions')}
          extra={t('lottery.form.positionsHint')}
        >
          <Input placeholder="10, 50, 100" />
        </Form.Item>
      ) : null}
      {mode === 'after-close' ? (
        <Form.Item
          name={[index, 'winners']}
          label={t('lottery.form.winners')}
          extra={t('lottery.form.winnersHint')}
        >
          <InputNumber min={0} style={{ width: 180 }} />
        </Form.Item>
      ) : null}
    </Card>
  );
}
