import { OFFLINE_INLINE_ID, type OfflinePack } from '@cairn/contract/discussion/offline-pack';

/** The data the server inlined into the downloaded file (script-safe JSON); null when absent. */
export function readPack(doc: Document = document): OfflinePack | null {
  const text = doc.getElementById(OFFLINE_INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const pack = JSON.parse(text) as OfflinePack;
    return pack && pack.format === 1 ? pack : null;
  } catch {
    return null;
  }
}
