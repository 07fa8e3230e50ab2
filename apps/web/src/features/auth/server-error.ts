import type { FormInstance } from 'antd';
import { isApiError } from '../../api/api-error.ts';

/**
 * Shows a failed call on a form: on the field its code belongs to, else as the form's message
 * (returned). Errors the client already showed globally (toast, logout) are not repeated.
 */
export function applyServerError<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldByCode: Readonly<Record<string, string>> = {},
): string | null {
  if (!isApiError(error) || error.handledGlobally) return null;
  const field = fieldByCode[error.code];
  if (!field) return error.message;
  form.setFields([{ name: field as never, errors: [error.message] }]);
  return null;
}
