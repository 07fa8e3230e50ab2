import { fullPath, optionsApi, type TreeEdited } from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';
import { DESIGN_EDIT_CODES } from './design.ts';

/** The public cascade template (a plain GET, no signature or login: spec doc 2 §7). */
export const CASCADE_TEMPLATE_PATH = fullPath(optionsApi.cascadeTemplate);

/**
 * Codes the designer shows itself for an upload: the design edit codes, and the multipart ones
 * (missing or empty file). Left to the client, those were toasted once by the client and once
 * more by the edit queue's refusal message: two toasts for one failure.
 */
export const CASCADE_UPLOAD_CODES = [...DESIGN_EDIT_CODES, 'A0106', 'A0107', 'A0108'] as const;

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
  return api.call(
    optionsApi.cascadeUpload,
    { surveyCode, nodeId },
    { form: toFormData([{ name: 'file', file, fileName }]), version, handles: CASCADE_UPLOAD_CODES },
  );
}
