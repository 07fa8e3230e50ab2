import type { Lang } from '@cairn/contract';

/**
 * Number formatting of the report. Fixed rounding (half away from zero on the decimal digits, no
 * locale service), so the text is the same on every machine and Node version.
 */

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + 1e-9)) / f;
}

export function fixed(value: number, digits: number): string {
  return round(value, digits).toFixed(digits);
}

/** A whole count with thousands separators (weighted counts are rounded to whole respondents). */
export function count(value: number): string {
  const whole = String(Math.abs(round(value, 0)));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** 62.5 % (en, a space before the sign as SI writes it) or 62.5% (zh). */
export function percent(value: number, lang: Lang): string {
  return lang === 'zh' ? `${fixed(value, 1)}%` : `${fixed(value, 1)} %`;
}

/** A mean or score: two decimals below 10, one above. */
export function decimal(value: number): string {
  return fixed(value, Math.abs(value) < 10 ? 2 : 1);
}

/** p = 0.012, p < 0.001. */
export function pValue(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${fixed(p, 3)}`;
}

/** A collection day as written: 2026-11-05 (en), 2026年11月5日 (zh). */
export function day(value: string, lang: Lang): string {
  if (lang === 'en') return value;
  const [y, m, d] = value.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** zh share words: 62.5 → 超过六成, 60 → 六成, 55 → 超过半数. */
export function zhShare(value: number): string {
  const tens = Math.floor(round(value, 1) / 10);
  const digits = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  if (tens >= 10) return '全部';
  if (tens === 5) return round(value, 1) === 50 ? '半数' : '超过半数';
  return round(value, 1) === tens * 10 ? `${digits[tens]}成` : `超过${digits[tens]}成`;
}
