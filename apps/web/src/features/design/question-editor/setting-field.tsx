import type { Region } from '@cairn/core';
import { type Lang, toPlainText } from '@cairn/core';
import { ColorPicker, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionEditor } from '../regions/region-editor.tsx';
import { BoundPicker } from './bound-picker.tsx';
import { ImageField } from './image-field.tsx';
import type { NumberRules } from './number-input-rules.ts';
import { NumberSetting } from './number-setting.tsx';
import type { SettingField } from './setting-fields.ts';
import { useDebouncedCommit } from './use-debounced-commit.ts';

export interface SettingControlProps {
  id: string;
  /** The field's label, for controls a <label for> cannot name (radio groups). */
  label: string;
  field: SettingField;
  value: unknown;
  setting: Readonly<Record<string, unknown>>;
  lang: Lang;
  disabled: boolean;
  /** Sends `{ key: value }` (or several keys) as one nodes/update. */
  onCommit(patch: Record<string, unknown>): void;
}

/** The control of one generated setting field, by kind. */
export function SettingControl(props: SettingControlProps) {
  const { id, field, value, lang, disabled, onCommit } = props;
  const set = (next: unknown) => onCommit({ [field.key]: next });
  switch (field.kind) {
    case 'switch':
      return (
        <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => set(checked)} />
      );
    case 'number':
      return (
        <NumberSetting
          id={id}
          value={typeof value === 'number' ? value : null}
          rules={field.rules?.(props.setting) ?? ({ decimals: 2 } satisfies NumberRules)}
          nullable={field.nullable}
          disabled={disabled}
          onCommit={set}
        />
      );
    case 'select': {
      const options = (field.choices ?? []).map((choice) => ({
        value: choice.value,
        label: choice.label[lang],
      }));
      return options.length <= 3 ? (
        <Radio.Group
          id={id}
          role="radiogroup"
          aria-label={props.label}
          optionType="button"
          size="small"
          value={value}
          disabled={disabled}
          options={options}
          onChange={(event) => set(event.target.value)}
        />
      ) : (
        <Select id={id} size="small" value={value} disabled={disabled} options={options} onChange={set} />
      );
    }
    case 'tags':
      return (
        <Select
          id={id}
          mode="tags"
          size="small"
          open={false}
          tokenSeparators={[',', '，']}
          value={Array.isArray(value) ? (value as string[]) : []}
          disabled={disabled}
          onChange={(next: string[]) => set(next.map((each) => each.trim()).filter(Boolean))}
        />
      );
    case 'color':
      return (
        <ColorPicker
          size="small"
          allowClear
          showText
          value={typeof value === 'string' && value ? value : undefined}
          disabled={disabled}
          onChangeComplete={(color) => set(color.cleared ? '' : color.toHexString())}
          onClear={() => set('')}
        />
      );
    case 'image':
      return (
        <ImageField
          id={id}
          variant="wide"
          value={typeof value === 'string' ? value : null}
          label={props.label}
          disabled={disabled}
          onChange={(key) => set(key ?? '')}
        />
      );
    case 'regions':
      return (
        <RegionEditor
          id={id}
          image={typeof props.setting.image === 'string' ? props.setting.image : ''}
          regions={Array.isArray(value) ? (value as Region[]) : []}
          disabled={disabled}
          onCommit={set}
        />
      );
    case 'date':
    case 'time':
      return (
        <BoundPicker
          id={id}
          typeKey={field.kind}
          format={props.setting.format}
          value={value}
          disabled={disabled}
          onCommit={set}
        />
      );
    case 'text':
    case 'textarea':
      return <TextSetting {...props} multiline={field.kind === 'textarea'} />;
    default:
      return null;
  }
}

function TextSetting(props: SettingControlProps & { multiline: boolean }) {
  const { id, field, value, disabled, onCommit } = props;
  const { t } = useTranslation();
  const current = typeof value === 'string' ? value : '';
  const text = useDebouncedCommit(current, (next) => {
    if (next !== current) onCommit({ [field.key]: next === '' && field.nullable ? null : next });
  });
  const common = {
    id,
    value: text.draft,
    disabled,
    placeholder: field.nullable ? t('editor.number.unset') : undefined,
    onBlur: text.flush,
  };
  return props.multiline ? (
    <Input.TextArea
      {...common}
      autoSize={{ minRows: 2, maxRows: 8 }}
      className={field.key === 'expression' ? 'qe-code-text' : undefined}
      onChange={(event) => text.change(event.target.value)}
    />
  ) : (
    <Input
      {...common}
      size="small"
      onChange={(event) => text.change(event.target.value)}
      onPressEnter={() => text.flush()}
    />
  );
}

/** A question title as plain text, for select labels. */
export function plainTitle(title: string, code: string | null): string {
  const text = toPlainText(title);
  return code ? `${code} ${text}` : text;
}
