/** The prize centre's queries: the overview, and each prize's claims (all pages and filters). */
export const prizeOverviewKey = (surveyCode: string) => ['prize-overview', surveyCode] as const;
export const prizeClaimsKey = (lotteryId: string, prizeIndex: number) =>
  ['prize-claims', lotteryId, prizeIndex] as const;
