/** A finance record's time in the reader's language; a dash when it has none yet. */
export const formatTime = (ms: number | null, lang: string) =>
  ms === null ? '—' : new Date(ms).toLocaleString(lang, { hour12: false });
