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
 * everything is decided before a byte is kept: the address's upload budget, the same access
 * rules as save (gate.ts, with the credentials), the question (a file question of the published
 * version), the response's file count; then the file is read up to its question's limit, typed
 * by its bytes, stored under a random key and recorded for this survey, response and question.
 */
export async function uploadRespondentFile(
  deps: AppDeps,
  parts: AsyncIterable<RespondUploadPart>,
  visitor: Visitor,
): Promise<RespondUploaded> {
  const now = deps.now();
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.name] = part.value;
      continue;
    }
    // A refusal still reads the file to its end (dropped), so the browser gets the answer.
    const question = await admit(deps, fields, visitor, now).catch(async (error: unknown) => {
      await part.read(0).catch(() => {});
      throw error;
    });
    const bytes = await part.read(maxBytesOf(question.node));
    if (bytes === 'too_big')
      throw new AppError('A0312', `${+(maxBytesOf(question.node) / MB).toFixed(2)} MB`);
    if (bytes.length === 0) throw new AppError('A0108');
    const name = cleanFileName(part.fileName) || 'file';
    const contentType = contentTypeFor(question.node, name, bytes);
    const key = newFileKey();
    await deps.storage.put(key, bytes, { contentType, size: bytes.length, fileName: name });
    try {
      await deps.db.insert(respondentFiles).values({
        storageKey: key,
        surveyId: question.surveyId,
        responseId: question.fields.responseId,
        nodeId: question.node.id,
        originalName: name,
        contentType,
        size: bytes.length,
        ip: visitor.ip,
        createdAt: new Date(now),
      });
    } catch (error) {
      await deps.storage.remove(key).catch(() => {});
      throw error;
    }
    return {
      file: { url: key, name, size: bytes.length },
      preview: signFileUrl(deps, key, RESPOND_PREVIEW_TTL_MS),
    };
  }
  throw new AppError('A0107', 'file');
}

/** Everything decided from the fields, before the file is read. */
async function admit(deps: AppDeps, raw: Record<string, string>, visitor: Visitor, now: number) {
  const parsed = ZRespondUploadFields.safeParse(raw);
  if (!parsed.success)
    throw new AppError('A0400', parsed.error.issues.map((i) => i.path.join('.')).join(', '));
  const fields: RespondUploadFields = parsed.data;
  if (!(await mayUpload(deps.db, visitor.ip, now))) throw new AppError('A2032');
  const target = await loadSurveyTarget(deps.db, fields.surveyCode);
  const gate = await passGate(deps.db, fields.surveyCode, visitor, fields, now, { target });
  if (!gate.open) throw new AppError('A0310', gate.state.message, gate.state);
  const surveyId = gate.target.survey.id;
  const version = await compiledVersion(deps.db, surveyId, gate.target.document.version);
  const node = version?.compiled.nodes.get(fields.nodeId)?.node;
  if (!node || !takesFiles(node)) throw new AppError('A0400', 'nodeId');
  const [stored] = await deps.db
    .select({ n: count() })
    .from(respondentFiles)
    .where(and(eq(respondentFiles.surveyId, surveyId), eq(respondentFiles.responseId, fields.responseId)));
  if ((stored?.n ?? 0) >= RESPOND_FILES_PER_RESPONSE) throw new AppError('A0313');
  return { surveyId, node, fields };
}
