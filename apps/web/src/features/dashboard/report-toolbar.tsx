import {
  CheckOutlined,
  EditOutlined,
  ExportOutlined,
  FilterOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  canEdit: boolean;
  editing: boolean;
  undoLabel: string | null;
  onToggleEdit(): void;
  onAddChart(): void;
  onPageSettings(): void;
  onUndo(): void;
  onExport(): void;
  computedAt: number | undefined;
}

/** The report tab's actions: edit / end edit, add a chart, page period and filters, undo, export. */
export function ReportToolbar(props: Props) {
  const { t, i18n } = useTranslation();
  const time = props.computedAt
    ? new Date(props.computedAt).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'zh-CN')
    : null;
  return (
    <div className="dash-toolbar">
      <Space wrap>
        {props.canEdit && (
          <Button
            type={props.editing ? 'primary' : 'default'}
            icon={props.editing ? <CheckOutlined /> : <EditOutlined />}
            aria-pressed={props.editing}
            onClick={props.onToggleEdit}
          >
            {props.editing ? t('dashboard.endEdit') : t('dashboard.edit')}
          </Button>
        )}
        {props.canEdit && props.editing && (
          <Button icon={<PlusOutlined />} onClick={props.onAddChart}>
            {t('dashboard.chart.add')}
          </Button>
        )}
        {props.canEdit && (
          <Button icon={<FilterOutlined />} onClick={props.onPageSettings}>
            {t('dashboard.pageSettings.button')}
          </Button>
        )}
        {props.canEdit && props.editing && (
          <Tooltip
            title={
              props.undoLabel
                ? t('dashboard.undoOf', { what: props.undoLabel })
                : t('dashboard.nothingToUndo')
            }
          >
            <Button
              icon={<UndoOutlined />}
              disabled={!props.undoLabel}
              onClick={props.onUndo}
              aria-keyshortcuts="Control+Z"
            >
              {t('dashboard.undo')}
            </Button>
          </Tooltip>
        )}
        <Button icon={<ExportOutlined />} onClick={props.onExport}>
          {t('dashboard.export.button')}
        </Button>
      </Space>
      {time && (
        <span className="dash-toolbar__time" aria-live="polite">
          {t('dashboard.computedAt', { time })}
        </span>
      )}
    </div>
  );
}
