import { isStrongPassword, ZEmail, ZMobile, ZPasswordResetBody, ZUsername } from '@cairn/contract';

/** Client-side checks, straight from the contract's schemas and rules (the server applies the same). */
export const isValidUsername = (value: string) => ZUsername.safeParse(value).success;
export const isValidEmail = (value: string) => ZEmail.safeParse(value).success;
export const isValidMobile = (value: string) => ZMobile.safeParse(value).success;
export const isValidEmailCode = (value: string) => ZPasswordResetBody.shape.code.safeParse(value).success;
export { isStrongPassword };

/** A trimmed optional text field: empty means "not given". */
export function optionalText(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
