import type { ImageFolder, LibraryImage } from '@cairn/contract';
import { png } from './images.ts';
import { type FormPart, postMultipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export const LIB = '/api/designer/v1/image/library';

export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const res = await t.call<{ id: number }>('GET', '/api/designer/v1/users/info', { token });
  return res.body.data.id;
}

/** Uploads through the real multipart route; `files` default to one small PNG. */
export function upload(
  t: TestApp,
  token: string,
  options: {
    files?: { fileName: string; content: Uint8Array | string }[];
    fields?: Record<string, string>;
    query?: Record<string, string>;
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
  return postMultipart<LibraryImage[]>(t, LIB, {
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

export async function folders(t: TestApp, token: string, dataType = 0) {
  const res = await t.call<ImageFolder[]>('GET', `${LIB}/folder/list`, {
    token,
    query: { dataType: String(dataType) },
  });
  if (res.body.code !== '00000') throw new Error(`folder list failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createFolder(t: TestApp, token: string, name: string, dataType = 0) {
  const res = await t.call<ImageFolder>('POST', `${LIB}/folder`, { token, body: { name, dataType } });
  if (res.body.code !== '00000') throw new Error(`folder create failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function listImages(t: TestApp, token: string, query: Record<string, string> = {}) {
  return t.call<{ page: number; pageSize: number; total: number; records: LibraryImage[] }>(
    'GET',
    `${LIB}/list`,
    {
      token,
      query,
    },
  );
}
