import type { CleaningRuleType } from '@cairn/contract';
import { Card, Checkbox, InputNumber, Radio, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleForm } from './rule-form.ts';
import { RULE_HINT_KEY, RULE_TITLE_KEY } from './rule-titles.ts';

interface Props {
  form: RuleForm;
  onChange(next: RuleForm): void;
}

/** One card per rule: a switch to enable it, its hint, and its parameters (disabled while off). */
export function RuleCards({ form, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<RuleForm>) => onChange({ ...form, ...patch });
  const card = (type: CleaningRuleType, body?: ReactNode) => {
    const title = t(RULE_TITLE_KEY[type]);
    const on = form.enabled[type];
    return (
      <Card
        key={type}
        size="small"
        className={`cleaning-rule${on ? ' cleaning-rule--on' : ''}`}
        title={title}
        extra={
          <Switch
            checked={on}
            aria-label={`${t('reportCleaning.rules.enable')} ${title}`}
            onChange={(checked) => set({ enabled: { ...form.enabled, [type]: checked } })}
          />
        }
      >
        <Typography.Paragraph type="secondary" className="cleaning-rule__hint">
          {t(RULE_HINT_KEY[type])}
        </Typography.Paragraph>
        {body && <fieldset disabled={!on}>{body}</fieldset>}
      </Card>
    );
  };
  const on = form.enabled;
  return (
    <div className="cleaning-rules">
      {card(
        'too-fast',
        <Radio.Group
          value={form.fastMode}
          disabled={!on['too-fast']}
          onChange={(e) => set({ fastMode: e.target.value })}
        >
          <Space orientation="vertical">
            <Radio value="seconds">
              <Space>
                {t('reportCleaning.rules.bySeconds')}
                <InputNumber
                  size="small"
                  min={1}
                  max={86_400}
                  value={form.seconds}
                  disabled={!on['too-fast'] || form.fastMode !== 'seconds'}
                  aria-label={t('reportCleaning.rules.bySeconds')}
                  suffix={t('reportCleaning.rules.seconds')}
                  onChange={(value) => set({ seconds: value ?? 1 })}
                />
              </Space>
            </Radio>
            <Radio value="median-share">
              <Space>
                {t('reportCleaning.rules.byMedian')}
                <InputNumber
                  size="small"
                  min={1}
                  max={100}
                  value={form.percent}
                  disabled={!on['too-fast'] || form.fastMode !== 'median-share'}
                  aria-label={t('reportCleaning.rules.byMedian')}
                  suffix="%"
                  onChange={(value) => set({ percent: value ?? 1 })}
                />
              </Space>
            </Radio>
          </Space>
        </Radio.Group>,
      )}
      {card(
        'straight-lining',
        <Space>
          {t('reportCleaning.rules.minRows')}
          <InputNumber
            size="small"
            min={3}
            max={100}
            value={form.minRows}
            disabled={!on['straight-lining']}
            aria-label={t('reportCleaning.rules.minRows')}
            onChange={(value) => set({ minRows: value ?? 3 })}
          />
        </Space>,
      )}
      {card('duplicate-device')}
      {card('duplicate-ip')}
      {card(
        'meaningless-text',
        <Space wrap>
          <Space>
            {t('reportCleaning.rules.minLength')}
            <InputNumber
              size="small"
              min={0}
              max={100}
              value={form.minLength}
              disabled={!on['meaningless-text']}
              aria-label={t('reportCleaning.rules.minLength')}
              onChange={(value) => set({ minLength: value ?? 0 })}
            />
          </Space>
          <Checkbox
            checked={form.repeated}
            disabled={!on['meaningless-text']}
            onChange={(e) => set({ repeated: e.target.checked })}
          >
            {t('reportCleaning.rules.repeated')}
          </Checkbox>
          <Checkbox
            checked={form.noWord}
            disabled={!on['meaningless-text']}
            onChange={(e) => set({ noWord: e.target.checked })}
          >
            {t('reportCleaning.rules.noWord')}
          </Checkbox>
        </Space>,
      )}
    </div>
  );
}
