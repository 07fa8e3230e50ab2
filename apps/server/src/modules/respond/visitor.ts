import { randomUUID } from 'node:crypto';
import { RESPOND_DEVICE_COOKIE } from '@cairn/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Visitor } from './access-facts.ts';

const DEVICE_ID = /^[0-9a-f-]{36}$/;
const TWO_YEARS_S = 2 * 365 * 24 * 3600;

/** The device cookie of a request, when it holds a well-formed id (anything else is ignored). */
export function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === RESPOND_DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return null;
}

/**
 * The visitor of a respondent call. A request without the device cookie gets a new id, set as an
 * httpOnly cookie on the answer, so the frequency limit by device and resume work from the next
 * call on (the page never reads it; scripts cannot steal or forge it from the page).
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): Visitor {
  let deviceId = deviceIdOf(request);
  if (!deviceId) {
    deviceId = randomUUID();
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${RESPOND_DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${TWO_YEARS_S}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return { deviceId, ip: request.ip };
}
