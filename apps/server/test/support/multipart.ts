import { randomBytes } from 'node:crypto';
import { DESIGNER_CLIENT_SECRET, type QueryValues, signRequest } from '@cairn/contract';
import type { Envelope, TestApp } from './test-app.ts';

/** One part of a multipart/form-data body: a field, or a file with its name and bytes. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Uint8Array | string; contentType?: string };

/** A multipart/form-data body built by hand (there is no form-data package here). */
export function multipartBody(parts: FormPart[], boundary = `----cairn${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('fileName' in part) {
      head += `; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push(Buffer.from('fileName' in part ? part.content : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POSTs a multipart body through app.inject with the request signature (which covers only the
 * query for multipart bodies) and the bearer token.
 */
export async function postMultipart<T = unknown>(
  t: TestApp,
  url: string,
  options: { token?: string; parts: FormPart[]; query?: Record<string, string> },
): Promise<{ status: number; body: Envelope<T> }> {
  const { payload, contentType } = multipartBody(options.parts);
  const query = options.query ?? {};
  const time = t.deps.now();
  const headers: Record<string, string> = {
    'content-type': contentType,
    time: String(time),
    sign: signRequest(query as QueryValues, undefined, time, DESIGNER_CLIENT_SECRET),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const qs = new URLSearchParams(query).toString();
  const response = await t.app.inject({ method: 'POST', url: qs ? `${url}?${qs}` : url, headers, payload });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
