import type { FormInstance } from 'antd';

/**
 * A CodeField's `onSend` for a form: checks the field the code goes to, then sends the code there
 * (trimmed). Resolves true once it went out; a bad field or a refusal resolves false, as the form
 * shows those itself (its rules, and the mutation's onError).
 */
export async function sendCodeToField(
  form: FormInstance,
  field: string,
  send: (to: string) => Promise<unknown>,
): Promise<boolean> {
  const values: Record<string, unknown> | null = await form.validateFields([field]).catch(() => null);
  const to = values?.[field];
  if (typeof to !== 'string' || !to.trim()) return false;
  return send(to.trim()).then(
    () => true,
    () => false,
  );
}
