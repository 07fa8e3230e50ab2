import { type TreeEdited, ZTreeEdited } from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';
import { DESIGN_EDIT_CODES } from './design.ts';

const V1 = '/designer/v1';

/** The public cascade template (a plain GET, no signature or login: spec doc 2 §7). */
export const CASCADE_TEMPLATE_PATH = `/api${V1}/nodes/option/cascade/template`;

/**
 * Replaces a cascade question's options with an uploaded xlsx: multipart body with the file,
 * survey and question in the signed query (the signature does not cover multipart bodies), and
 * the edit version like any design edit (A0120 otherwise).
 */
export function uploadCascadeOptions(
  surveyCode: string,
  nodeId: number,
  file: Blob,
  fileName: string,
  version: number,
): Promise<TreeEdited> {
  return api.request({
    method: 'POST',
    path: `${V1}/nodes/option/cascade/upload`,
    query: { surveyCode, nodeId },
    form: toFormData([{ name: 'file', file, fileName }]),
    headers: { 'x-node-v': String(version) },
    parse: ZTreeEdited,
    handles: DESIGN_EDIT_CODES,
  });
}
