import { randomUUID } from 'node:crypto';
import { fullPath, RESPOND_DEVICE_COOKIE, type RespondUploaded, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { nodes } from '../../src/db/schema/index.ts';
import { multipartBody } from './multipart.ts';
import { type Published, publishedSurvey } from './respond.ts';
import type { Envelope, TestApp } from './test-app.ts';

/** `publishedSurvey` plus an upload (png/pdf, 1 MB, 1–2 files), a signature and a recorder question. */
export interface FileSurvey extends Published {
  upload: number;
  signature: number;
  recorder: number;
}

export async function fileSurvey(
  t: TestApp,
  token: string,
  settings?: Record<string, unknown>,
): Promise<FileSurvey> {
  const ids = { upload: 0, signature: 0, recorder: 0 };
  const p = await publishedSurvey(t, token, {
    ...(settings ? { settings } : {}),
    beforeLaunch: async (s) => {
      let after = s.q[s.q.length - 1]!;
      for (const [name, type] of [
        ['upload', QuestionType.Upload],
        ['signature', QuestionType.Signature],
        ['recorder', QuestionType.Recorder],
      ] as const) {
        after = await s.s.add(type, { afterId: after });
        ids[name] = after;
      }
      await t.database.db
        .update(nodes)
        .set({ setting: { required: true, min: 1, max: 2, file_size_limit: 1, file_suffix: ['png', 'pdf'] } })
        .where(eq(nodes.id, ids.upload));
    },
  });
  return { ...p, ...ids };
}

/** Bytes that start like a file of the kind (what the server sniffs), padded to `size`. */
export function fileBytes(kind: 'pdf' | 'webm' | 'jpeg' | 'text', size = 64): Buffer {
  const head = {
    pdf: Buffer.from('%PDF-1.7\n'),
    webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    text: Buffer.from('plain words\n'),
  }[kind];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export interface UploadInput {
  code: string;
  responseId?: string;
  nodeId: number;
  fileName: string;
  content: Uint8Array;
  extra?: Record<string, string>;
  ip?: string;
  /** Send the file part before the fields. */
  fileFirst?: boolean;
}

/** The upload (`respondApi.upload`) as the respondent page sends it (fields, then the file). */
export async function uploadAs(t: TestApp, input: UploadInput): Promise<Envelope<RespondUploaded>> {
  const fields = Object.entries({
    surveyCode: input.code,
    responseId: input.responseId ?? randomUUID(),
    nodeId: String(input.nodeId),
    ...input.extra,
  }).map(([name, value]) => ({ name, value }));
  const file = { name: 'file', fileName: input.fileName, content: input.content };
  const { payload, contentType } = multipartBody(input.fileFirst ? [file, ...fields] : [...fields, file]);
  const res = await t.app.inject({
    method: respondApi.upload.method,
    url: fullPath(respondApi.upload),
    remoteAddress: input.ip ?? '198.51.100.20',
    headers: { 'content-type': contentType, cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
    payload,
  });
  return res.json() as Envelope<RespondUploaded>;
}
