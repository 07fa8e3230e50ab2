/**
 * Reward limits (issue 23). The spec leaves amount limits "not shown"; these follow Wenjuanxing's
 * envelopes (fixed ¥1–¥200, random ¥0.30–¥200, probability 1–100 %, up to 8 prizes). Money is
 * integer fen everywhere.
 */
export const ENVELOPE_FIXED_MIN_FEN = 100;
export const ENVELOPE_FIXED_MAX_FEN = 20_000;
export const ENVELOPE_RANDOM_MIN_FEN = 30;
export const ENVELOPE_RANDOM_MAX_FEN = 20_000;
export const PROBABILITY_MIN_PERCENT = 1;
export const PROBABILITY_MAX_PERCENT = 100;
/** The red-envelope list's page (spec doc 2: 10 a page, with load more). */
export const ENVELOPE_PAGE_SIZE = 10;
/** The largest budget one campaign holds (¥1,000,000): keeps every sum far inside safe integers. */
export const ENVELOPE_BUDGET_MAX_FEN = 100_000_000;

export const LOTTERY_MAX_PRIZES = 8;
/** Prize probabilities are basis points (1 = 0.01 %), so sums are exact integers. */
export const PROBABILITY_BP_TOTAL = 10_000;
/** Cash prizes go through the same payout channel as envelopes: the same per-payment range. */
export const CASH_PRIZE_MIN_FEN = ENVELOPE_RANDOM_MIN_FEN;
export const CASH_PRIZE_MAX_FEN = ENVELOPE_FIXED_MAX_FEN;
export const COUPON_CODES_MAX = 10_000;
export const PHYSICAL_STOCK_MAX = 100_000;
/** "The Nth valid response wins": positions up to a million responses. */
export const WINNING_POSITION_MAX = 1_000_000;

/** subType of a red-envelope log export task in the download centre. */
export const DOWNLOAD_SUBTYPE_RED_ENVELOPE = 17;
