import { createHmac } from 'node:crypto';
import {
  RESPOND_FILES_PER_RESPONSE,
  RESPOND_PREVIEW_TTL_MS,
  type RespondUploaded,
  type RespondUploadFields,
  ZRespondUploadFields,
} from '@cairn/contract';
import { and, count, eq } from 'drizzle-orm';
import { respondentFiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { checkInterview } from '../discussion/interview-respond.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { newFileKey } from '../files/storage.ts';
import { cleanFileName } from '../image-library/inspect-image.ts';
import type { Visitor } from './access-facts.ts';
import { contentTypeFor, maxBytesOf, takesFiles } from './file-rules.ts';
import { passGate } from './gate.ts';
import { compiledVersion, loadSurveyTarget } from './survey-target.ts';
import { mayUpload } from './upload-limit.ts';

/** A multipart part as the upload sees it; upload-routes.ts adapts the HTTP request to these. */
export type RespondUploadPart =
  | { type: 'field'; name: string; value: string }
  | {
      type: 'file';
      fileName: string;
      /** The bytes, or 'too_big' past `maxBytes` (the rest is drained, never kept). */
      read(maxBytes: number): Promise<Uint8Array | 'too_big'>;
    };

const MB = 1024 * 1024;

/**
 * A respondent's file for an upload, signature or recorder question. The fields come first, so
 * everything is decided before a byte is kept: the address's upload budget, a host's interview
 * ticket when one is sent (checked as for save), the same access rules as save (gate.ts, with the
 * credentials), the question (a file question of the published version), the response's file
 * count; then the file is read up to its question's limit, typed by its bytes, stored and recorded
 * for this survey, response and question. With an `uploadId` the key is derived from it (see
 * `uploadKeyOf`): a retry finds the file already stored and answers it, storing nothing again.
 */
export async function uploadRespondentFile(
  deps: AppDeps,
  parts: AsyncIterable<RespondUploadPart>,
  visitor: Visitor,
  /** From a page of another origin (the offline file): only a host's interview may (respond-cors.ts). */
  from: { crossOrigin: boolean } = { crossOrigin: false },
): Promise<RespondUploaded> {
  const now = deps.now();
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.name] = part.value;
      continue;
    }
    // A refusal (and a retry of a stored file) still reads the file to its end, dropped, so the
    // browser gets the answer.
    const drain = () => part.read(0).catch(() => {});
    const question = await admit(deps, fields, visitor, now, from.crossOrigin).catch(
      async (error: unknown) => {
        await drain();
        throw error;
      },
    );
    if (question.stored) {
      await drain();
      return answerOf(deps, question.stored);
    }
    const bytes = await part.read(maxBytesOf(question.node));
    if (bytes === 'too_big')
      throw new AppError('A0312', `${+(maxBytesOf(question.node) / MB).toFixed(2)} MB`);
    if (bytes.length === 0) throw new AppError('A0108');
    const name = cleanFileName(part.fileName) || 'file';
    const contentType = contentTypeFor(question.node, name, bytes);
    const key = question.key ?? newFileKey();
    await deps.storage.put(key, bytes, { contentType, size: bytes.length, fileName: name });
    const row = {
      storageKey: key,
      surveyId: question.surveyId,
      responseId: question.fields.responseId,
      nodeId: question.node.id,
      originalName: name,
      contentType,
      size: bytes.length,
      ip: visitor.ip,
      createdAt: new Date(now),
    };
    try {
      const [written] = await deps.db.insert(respondentFiles).values(row).onConflictDoNothing().returning();
      // A derived key already recorded: a parallel retry of the same file stored it first.
      return answerOf(deps, written ?? (await storedFile(deps, key)) ?? row);
    } catch (error) {
      // A derived key's bytes stay when a parallel retry recorded them (they are the same file).
      if (!question.key || !(await storedFile(deps, key).catch(() => undefined)))
        await deps.storage.remove(key).catch(() => {});
      throw error;
    }
  }
  throw new AppError('A0107', 'file');
}

type StoredFile = Pick<typeof respondentFiles.$inferSelect, 'storageKey' | 'originalName' | 'size'>;

function answerOf(deps: AppDeps, file: StoredFile): RespondUploaded {
  return {
    file: { url: file.storageKey, name: file.originalName, size: file.size },
    preview: signFileUrl(deps, file.storageKey, RESPOND_PREVIEW_TTL_MS),
  };
}

async function storedFile(deps: AppDeps, key: string): Promise<StoredFile | undefined> {
  const [row] = await deps.db.select().from(respondentFiles).where(eq(respondentFiles.storageKey, key));
  return row;
}

/**
 * The storage key of a file the page named with an `uploadId`: an HMAC of the survey, response,
 * question and that id under the app's signing key, shaped like a random key. Nobody without the
 * key can derive another page's key, and the same file sent again lands on the same key.
 */
export function uploadKeyOf(
  signingKey: Uint8Array,
  file: { surveyId: number; responseId: string; nodeId: number; uploadId: string },
): string {
  const body = `cairn:respondent-upload:${file.surveyId}:${file.responseId.toLowerCase()}:${file.nodeId}:${file.uploadId.toLowerCase()}`;
  return createHmac('sha256', signingKey).update(body).digest('hex').slice(0, 32);
}

/** Everything decided from the fields, before the file is read. */
async function admit(
  deps: AppDeps,
  raw: Record<string, string>,
  visitor: Visitor,
  now: number,
  crossOrigin: boolean,
) {
  const parsed = ZRespondUploadFields.safeParse(raw);
  if (!parsed.success)
    throw new AppError('A0400', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
  const fields: RespondUploadFields = parsed.data;
  if (!(await mayUpload(deps.db, visitor.ip, now))) throw new AppError('A2032');
  const { surveyCode, responseId, ticket } = fields;
  if (crossOrigin && ticket === undefined)
    throw new AppError('A0403', 'an upload from another origin must be an interview');
  // An interview project is reached only with a checked ticket (survey-target.ts), as save is.
  if (ticket !== undefined)
    await checkInterview(deps, {
      surveyCode,
      responseId,
      interview: { intervieweeCode: fields.intervieweeCode ?? '', ticket },
    });
  const target = await loadSurveyTarget(deps.db, surveyCode, { interview: ticket !== undefined });
  const gate = await passGate(deps.db, surveyCode, visitor, fields, now, { target });
  if (!gate.open) throw new AppError('A0310', gate.state.message, gate.state);
  const surveyId = gate.target.survey.id;
  const version = await compiledVersion(deps.db, surveyId, gate.target.document.version);
  const node = version?.compiled.nodes.get(fields.nodeId)?.node;
  if (!node || !takesFiles(node)) throw new AppError('A0400', 'nodeId');
  const key = fields.uploadId
    ? uploadKeyOf(deps.signingKey, { surveyId, responseId, nodeId: node.id, uploadId: fields.uploadId })
    : null;
  const stored = key ? await storedFile(deps, key) : undefined;
  if (stored) return { stored };
  const [files] = await deps.db
    .select({ n: count() })
    .from(respondentFiles)
    .where(and(eq(respondentFiles.surveyId, surveyId), eq(respondentFiles.responseId, responseId)));
  if ((files?.n ?? 0) >= RESPOND_FILES_PER_RESPONSE) throw new AppError('A0313');
  return { surveyId, node, fields, key };
}
