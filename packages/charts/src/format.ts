/** Numbers as the board's tables show them: one decimal, no trailing ".0" on whole counts. */
export function formatNumber(value: number, decimals = 1): string {
  if (Number.isInteger(value)) return String(value);
  return value.toFixed(decimals);
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A difference with its sign: +3.2, −1.5 (a true minus sign, as in print), 0. */
export function formatDiff(diff: number): string {
  const text = formatNumber(Math.abs(diff));
  if (diff > 0) return `+${text}`;
  if (diff < 0) return `−${text}`;
  return '0';
}

/** Long category texts are cut on an axis (the tooltip and tables show them whole). */
export function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/**
 * ECharts reads `{` `}` in a string formatter as a template or rich-text tag: texts from surveys
 * (category labels, titles) put in a label formatter go through this.
 */
export function escapeTemplate(text: string): string {
  return text.replace(/\{/g, '｛').replace(/\}/g, '｝');
}

/** A tooltip's formatter is HTML too (the browser's tooltip is a div). */
export function escapeHtml(text: string): string {
  return escapeTemplate(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}
