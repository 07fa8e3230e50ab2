import { type Lang, VERIFICATION_CODE } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { issueCode } from '../account/code-store.ts';

const minutes = VERIFICATION_CODE.ttlMs / 60_000;
const texts = {
  zh: (code: string) => `【Cairn】验证码 ${code}，${minutes} 分钟内有效。请勿告诉他人。`,
  en: (code: string) => `[Cairn] Your code is ${code}, valid for ${minutes} minutes. Do not share it.`,
};

export interface SmsCodeRequest {
  mobile: string;
  /** 'login', 'mobile-self:<userId>', 'mobile-new:<userId>', … (code-store.ts). */
  purpose: string;
  lang: Lang;
  clientIp?: string;
  /**
   * false: count and store the code but send nothing (no account has the number). The limits and
   * the answer stay the same, so the call cannot tell which numbers have accounts.
   */
  deliver?: boolean;
}

/** Issues a code for a mobile number under the store's limits and texts it; A2003 if sending fails. */
export async function sendSmsCode(deps: AppDeps, request: SmsCodeRequest): Promise<void> {
  await issueCode(
    deps,
    { channel: 'sms', target: request.mobile, purpose: request.purpose },
    request.clientIp,
    async (code) => {
      if (request.deliver !== false)
        await deps.sms.send({ to: request.mobile.trim(), text: texts[request.lang](code) });
    },
  );
}
