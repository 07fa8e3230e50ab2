import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMembership } from '../users/user-repo.ts';
import { deviceName } from './device-name.ts';

/** The designer's device cookie: httpOnly, so page scripts can neither read nor forge it. */
export const LOGIN_DEVICE_COOKIE = 'cairn_login_device';
const DEVICE_ID = /^[0-9a-f-]{36}$/;
const TWO_YEARS_S = 2 * 365 * 24 * 3600;

export interface LoginDevice {
  /** The cookie's id; a request without one gets a new id (set by `rememberDevice`). */
  deviceId: string;
  isNewCookie: boolean;
  userAgent: string;
  ip: string | null;
}

/** The device a login request comes from: its device cookie (or a new one) and user agent. */
export function loginDeviceOf(request: FastifyRequest): LoginDevice {
  let found: string | null = null;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOGIN_DEVICE_COOKIE && value && DEVICE_ID.test(value)) found = value;
  }
  return {
    deviceId: found ?? randomUUID(),
    isNewCookie: found === null,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 400),
    ip: request.ip ?? null,
  };
}

/** Sets the device cookie on the login answer when the request had none. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, device: LoginDevice): void {
  if (!device.isNewCookie) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${LOGIN_DEVICE_COOKIE}=${device.deviceId}; Path=/; Max-Age=${TWO_YEARS_S}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * Notes a login's device: the first login of an account from a (device cookie, user agent) pair
 * records `login.new-device`. Both are needed: a cleared cookie or another browser is a new
 * device, and so is a copied cookie in another browser. The hash keeps the cookie out of the log.
 */
export async function noteLoginDevice(
  db: Db,
  userId: number,
  device: LoginDevice,
  way: string,
  now: number,
): Promise<boolean> {
  const deviceHash = createHash('sha256').update(`${device.deviceId}\n${device.userAgent}`).digest('hex');
  const at = new Date(now);
  const added = await db
    .insert(knownDevices)
    .values({ userId, deviceHash, userAgent: device.userAgent, firstSeen: at, lastSeen: at })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (added.length === 0) {
    await db
      .update(knownDevices)
      .set({ lastSeen: at })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)));
    return false;
  }
  const membership = await findMembership(db, userId);
  await recordAudit(db, {
    organizationId: membership?.organizationId ?? null,
    actorId: userId,
    action: 'login.new-device',
    targetUserId: userId,
    detail: { way, userAgent: device.userAgent, device: deviceName(device.userAgent) },
    ip: device.ip,
  });
  return true;
}
