import { ACCESS_TOKEN_TTL_MS } from '@cairn/contract';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/**
 * Community tokens are signed with the app's key but carry their own issuer and audience: the
 * designer's verifier pins issuer `cairn`, so a community token is refused on every designer
 * call, and this verifier pins `cairn-community`, so a designer token is refused here.
 */
const ISSUER = 'cairn-community';

export interface CommunityClaims {
  sessionId: string;
  surveyId: number;
}

export async function issueCommunityAccessToken(key: Uint8Array, claims: CommunityClaims, now: number) {
  const expSeconds = Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.surveyId))
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expSeconds)
    .sign(key);
  return { token, expired: expSeconds * 1000 };
}

/** The claims of a valid community token, or null (bad signature, expired, a designer token). */
export async function verifyCommunityAccessToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<CommunityClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ISSUER,
      currentDate: new Date(now),
    });
    const surveyId = Number(payload.sub);
    if (!Number.isInteger(surveyId) || typeof payload.sid !== 'string') return null;
    return { surveyId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
