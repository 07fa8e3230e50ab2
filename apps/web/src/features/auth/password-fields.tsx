import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from './form-rules.ts';

interface PasswordFieldsProps {
  /** The password's field name; the confirmation is always `confirm`. */
  name?: string;
  label: string;
  /** Whether a second entry must match (off where an admin hands the password over). */
  withConfirm?: boolean;
  /** Placeholder of the confirmation, where the form shows one. */
  confirmPlaceholder?: string;
}

/** A new password (strength rule and hint) and its confirmation, the same in every form that sets one. */
export function PasswordFields({
  name = 'password',
  label,
  withConfirm = true,
  confirmPlaceholder,
}: PasswordFieldsProps) {
  const { t } = useTranslation();
  const rules = formRules(t);
  return (
    <>
      <Form.Item name={name} label={label} rules={rules.strongPassword} extra={t('auth.passwordHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {withConfirm && (
        <Form.Item
          name="confirm"
          label={t('auth.confirmPassword')}
          dependencies={[name]}
          rules={rules.confirm(name)}
        >
          <Input.Password placeholder={confirmPlaceholder} autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
