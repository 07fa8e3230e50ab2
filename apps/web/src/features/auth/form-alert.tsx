import { Alert } from 'antd';

/** A form-level server error, announced to screen readers, or nothing. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert role="alert" type="error" showIcon title={message} style={{ marginBottom: 24 }} />;
}
