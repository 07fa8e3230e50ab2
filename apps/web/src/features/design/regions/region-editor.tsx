import {
  AimOutlined,
  BorderOutlined,
  DeleteOutlined,
  DeploymentUnitOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { Region } from '@cairn/core';
import { Button, Input, Segmented, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageResolver } from '../../images/signed-images.tsx';
import { useDebouncedCommit } from '../question-editor/use-debounced-commit.ts';
import { newRegion, type Point, type Shape } from './region-geometry.ts';
import { RegionStage, type Tool } from './region-stage.tsx';
import './regions.css';

export interface RegionEditorProps {
  id?: string;
  /** The question's image (file key); regions are drawn over it. */
  image: string;
  regions: readonly Region[];
  disabled: boolean;
  /** The whole new list, sent as one nodes/update `{ setting: { regions } }`. */
  onCommit(regions: Region[]): void;
}

/**
 * Hot-spot regions of a canvas-image question: a tool bar (select, rectangle, ellipse, polygon),
 * the stage to draw on, and the list of regions (select, name, delete), which is also the
 * keyboard way to every region.
 */
export function RegionEditor({ id, image, regions, disabled, onCommit }: RegionEditorProps) {
  const { t } = useTranslation();
  const resolve = useImageResolver();
  const listId = useId();
  const [tool, setTool] = useState<Tool>('rect');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');

  if (!image)
    return (
      <Typography.Text type="secondary" className="region-editor__need-image">
        {t('editor.regions.needImage')}
      </Typography.Text>
    );

  const hints: Record<Tool, string> = {
    select: t('editor.regions.hintSelect'),
    rect: t('editor.regions.hintRect'),
    ellipse: t('editor.regions.hintEllipse'),
    polygon: t('editor.regions.hintPolygon'),
  };
  const labelOf = (region: Region, index: number) =>
    region.label || t('editor.regions.defaultLabel', { n: index + 1 });
  const draw = (shape: Shape, points: Point[]) => {
    const label = t('editor.regions.defaultLabel', { n: regions.length + 1 });
    const region = newRegion(regions, shape, points, label);
    onCommit([...regions, region]);
    setSelectedId(region.id);
  };
  const replace = (regionId: string, next: Region) =>
    onCommit(regions.map((each) => (each.id === regionId ? next : each)));
  const remove = (regionId: string) => {
    onCommit(regions.filter((each) => each.id !== regionId));
    if (selectedId === regionId) setSelectedId(null);
  };

  return (
    <div className="region-editor">
      <Segmented<Tool>
        className="region-editor__tools"
        size="small"
        aria-label={t('editor.regions.tools')}
        value={tool}
        disabled={disabled}
        onChange={setTool}
        options={[
          { value: 'select', icon: <AimOutlined />, label: t('editor.regions.select') },
          { value: 'rect', icon: <BorderOutlined />, label: t('editor.regions.rect') },
          { value: 'ellipse', icon: <StopOutlined />, label: t('editor.regions.ellipse') },
          { value: 'polygon', icon: <DeploymentUnitOutlined />, label: t('editor.regions.polygon') },
        ]}
      />
      <Typography.Text type="secondary" className="region-editor__hint">
        {hints[tool]}
      </Typography.Text>
      <RegionStage
        id={id}
        imageUrl={resolve(image)}
        regions={regions}
        tool={tool}
        selectedId={selectedId}
        disabled={disabled}
        label={t('editor.regions.stage', { hint: hints[tool] })}
        finishLabel={t('editor.regions.finish')}
        cancelLabel={t('editor.regions.cancelDraw')}
        onSelect={setSelectedId}
        onDraw={draw}
        onMove={(regionId, moved) => {
          replace(regionId, moved);
          const index = regions.findIndex((each) => each.id === regionId);
          setAnnounce(t('editor.regions.moved', { label: labelOf(moved, index) }));
        }}
        onDelete={remove}
      />
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
      <Typography.Text strong id={listId} className="region-editor__list-title">
        {t('editor.regions.list')}
      </Typography.Text>
      {regions.length === 0 ? (
        <Typography.Text type="secondary">{t('editor.regions.empty')}</Typography.Text>
      ) : (
        <ol className="region-editor__list" aria-labelledby={listId}>
          {regions.map((region, index) => (
            <RegionRow
              key={region.id}
              region={region}
              index={index}
              label={labelOf(region, index)}
              selected={region.id === selectedId}
              disabled={disabled}
              onSelect={() => {
                setSelectedId(region.id);
                setTool('select');
              }}
              onLabel={(label) => replace(region.id, { ...region, label })}
              onDelete={() => remove(region.id)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface RegionRowProps {
  region: Region;
  index: number;
  label: string;
  selected: boolean;
  disabled: boolean;
  onSelect(): void;
  onLabel(label: string): void;
  onDelete(): void;
}

function RegionRow({
  region,
  index,
  label,
  selected,
  disabled,
  onSelect,
  onLabel,
  onDelete,
}: RegionRowProps) {
  const { t } = useTranslation();
  const text = useDebouncedCommit(region.label, (next) => {
    if (next.trim() !== region.label) onLabel(next.trim());
  });
  return (
    <li className={`region-editor__row${selected ? ' is-selected' : ''}`}>
      <Button
        size="small"
        type={selected ? 'primary' : 'default'}
        className="region-editor__number"
        aria-pressed={selected}
        aria-label={t('editor.regions.selectRegion', { label })}
        onClick={onSelect}
      >
        {index + 1}
      </Button>
      <span className="region-editor__shape">{t(`editor.regions.shape.${region.shape}`)}</span>
      <Input
        size="small"
        value={text.draft}
        maxLength={100}
        aria-label={t('editor.regions.labelOf', { n: index + 1 })}
        placeholder={t('editor.regions.label')}
        disabled={disabled}
        onChange={(event) => text.change(event.target.value)}
        onBlur={text.flush}
        onPressEnter={() => text.flush()}
      />
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('editor.regions.remove', { label })}
        disabled={disabled}
        onClick={onDelete}
      />
    </li>
  );
}
