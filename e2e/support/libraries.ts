import { deflateSync } from 'node:zlib';
import { nodesApi, projectsApi } from '@cairn/contract';
import type { Locator, Page } from 'playwright-core';
import { callEndpoint } from './call-endpoint.ts';

/** Helpers of the library journeys: a survey to insert into, images, an organisation. */

/** A new survey with one single-choice question; answers the survey code and the question id. */
export async function surveyWithQuestion(
  page: Page,
  title: string,
): Promise<{ code: string; nodeId: number }> {
  const { code } = await callEndpoint(page, projectsApi.init, { title });
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

/** A library folder's button in the tree. */
export const folderButton = (page: Page, name: string): Locator =>
  page.locator('.lib-page__aside .folder-nav__button').filter({ hasText: name });

/** The card of an image by its name. */
export const imageCard = (page: Page, name: string): Locator =>
  page.locator('.lib-card').filter({ has: page.getByText(name, { exact: true }) });
