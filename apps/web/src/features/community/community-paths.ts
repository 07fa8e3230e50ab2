/** The community pages (spec doc 1 /community/{surveyCode}, /backurl/community): app-relative paths. */
export function isCommunityPath(appPath: string): boolean {
  return /^\/(community|backurl\/community)(\/|\?|$)/.test(appPath);
}

export const communityHome = (surveyCode: string) => `/community/${encodeURIComponent(surveyCode)}`;
