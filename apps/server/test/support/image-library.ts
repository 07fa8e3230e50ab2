import { type CallInput, fullPath, imageLibraryApi, type LibraryImage, usersApi } from '@cairn/contract';
import { png } from './images.ts';
import { type FormPart, postMultipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

const api = imageLibraryApi;
/** The upload's URL: its body is multipart, which the typed caller does not send. */
export const UPLOAD_URL = fullPath(api.upload);

export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const res = await t.api(usersApi.info, {}, { token });
  return res.body.data.id;
}

/**
 * Uploads through the real multipart route (`url`: the library's by default, answering `T`);
 * `files` default to one small PNG.
 */
export function upload<T = LibraryImage[]>(
  t: TestApp,
  token: string,
  options: {
    files?: { fileName: string; content: Uint8Array | string }[];
    fields?: Record<string, string>;
    query?: Record<string, string>;
    url?: string;
  } = {},
) {
  const files = options.files ?? [{ fileName: 'photo.png', content: png(2, 1) }];
  const parts: FormPart[] = [
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({
      name: 'file',
      fileName: f.fileName,
      content: f.content,
      contentType: 'image/png',
    })),
  ];
  return postMultipart<T>(t, options.url ?? UPLOAD_URL, {
    token,
    parts,
    ...(options.query ? { query: options.query } : {}),
  });
}

/** Uploads and returns the saved images, failing loudly otherwise. */
export async function uploaded(t: TestApp, token: string, options: Parameters<typeof upload>[2] = {}) {
  const res = await upload(t, token, options);
  if (res.body.code !== '00000') throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function folders(t: TestApp, token: string, dataType: 0 | 1 = 0) {
  const res = await t.api(api.folders, { dataType }, { token });
  if (res.body.code !== '00000') throw new Error(`folder list failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createFolder(t: TestApp, token: string, name: string, dataType: 0 | 1 = 0) {
  const res = await t.api(api.createFolder, { name, dataType }, { token });
  if (res.body.code !== '00000') throw new Error(`folder create failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function listImages(t: TestApp, token: string, query: CallInput<typeof api.list> = {}) {
  return t.api(api.list, query, { token });
}
