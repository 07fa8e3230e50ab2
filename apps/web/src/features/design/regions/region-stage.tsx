import type { Region } from '@cairn/core';
import { Button } from 'antd';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import {
  boxOf,
  isNear,
  isPolygon,
  moveRegion,
  type Point,
  relativePoint,
  type Shape,
  shapeFromDrag,
  svgShape,
} from './region-geometry.ts';

export type Tool = 'select' | Shape;

interface RegionStageProps {
  id?: string;
  imageUrl: string;
  regions: readonly Region[];
  tool: Tool;
  selectedId: string | null;
  disabled: boolean;
  /** Names the stage for screen readers (with the current tool's hint). */
  label: string;
  onSelect(id: string | null): void;
  /** A finished shape: corners (rect/ellipse) or the polygon's corners. */
  onDraw(shape: Shape, points: Point[]): void;
  onMove(id: string, region: Region): void;
  onDelete(id: string): void;
  finishLabel: string;
  cancelLabel: string;
}

type Gesture =
  | { kind: 'drag'; shape: 'rect' | 'ellipse'; start: Point; end: Point }
  | { kind: 'move'; region: Region; start: Point; moved: Region };

/** Arrow-key nudges: one step, or five with Shift. */
const NUDGE = 0.01;

/**
 * The image with its regions over it (an SVG in the image's 0..1 box). Rectangles and ellipses
 * are drawn by dragging, polygons by clicks (Enter or a click on the first corner closes, Escape
 * cancels); with the select tool a region is picked and dragged, or nudged with the arrow keys,
 * and Delete removes it. The region list beside it is the full keyboard way.
 */
export function RegionStage(props: RegionStageProps) {
  const { regions, tool, selectedId, disabled } = props;
  const svg = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [polygon, setPolygon] = useState<Point[]>([]);

  const pointOf = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    return box ? relativePoint(event.clientX, event.clientY, box) : ([0, 0] as Point);
  };

  const finishPolygon = () => {
    if (isPolygon(polygon)) props.onDraw('polygon', polygon);
    setPolygon([]);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || event.button !== 0) return;
    const point = pointOf(event);
    if (tool === 'polygon') {
      const first = polygon[0];
      if (first && polygon.length >= 3 && isNear(first, point)) finishPolygon();
      else setPolygon((current) => [...current, point]);
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (tool === 'select') {
      const hit = (event.target as Element).closest<SVGElement>('[data-region-id]')?.dataset.regionId;
      const region = regions.find((each) => each.id === hit);
      props.onSelect(region?.id ?? null);
      if (region) setGesture({ kind: 'move', region, start: point, moved: region });
      return;
    }
    setGesture({ kind: 'drag', shape: tool, start: point, end: point });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const point = pointOf(event);
    if (gesture.kind === 'drag') setGesture({ ...gesture, end: point });
    else
      setGesture({
        ...gesture,
        moved: moveRegion(gesture.region, point[0] - gesture.start[0], point[1] - gesture.start[1]),
      });
  };

  const onPointerUp = () => {
    if (!gesture) return;
    setGesture(null);
    if (gesture.kind === 'drag') {
      const corners = shapeFromDrag(gesture.start, gesture.end);
      if (corners) props.onDraw(gesture.shape, corners);
    } else if (gesture.moved !== gesture.region) {
      props.onMove(gesture.region.id, gesture.moved);
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (disabled) return;
    if (tool === 'polygon' && event.key === 'Enter') {
      event.preventDefault();
      finishPolygon();
      return;
    }
    if (event.key === 'Escape') {
      setPolygon([]);
      setGesture(null);
      return;
    }
    const selected = regions.find((each) => each.id === selectedId);
    if (!selected) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete(selected.id);
      return;
    }
    const step = event.shiftKey ? NUDGE * 5 : NUDGE;
    const delta: Record<string, Point> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = delta[event.key];
    if (!move) return;
    event.preventDefault();
    const moved = moveRegion(selected, move[0], move[1]);
    if (moved !== selected) props.onMove(selected.id, moved);
  };

  const shown = regions.map((region) =>
    gesture?.kind === 'move' && gesture.region.id === region.id ? gesture.moved : region,
  );
  const draft = gesture?.kind === 'drag' ? shapeFromDrag(gesture.start, gesture.end) : null;

  return (
    <div className={`region-stage region-stage--${tool}`}>
      <img className="region-stage__image" src={props.imageUrl} alt="" draggable={false} />
      <svg
        id={props.id}
        ref={svg}
        className="region-stage__layer"
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        role="application"
        aria-label={props.label}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setGesture(null)}
        onKeyDown={onKeyDown}
      >
        {shown.map((region) => (
          <g
            key={region.id}
            data-region-id={region.id}
            className={`region-stage__region${region.id === selectedId ? ' is-selected' : ''}`}
          >
            <ShapeOf region={region} />
          </g>
        ))}
        {draft ? (
          <g className="region-stage__draft">
            <ShapeOf region={{ shape: gesture?.kind === 'drag' ? gesture.shape : 'rect', points: draft }} />
          </g>
        ) : null}
        {polygon.length > 0 ? (
          <g className="region-stage__draft">
            <polyline points={polygon.map(([x, y]) => `${x},${y}`).join(' ')} />
            {polygon.map(([x, y], index) => (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: corners have no other identity
                key={index}
                className={index === 0 ? 'region-stage__first' : undefined}
                cx={x}
                cy={y}
                r={index === 0 ? 0.015 : 0.008}
              />
            ))}
          </g>
        ) : null}
      </svg>
      {/* Numbers in HTML: SVG text would be stretched with the image's aspect ratio. */}
      {shown.map((region, index) => {
        const [x, y] = labelPoint(region);
        return (
          <span
            key={region.id}
            className={`region-stage__number${region.id === selectedId ? ' is-selected' : ''}`}
            style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        );
      })}
      {polygon.length > 0 ? (
        <div className="region-stage__polygon-bar">
          <Button size="small" type="primary" disabled={!isPolygon(polygon)} onClick={finishPolygon}>
            {props.finishLabel}
          </Button>
          <Button size="small" onClick={() => setPolygon([])}>
            {props.cancelLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ShapeOf({ region }: { region: Pick<Region, 'shape' | 'points'> }) {
  const shape = svgShape(region);
  if (shape.tag === 'polygon') return <polygon points={shape.points} vectorEffect="non-scaling-stroke" />;
  if (shape.tag === 'ellipse')
    return (
      <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} vectorEffect="non-scaling-stroke" />
    );
  return (
    <rect
      x={shape.x}
      y={shape.y}
      width={shape.width}
      height={shape.height}
      vectorEffect="non-scaling-stroke"
    />
  );
}

/** Where a region's number is drawn: the top-left of its box. */
function labelPoint(region: Region): Point {
  const box = boxOf(region.points);
  return [box.minX, box.minY];
}
