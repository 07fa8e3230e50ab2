import {
  RESPOND_RECORDING_MAX_BYTES,
  RESPOND_SIGNATURE_MAX_BYTES,
  RESPOND_UPLOAD_MAX_BYTES,
} from '@cairn/contract';
import {
  type CompiledSurvey,
  NodeModel,
  type NodeRecord,
  QuestionType,
  type UploadSetting,
} from '@cairn/core';
import { settingOf } from '@cairn/core/logic/validate-page';
import { BYTES_PER_MB, suffixOf } from '@cairn/core/question-types/files';
import { AppError } from '../../http/app-error.ts';
import { SNIFFABLE_EXTENSIONS, sniffType } from '../files/sniff-type.ts';

/** The question types whose answers are stored files. */
const FILE_TYPES: ReadonlySet<number> = new Set([
  QuestionType.Upload,
  QuestionType.Signature,
  QuestionType.Recorder,
]);

export const takesFiles = (node: NodeRecord): boolean =>
  node.model === NodeModel.Question && FILE_TYPES.has(node.type);

const fileNodes = new WeakMap<CompiledSurvey, ReadonlySet<number>>();

/** Ids of a version's file questions, computed once per compiled version. */
export function fileNodeIds(compiled: CompiledSurvey): ReadonlySet<number> {
  let ids = fileNodes.get(compiled);
  if (!ids) {
    ids = new Set([...compiled.nodes.values()].filter((n) => takesFiles(n.node)).map((n) => n.node.id));
    fileNodes.set(compiled, ids);
  }
  return ids;
}

/** The most bytes a file for this question may have (an upload's own MB limit within the server's cap). */
export function maxBytesOf(node: NodeRecord): number {
  if (node.type === QuestionType.Signature) return RESPOND_SIGNATURE_MAX_BYTES;
  if (node.type === QuestionType.Recorder) return RESPOND_RECORDING_MAX_BYTES;
  const setting = settingOf(node) as UploadSetting;
  return Math.min(Math.floor(setting.file_size_limit * BYTES_PER_MB), RESPOND_UPLOAD_MAX_BYTES);
}

/** The recordings MediaRecorder makes (Chromium webm, Firefox ogg, Safari mp4), plus wav. */
const RECORDING_TYPES: Readonly<Record<string, string>> = {
  'audio/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'video/mp4': 'audio/mp4',
  'audio/wav': 'audio/wav',
};

/**
 * The content type to store a file under, from its bytes; A0106 when the question does not take
 * such a file: a signature is a PNG, a recording one of RECORDING_TYPES, an upload anything its
 * allowed suffixes name whose bytes agree with its name (a name whose type has a known signature
 * must have it; a type without one, such as .txt or .csv, is stored as an opaque download).
 */
export function contentTypeFor(node: NodeRecord, fileName: string, bytes: Uint8Array): string {
  const sniffed = sniffType(bytes);
  if (node.type === QuestionType.Signature) {
    if (sniffed?.mime !== 'image/png') throw new AppError('A0106', 'png');
    return sniffed.mime;
  }
  if (node.type === QuestionType.Recorder) {
    const type = sniffed && RECORDING_TYPES[sniffed.mime];
    if (!type) throw new AppError('A0106', 'webm, ogg, mp4, wav');
    return type;
  }
  const setting = settingOf(node) as UploadSetting;
  const allowed = setting.file_suffix.map((s) => s.replace(/^\./, '').toLowerCase()).filter(Boolean);
  const suffix = suffixOf(fileName);
  if (allowed.length > 0 && !allowed.includes(suffix)) throw new AppError('A0106', allowed.join(', '));
  if (sniffed) {
    if (!sniffed.extensions.includes(suffix)) throw new AppError('A0106', fileName);
    return sniffed.mime;
  }
  if (SNIFFABLE_EXTENSIONS.has(suffix)) throw new AppError('A0106', fileName);
  return 'application/octet-stream';
}
