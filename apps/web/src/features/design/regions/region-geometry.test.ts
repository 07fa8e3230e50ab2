import type { Region } from '@cairn/core';
import { ZRegion } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import {
  boxOf,
  isNear,
  isPolygon,
  moveRegion,
  newRegion,
  nextRegionId,
  relativePoint,
  shapeFromDrag,
  svgShape,
} from './region-geometry.ts';

const rect: Region = {
  id: 'r1',
  label: 'Logo',
  shape: 'rect',
  points: [
    [0.1, 0.2],
    [0.4, 0.5],
  ],
};

describe('region geometry', () => {
  it('turns pointer positions into points relative to the image, clamped to it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(relativePoint(200, 100, box)).toEqual([0.25, 0.25]);
    expect(relativePoint(50, 400, box)).toEqual([0, 1]);
    expect(relativePoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });

  it('normalises a drag in any direction to top-left and bottom-right corners', () => {
    expect(shapeFromDrag([0.6, 0.7], [0.2, 0.1])).toEqual([
      [0.2, 0.1],
      [0.6, 0.7],
    ]);
    expect(shapeFromDrag([0.5, 0.5], [0.505, 0.9])).toBeNull();
    expect(shapeFromDrag([-0.2, 0.5], [0.3, 1.4])).toEqual([
      [0, 0.5],
      [0.3, 1],
    ]);
  });

  it('accepts polygons with an area only', () => {
    expect(
      isPolygon([
        [0.1, 0.1],
        [0.5, 0.1],
        [0.3, 0.6],
      ]),
    ).toBe(true);
    expect(
      isPolygon([
        [0.1, 0.1],
        [0.5, 0.1],
      ]),
    ).toBe(false);
    expect(
      isPolygon([
        [0.1, 0.1],
        [0.2, 0.2],
        [0.3, 0.3],
      ]),
    ).toBe(false);
    expect(isNear([0.1, 0.1], [0.12, 0.11])).toBe(true);
    expect(isNear([0.1, 0.1], [0.2, 0.1])).toBe(false);
  });

  it('moves a region but keeps it on the image', () => {
    expect(moveRegion(rect, 0.1, 0.1).points).toEqual([
      [0.2, 0.3],
      [0.5, 0.6],
    ]);
    expect(boxOf(moveRegion(rect, 0.9, -0.9).points)).toEqual({ minX: 0.7, minY: 0, maxX: 1, maxY: 0.3 });
    expect(moveRegion(rect, -0.5, 0)).not.toBe(rect);
    const corner = moveRegion(moveRegion(rect, -1, -1), -0.1, -0.1);
    expect(corner.points[0]).toEqual([0, 0]);
  });

  it('gives new regions unused ids and core-valid records', () => {
    expect(nextRegionId([])).toBe('r1');
    expect(nextRegionId([rect, { ...rect, id: 'r2' }])).toBe('r3');
    expect(nextRegionId([{ ...rect, id: 'r2' }])).toBe('r3');
    expect(nextRegionId([{ ...rect, id: 'door' }])).toBe('r1');
    expect(
      nextRegionId([
        { ...rect, id: 'r2' },
        { ...rect, id: 'r1' },
      ]),
    ).toBe('r3');
    const made = newRegion(
      [rect],
      'polygon',
      [
        [0.123456, 0.5],
        [0.9, 1.2],
        [0.3, 0.9],
      ],
      'Door',
    );
    expect(made).toEqual({
      id: 'r2',
      label: 'Door',
      shape: 'polygon',
      points: [
        [0.1235, 0.5],
        [0.9, 1],
        [0.3, 0.9],
      ],
    });
    expect(ZRegion.safeParse(made).success).toBe(true);
  });

  it('draws rectangles, ellipses and polygons in the 0..1 box', () => {
    const drawn = svgShape(rect);
    expect(drawn).toMatchObject({ tag: 'rect', x: 0.1, y: 0.2 });
    expect(drawn.tag === 'rect' && drawn.width).toBeCloseTo(0.3);
    expect(svgShape({ ...rect, shape: 'ellipse' })).toMatchObject({ tag: 'ellipse', cy: 0.35, ry: 0.15 });
    expect(
      svgShape({
        shape: 'polygon',
        points: [
          [0, 0],
          [1, 0],
          [0.5, 1],
        ],
      }),
    ).toEqual({
      tag: 'polygon',
      points: '0,0 1,0 0.5,1',
    });
  });
});
