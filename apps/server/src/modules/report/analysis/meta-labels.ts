import type { Lang } from '@cairn/contract';

/** Labels of the response metadata a table can cut by, in the caller's language. */
export const META_LABELS: Record<Lang, Record<string, string>> = {
  zh: {
    source: '来源',
    device: '设备',
    status: '答卷状态',
    day: '提交日期',
    week: '提交周',
    none: '（无）',
  },
  en: {
    source: 'Source',
    device: 'Device',
    status: 'Response status',
    day: 'Day submitted',
    week: 'Week submitted',
    none: '(none)',
  },
};

/** Response statuses by the dataset's status codes (analysis-source.ts STATUS_CODE). */
export const STATUS_LABELS: Record<Lang, readonly string[]> = {
  zh: ['未完成', '已完成', '无效', '被甄别'],
  en: ['Partial', 'Complete', 'Invalid', 'Screened out'],
};

export const DEVICE_LABELS: Record<Lang, Record<string, string>> = {
  zh: { pc: '电脑', phone: '手机', tablet: '平板' },
  en: { pc: 'Computer', phone: 'Phone', tablet: 'Tablet' },
};
