import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { DESIGNER_CLIENT_SECRET, nodesApi, signRequest } from '@cairn/contract';
import { PGlite } from '@electric-sql/pglite';
import type { Locator, Page } from 'playwright-core';
import { callEndpoint } from './call-endpoint.ts';

/** Helpers of the library journeys: signed API calls with the page's token, images, an organisation. */

interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

/**
 * Calls the API from the test process with the logged-in page's token, signed like the designer
 * signs (the request signature of spec doc 2 §5), for set-up the screens under test do not offer
 * (the design canvas that makes survey questions is another screen).
 *
 * Going away (issue 17): calls described in the contract's table go through `callEndpoint`
 * (call-endpoint.ts); this stays only for the calls not described yet, until every domain is.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  options: {
    query?: Record<string, string>;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
    /** The API prefix (default the designer's; '/api/report/v1' for report calls). */
    api?: string;
  } = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const time = Date.now();
  const query = options.query ?? {};
  const qs = new URLSearchParams(query).toString();
  const base = new URL(page.url()).origin;
  const response = await fetch(`${base}${options.api ?? '/api/designer/v1'}${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      time: String(time),
      sign: signRequest(query, options.body, time, DESIGNER_CLIENT_SECRET),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== '00000') throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A new survey with one single-choice question; answers the survey code and the question id. */
export async function surveyWithQuestion(
  page: Page,
  title: string,
): Promise<{ code: string; nodeId: number }> {
  // project/init is not in the contract's table yet.
  const { code } = await callApi<{ code: string }>(page, 'POST', '/project/init', { body: { title } });
  const tree = await callEndpoint(page, nodesApi.tree, { surveyCode: code });
  const edited = await callEndpoint(
    page,
    nodesApi.add,
    { surveyCode: code, what: 1 },
    { version: tree.version },
  );
  const question = edited.change.nodes.inserted.find((n) => n.model === 1);
  if (!question) throw new Error('the new question is missing from the change');
  return { code, nodeId: question.id };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A real RGB PNG of one colour, so thumbnails are visible in screenshots. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Makes `username` the admin (role 1) of a new organisation at enterprise level 1, writing the
 * stopped server's embedded database directly: there is no operator command for organisations
 * yet, and the company libraries need one.
 */
export async function makeOrganisationAdmin(dataDir: string, username: string): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    const org = await db.query<{ id: number }>(
      `INSERT INTO organizations (name) VALUES ('Acme') RETURNING id`,
    );
    const user = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
    await db.query('INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 1)', [
      user.rows[0]!.id,
      org.rows[0]!.id,
    ]);
    await db.query('UPDATE users SET level = 1 WHERE id = $1', [user.rows[0]!.id]);
  } finally {
    await db.close();
  }
}

/** A library folder's button in the tree. */
export const folderButton = (page: Page, name: string): Locator =>
  page.locator('.lib-page__aside .folder-nav__button').filter({ hasText: name });

/** The card of an image by its name. */
export const imageCard = (page: Page, name: string): Locator =>
  page.locator('.lib-card').filter({ has: page.getByText(name, { exact: true }) });
