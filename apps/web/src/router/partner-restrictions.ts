/**
 * Where retail-partner accounts (thirdType 1) may not go (spec doc 1 §6): every /user path, any
 * route whose name starts with Dashboard, and four named routes. Kept as data keyed by route
 * name, even for routes that are not registered yet, so adding those routes needs no rule change.
 */
export const PARTNER_THIRD_TYPE = 1;

export const partnerRestrictions = {
  pathPrefixes: ['/user'],
  namePrefixes: ['Dashboard'],
  names: ['LibraryImageCompany', 'LibraryQuestionCompany', 'SurveySample', 'SurveySettingEnvelope'],
} as const;

export function isPartnerRestricted(routeNames: readonly string[], pathname: string): boolean {
  const byPath = partnerRestrictions.pathPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const byName = routeNames.some(
    (name) =>
      (partnerRestrictions.names as readonly string[]).includes(name) ||
      partnerRestrictions.namePrefixes.some((prefix) => name.startsWith(prefix)),
  );
  return byPath || byName;
}
