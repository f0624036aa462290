// Password recovery and change (by e-mail or by a code sent to the phone, then a reset; or a change giving the current
// password; docs/product-rules.md, 'Password recovery'): one schema for each form and its endpoint. Every answer to a
// recovery request is the same, whether an account matched or not, so the schemas never say more than "the input is
// well formed".
import { z } from 'zod';
import { contactPhone, email, password } from './validation/rules';

/** A reset link by e-mail lives 30 minutes; a code by SMS 10 minutes; a confirmed code's reset token 15. */
export const RESET_LINK_MINUTES = 30;
export const OTP_MINUTES = 10;
export const OTP_RESET_MINUTES = 15;
/** Wrong tries a code survives; the next wrong one kills it. */
export const OTP_MAX_TRIES = 5;
export const OTP_LENGTH = 6;

/** An e-mail address that must be given; compared without case. */
export const requiredEmail = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(email)
  .transform((value) => value.toLowerCase());

export const forgotPasswordEmailBody = z.object({ email: requiredEmail });
export type ForgotPasswordEmailBody = z.input<typeof forgotPasswordEmailBody>;

/** The phone is typed the way people do ("0912 345 678", "+84…") and normalised to 10 digits. */
export const forgotPasswordPhoneBody = z.object({ dienthoai: contactPhone });
export type ForgotPasswordPhoneBody = z.input<typeof forgotPasswordPhoneBody>;

/** The code from the SMS: exactly six digits (spaces people type between groups are dropped). */
export const otpCode = z
  .string({ error: 'validation.otpRequired' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.otpRequired' })
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'validation.otpFormat' }),
  );

export const confirmOtpBody = z.object({ dienthoai: contactPhone, otp: otpCode });
export type ConfirmOtpBody = z.input<typeof confirmOtpBody>;

/** A confirmed code gives a reset token, used like the e-mail link's token. */
export const confirmOtpAnswer = z.object({ resetToken: z.string() });
export type ConfirmOtpAnswer = z.infer<typeof confirmOtpAnswer>;

/** The token is 256 random bits in base64url (43 characters); anything far longer is not one of ours. */
export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'validation.resetTokenRequired' })
    .trim()
    .min(1, { error: 'validation.resetTokenRequired' })
    .max(200, { error: 'validation.resetTokenRequired' }),
  matkhau: password,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The current password only has to be given: the server checks it. */
export const currentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(128);

export const changePasswordBody = z
  .object({ matkhaucu: currentPassword, matkhaumoi: password })
  .refine((body) => body.matkhaucu !== body.matkhaumoi, {
    path: ['matkhaumoi'],
    error: 'validation.passwordUnchanged',
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The same answer to every recovery request, in the caller's language. */
export const recoveryRequested = z.object({ message: z.string() });
export type RecoveryRequested = z.infer<typeof recoveryRequested>;

/** The key of the "retype the password" message, for forms that ask for the new password twice. */
export const PASSWORD_MISMATCH = 'validation.passwordMismatch';
