import type { SampleTag } from '@cairn/contract';
import type { TFunction } from 'i18next';

/** "Gender is one of Female; Age is one of 25–34, 35–44" in the page's language. */
export function tagsText(t: TFunction, tags: SampleTag[]): string {
  if (tags.length === 0) return t('sample.detail.noTags');
  return tags
    .map(
      (tag) =>
        `${t(`sample.tagKeys.${tag.key}` as never)} ${t(`sample.operators.${tag.operator}` as never)} ${tag.value
          .map((v) => t(`sample.tagValues.${v}` as never))
          .join(', ')}`,
    )
    .join('; ');
}
