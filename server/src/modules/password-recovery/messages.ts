// What a recovery sends besides its e-mail (rendered from the DAT_LAI_MAT_KHAU template, modules/email-templates):
// the reset link's address and the text message with the code, in the language of the request that asked. Both
// name the account, so a person with two accounts knows which one the message is about.
import { OTP_MINUTES, translate, type Lang } from '@phongkham/contracts';
import type { OutboxMessage } from '../outbox/enqueue';
import type { RecoveryTarget } from './password-recovery.service';

/** The back-office page that takes the token (web: /admin/reset-password). */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;

/** The code by SMS; with Zalo ZNS configured, the template's `otp` parameter carries it first. */
export function otpSms(lang: Lang, target: RecoveryTarget & { dienthoai: string }, code: string) {
  return {
    to: target.dienthoai,
    text: translate(lang, 'recovery.smsText', { account: target.taikhoan, code, minutes: OTP_MINUTES }),
    zns: { otp: code },
  } satisfies Partial<OutboxMessage>;
}
