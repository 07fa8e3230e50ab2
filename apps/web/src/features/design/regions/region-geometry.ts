import type { Region } from '@cairn/core';

/**
 * Hot-spot regions in image-relative coordinates (0..1 on both axes, so any display size fits):
 * rectangles and ellipses are two opposite corners, polygons their corners in order (core's
 * ZRegion). Pure functions for the region editor; drawing and pointer handling live there.
 */
export type Point = readonly [number, number];
export type Shape = Region['shape'];

/** Shapes smaller than this (on either axis) are taken for a stray click, not a region. */
export const MIN_SIZE = 0.01;
/** A polygon click this close to its first corner closes it. */
export const CLOSE_DISTANCE = 0.03;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Four decimals: a 10 000 px image is still placed to the pixel, and stored JSON stays short. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function clampPoint([x, y]: Point): [number, number] {
  return [round(clamp01(x)), round(clamp01(y))];
}

/** A pointer position over a box (getBoundingClientRect) as a relative point. */
export function relativePoint(
  clientX: number,
  clientY: number,
  box: Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>,
): [number, number] {
  if (box.width <= 0 || box.height <= 0) return [0, 0];
  return clampPoint([(clientX - box.left) / box.width, (clientY - box.top) / box.height]);
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(points: readonly Point[]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** A rectangle or ellipse from a drag, normalised to top-left / bottom-right; null when too small. */
export function shapeFromDrag(start: Point, end: Point): [[number, number], [number, number]] | null {
  const a = clampPoint(start);
  const b = clampPoint(end);
  const box = boxOf([a, b]);
  if (box.maxX - box.minX < MIN_SIZE || box.maxY - box.minY < MIN_SIZE) return null;
  return [
    [box.minX, box.minY],
    [box.maxX, box.maxY],
  ];
}

/** Whether corners make a polygon with an area (three corners not all on one line). */
export function isPolygon(points: readonly Point[]): boolean {
  if (points.length < 3) return false;
  let twiceArea = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] as Point;
    twiceArea += x1 * y2 - x2 * y1;
  });
  return Math.abs(twiceArea) / 2 > MIN_SIZE * MIN_SIZE;
}

export function isNear(a: Point, b: Point, distance = CLOSE_DISTANCE): boolean {
  return Math.hypot(a[0] - b[0], a[1] - b[1]) <= distance;
}

/** The region moved by (dx, dy), stopped at the image's edges so it keeps its shape. */
export function moveRegion(region: Region, dx: number, dy: number): Region {
  const box = boxOf(region.points);
  const mx = Math.min(Math.max(dx, -box.minX), 1 - box.maxX);
  const my = Math.min(Math.max(dy, -box.minY), 1 - box.maxY);
  if (mx === 0 && my === 0) return region;
  return { ...region, points: region.points.map(([x, y]) => clampPoint([x + mx, y + my])) };
}

/**
 * The next id (r1, r2 ...): one past the highest in use, so a new region does not take the id of
 * one still listed (answers keep region ids).
 */
export function nextRegionId(regions: readonly Region[]): string {
  const numbers = regions.map((region) => Number(/^r(\d+)$/.exec(region.id)?.[1] ?? 0));
  return `r${Math.max(0, ...numbers) + 1}`;
}

export function newRegion(
  regions: readonly Region[],
  shape: Shape,
  points: readonly Point[],
  label: string,
): Region {
  return { id: nextRegionId(regions), label, shape, points: points.map(clampPoint) };
}

/** SVG attributes of a region inside a 0..1 viewBox. */
export function svgShape(
  region: Pick<Region, 'shape' | 'points'>,
):
  | { tag: 'polygon'; points: string }
  | { tag: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { tag: 'rect'; x: number; y: number; width: number; height: number } {
  const [a, b] = region.points;
  if (region.shape === 'polygon' || !a || !b)
    return { tag: 'polygon', points: region.points.map(([x, y]) => `${x},${y}`).join(' ') };
  const box = boxOf([a, b]);
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  if (region.shape === 'ellipse')
    return {
      tag: 'ellipse',
      cx: box.minX + width / 2,
      cy: box.minY + height / 2,
      rx: width / 2,
      ry: height / 2,
    };
  return { tag: 'rect', x: box.minX, y: box.minY, width, height };
}
