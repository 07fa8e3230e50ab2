import { ACCESS_TOKEN_TTL_MS } from '@cairn/contract';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'cairn';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function issueAccessToken(key: Uint8Array, claims: AccessClaims, now: number) {
  // `expired` is exactly the token's `exp`, which JWT keeps in whole seconds.
  const expSeconds = Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000);
  const expired = expSeconds * 1000;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expSeconds)
    .sign(key);
  return { token, expired };
}

/**
 * The claims of a valid token, or null. The algorithm is pinned, so unsigned (`alg: none`) and
 * other-algorithm tokens fail, as do bad signatures and expired tokens.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
