import type { ChartOptionOpts } from './types.ts';

/** The series' colours: the report board's palette, so a dashboard and a report look alike. */
export const PALETTE = [
  '#0f766e',
  '#2563eb',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#65a30d',
  '#db2777',
];

/** Below this width a chart drops value labels and cuts axis texts shorter. */
export const NARROW_WIDTH = 360;

export function isNarrow(opts: ChartOptionOpts): boolean {
  return opts.width !== undefined && opts.width < NARROW_WIDTH;
}

/** Axis labels keep about one character per 9 px of a category's share of the width. */
export function axisLabelMax(opts: ChartOptionOpts, categories: number): number {
  if (opts.width === undefined) return 14;
  const perCategory = opts.width / Math.max(1, categories);
  return Math.max(4, Math.min(24, Math.floor(perCategory / 9)));
}

/** What every chart shares: palette, animation, the CJK-capable font stack of the web app. */
export function baseOption(opts: ChartOptionOpts): Record<string, unknown> {
  return {
    color: PALETTE,
    animation: opts.animation ?? false,
    textStyle: {
      fontFamily:
        '-apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    },
  };
}
