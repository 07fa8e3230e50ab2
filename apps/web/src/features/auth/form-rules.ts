import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import {
  isStrongPassword,
  isValidEmail,
  isValidEmailCode,
  isValidMobile,
  isValidUsername,
} from './validators.ts';

function check(isValid: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: string | undefined) =>
      !value || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/** antd form rules of the account forms, each message through i18n. */
export const formRules = (t: TFunction) => ({
  account: [{ required: true, whitespace: true, message: t('auth.rules.accountRequired') }] as FormRule[],
  username: [
    { required: true, whitespace: true, message: t('auth.rules.usernameRequired') },
    check(isValidUsername, t('auth.rules.usernameFormat')),
  ] as FormRule[],
  password: [{ required: true, message: t('auth.rules.passwordRequired') }] as FormRule[],
  strongPassword: [
    { required: true, message: t('auth.rules.passwordRequired') },
    check(isStrongPassword, t('auth.rules.passwordWeak')),
  ] as FormRule[],
  confirm: (field: string): FormRule[] => [
    { required: true, message: t('auth.rules.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || getFieldValue(field) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.rules.confirmMismatch'))),
    }),
  ],
  email: [
    { required: true, whitespace: true, message: t('auth.rules.emailRequired') },
    check((v) => isValidEmail(v.trim()), t('auth.rules.emailFormat')),
  ] as FormRule[],
  optionalEmail: [
    check((v) => !v.trim() || isValidEmail(v.trim()), t('auth.rules.emailFormat')),
  ] as FormRule[],
  optionalMobile: [
    check((v) => !v.trim() || isValidMobile(v.trim()), t('auth.rules.mobileFormat')),
  ] as FormRule[],
  code: [
    { required: true, whitespace: true, message: t('auth.rules.codeRequired') },
    check((v) => isValidEmailCode(v.trim()), t('auth.rules.codeFormat')),
  ] as FormRule[],
});
