import {
  GroupOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SnippetsOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OptionUsage } from './option-usage.ts';

interface OptionToolbarProps {
  usage: OptionUsage;
  /** Grouping applies to this list (answer options of a type with groups). */
  canGroup: boolean;
  showCodes: boolean;
  readOnly: boolean;
  adding: boolean;
  selecting: boolean;
  selectedCount: number;
  onAdd(): void;
  onPaste(): void;
  onUpload(): void;
  onRenumber(): void;
  onPasteCodes(): void;
  onStartGroup(): void;
  onGroup(): void;
  onCancelGroup(): void;
}

/** Add (throttled, with its loading state), add many, group, cascade upload, renumber or paste codes. */
export function OptionToolbar(props: OptionToolbarProps) {
  const { t } = useTranslation();
  const { usage, readOnly } = props;
  if (props.selecting)
    return (
      <Space wrap size={4} className="qe-option-toolbar">
        <Button size="small" type="primary" disabled={props.selectedCount === 0} onClick={props.onGroup}>
          {t('editor.options.groupSelected', { count: props.selectedCount })}
        </Button>
        <Button size="small" onClick={props.onCancelGroup}>
          {t('editor.options.cancel')}
        </Button>
      </Space>
    );
  return (
    <Space wrap size={4} className="qe-option-toolbar">
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        loading={props.adding}
        disabled={readOnly}
        onClick={props.onAdd}
      >
        {t('editor.options.add')}
      </Button>
      <Button
        size="small"
        icon={<SnippetsOutlined aria-hidden />}
        disabled={readOnly}
        onClick={props.onPaste}
      >
        {t('editor.options.paste')}
      </Button>
      {props.canGroup && (
        <Button
          size="small"
          icon={<GroupOutlined aria-hidden />}
          disabled={readOnly}
          onClick={props.onStartGroup}
        >
          {t('editor.options.group')}
        </Button>
      )}
      {usage.levels && (
        <Button
          size="small"
          icon={<UploadOutlined aria-hidden />}
          disabled={readOnly}
          onClick={props.onUpload}
        >
          {t('editor.cascade.upload')}
        </Button>
      )}
      {props.showCodes && (
        <Button
          size="small"
          icon={<OrderedListOutlined aria-hidden />}
          disabled={readOnly}
          onClick={props.onRenumber}
        >
          {t('editor.options.renumber')}
        </Button>
      )}
      {props.showCodes && (
        <Button
          size="small"
          icon={<SnippetsOutlined aria-hidden />}
          disabled={readOnly}
          onClick={props.onPasteCodes}
        >
          {t('editor.optionExtra.codesPaste')}
        </Button>
      )}
    </Space>
  );
}
