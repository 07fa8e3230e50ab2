/**
 * A payout sent again after a refusal needs fresh keys: the first attempt's ledger keys (booking
 * and return) and provider payout id are spent, and reusing them would replay the refusal's
 * bookkeeping or be deduplicated by the provider. Attempt 0 keeps the original keys, so rows
 * booked before attempts existed read the same.
 */
export function attemptKey(key: string, attempt: number): string {
  return attempt === 0 ? key : `${key}:${attempt}`;
}
