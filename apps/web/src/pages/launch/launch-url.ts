import { publicSurveyPath } from '@cairn/contract';

/**
 * The public link of a survey, optionally for one named link (source, channel) and with example
 * receive parameters: `{origin}/r/{code}?source=…&channel=…&uid=…`. Pure, so it is unit-tested.
 */
export function publicSurveyUrl(
  origin: string,
  code: string,
  extra: { source?: string; channel?: string; params?: readonly string[] } = {},
): string {
  const url = new URL(publicSurveyPath(code), origin);
  if (extra.source) url.searchParams.set('source', extra.source);
  if (extra.channel) url.searchParams.set('channel', extra.channel);
  for (const name of extra.params ?? []) url.searchParams.set(name, 'xxx');
  return url.toString();
}

/** An iframe that shows the survey inside another page; the title names it for screen readers. */
export function embedCode(url: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${url}" title="${escaped}" width="100%" height="720" style="border:0" allow="camera; microphone; geolocation"></iframe>`;
}
