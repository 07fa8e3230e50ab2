/**
 * The end page's redirect: `url`, with the parameters this link received added when the survey
 * passes them on (a parameter already in the target URL keeps the target's value). Only http(s)
 * targets: anything else (javascript:, data:) is ignored.
 */
export function redirectTarget(
  url: string | null | undefined,
  received: string,
  passParams: boolean,
): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (passParams) {
    for (const [name, value] of new URLSearchParams(received)) {
      if (name === 'preview' || target.searchParams.has(name)) continue;
      target.searchParams.append(name, value);
    }
  }
  return target.toString();
}
