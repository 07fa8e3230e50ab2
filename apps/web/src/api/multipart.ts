/**
 * Multipart (file upload) bodies for the API client. The request signature covers the query only
 * for multipart bodies (contract's `canonicalString`; the server's signature guard skips the body
 * when the Content-Type is multipart/*): fields that must be signed go in the query, the form
 * carries the files.
 */

/** One part of a form: a text field, or a file with the name the server sees. */
export type FormPart = { name: string; value: string } | { name: string; file: Blob; fileName?: string };

/** The parts as a FormData, in order (the server reads them as a stream, fields may come first). */
export function toFormData(parts: readonly FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) {
      const fileName = part.fileName ?? (part.file instanceof File ? part.file.name : 'file');
      form.append(part.name, part.file, fileName);
    } else {
      form.append(part.name, part.value);
    }
  }
  return form;
}

/**
 * Puts a form into a fetch init. No Content-Type header is set on purpose: the browser writes
 * `multipart/form-data; boundary=…` itself, and a hand-written one would lack the boundary.
 */
export function applyForm(init: RequestInit, headers: Record<string, string>, form: FormData): void {
  delete headers['Content-Type']; // in case a caller's extra headers named one
  init.body = form;
}
