import { CopyOutlined, DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import type { ChartFigures, DashboardChart } from '@cairn/contract';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartBody } from './chart-body.tsx';

interface Props {
  chart: DashboardChart;
  figures: ChartFigures | undefined;
  /** Editing: the drag handle and the chart's actions show. */
  editing: boolean;
  onEdit?(): void;
  onCopy?(): void;
  onRemove?(): void;
}

/** A chart in the grid: its title (the drag handle while editing), actions and body. */
export function ChartCard({ chart, figures, editing, onEdit, onCopy, onRemove }: Props) {
  const { t } = useTranslation();
  const title = chart.title || t(`dashboard.type.${chart.type}`);
  return (
    <section className="dash-card" aria-label={title} data-chart-id={chart.id}>
      <header className={`dash-card__head${editing ? ' dash-card__head--drag' : ''}`}>
        {editing && <HolderOutlined className="dash-card__grip" aria-hidden="true" />}
        <h3 className="dash-card__title">{title}</h3>
        {figures && figures.state === 'ok' && (
          <span className="dash-card__base">{t('dashboard.base', { n: Math.round(figures.base) })}</span>
        )}
        {editing && (
          <span className="dash-card__actions">
            <Tooltip title={t('dashboard.chart.edit')}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('dashboard.chart.editOf', { title })}
                onClick={onEdit}
              />
            </Tooltip>
            <Tooltip title={t('dashboard.chart.copy')}>
              <Button
                size="small"
                type="text"
                icon={<CopyOutlined />}
                aria-label={t('dashboard.chart.copyOf', { title })}
                onClick={onCopy}
              />
            </Tooltip>
            <Popconfirm
              title={t('dashboard.chart.removeConfirm')}
              okText={t('dashboard.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onRemove}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('dashboard.chart.removeOf', { title })}
              />
            </Popconfirm>
          </span>
        )}
      </header>
      <div className="dash-card__body">
        <ChartBody chart={chart} figures={figures} />
      </div>
    </section>
  );
}
