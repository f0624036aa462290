// Forgotten passwords (docs/product-rules.md, 'Password recovery'): a reset link by e-mail, or a code by SMS confirmed
// for a reset token, then the reset itself. Every request gets the same answer at the same speed whether an account
// matched or not: the lookup and the sending happen after the answer, in the background, and an unknown address gets
// the same background work, rehearsed and rolled back, so the next request's speed says nothing either. Limits count
// per address and per e-mail or phone asked about, existing or not, so they reveal nothing either.
import {
  confirmOtpAnswer,
  confirmOtpBody,
  envelope,
  forgotPasswordEmailBody,
  forgotPasswordPhoneBody,
  OTP_MINUTES,
  recoveryRequested,
  RESET_LINK_MINUTES,
  resetPasswordBody,
  translate,
} from '@phongkham/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { BackgroundWork } from '../../lib/background';
import { ok } from '../../lib/reply';
import { limitRequests } from '../../lib/rate-limits';
import type { ClientMeta } from '../sessions/sessions.service';
import { renderTemplate } from '../email-templates/email-templates.service';
import type { OutboxWorker } from '../outbox/worker';
import { otpSms, resetLink } from './messages';
import {
  confirmOtp,
  findActiveByEmail,
  findActiveByPhone,
  newOtp,
  newResetToken,
  recoveryRecipients,
  resetPassword,
  startEmailRecovery,
  startSmsRecovery,
} from './password-recovery.service';

export interface PasswordRecoveryOptions {
  db: Database;
  /** Sends what the requests queue; woken after each commit. */
  outbox: Pick<OutboxWorker, 'wake'>;
  /** The site's address, which the e-mailed link points at. */
  publicUrl: string;
  /** Where the lookup and the sending run, after the answer. */
  background: BackgroundWork;
}

/** Recovery requests: per address, and per e-mail or phone asked about. */
export const REQUESTS_PER_ADDRESS = 20;
export const REQUESTS_PER_TARGET = 5;
export const REQUEST_WINDOW_MINUTES = 60;
/** Code tries: per address and per phone, on top of each code's own OTP_MAX_TRIES. */
export const OTP_TRIES_PER_ADDRESS = 20;
export const OTP_TRIES_PER_PHONE = 10;
export const OTP_TRY_WINDOW_MINUTES = 15;
/** Resets (each hashes a password): per address. */
export const RESETS_PER_ADDRESS = 20;

const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

const body = (request: FastifyRequest) => request.body as Record<string, string | undefined>;

export const passwordRecoveryRoutes: FastifyPluginAsyncZod<PasswordRecoveryOptions> = async (
  app,
  { db, outbox, publicUrl, background },
) => {
  const limitRecoveryRequests = limitRequests(app, 'errors.recoveryRateLimited', [
    {
      name: 'recovery-address',
      max: REQUESTS_PER_ADDRESS,
      minutes: REQUEST_WINDOW_MINUTES,
      key: (request) => request.ip,
    },
    {
      name: 'recovery-target',
      max: REQUESTS_PER_TARGET,
      minutes: REQUEST_WINDOW_MINUTES,
      key: (request) => body(request).email ?? body(request).dienthoai,
    },
  ]);
  const limitCodeTries = limitRequests(app, 'errors.otpRateLimited', [
    { name: 'otp-address', max: OTP_TRIES_PER_ADDRESS, minutes: OTP_TRY_WINDOW_MINUTES, key: (r) => r.ip },
    {
      name: 'otp-phone',
      max: OTP_TRIES_PER_PHONE,
      minutes: OTP_TRY_WINDOW_MINUTES,
      key: (request) => body(request).dienthoai,
    },
  ]);
  const limitResets = limitRequests(app, 'errors.rateLimited', [
    { name: 'reset-address', max: RESETS_PER_ADDRESS, minutes: OTP_TRY_WINDOW_MINUTES, key: (r) => r.ip },
  ]);

  app.post(
    '/api/nhanvien/forgot-password/email',
    {
      config: { access: 'public' },
      preHandler: limitRecoveryRequests,
      schema: {
        tags: ['auth'],
        summary: 'Mails a reset link (valid 30 minutes) if an active account has this e-mail; the answer never says',
        body: forgotPasswordEmailBody,
        response: { 200: envelope(recoveryRequested) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const meta = clientMeta(request);
      const lang = request.lang;
      background.run(request.log, 'password recovery by e-mail', async () => {
        for (const { target, rehearsal } of await recoveryRecipients(db, findActiveByEmail(db, email))) {
          const token = newResetToken();
          // Rendered from the DAT_LAI_MAT_KHAU template in the language the person asked in, then queued with the
          // request's own rows.
          const rendered = await renderTemplate(db, 'DAT_LAI_MAT_KHAU', lang, {
            hoten: target.hoten,
            taikhoan: target.taikhoan,
            lienket: resetLink(publicUrl, token),
            sophut: String(RESET_LINK_MINUTES),
          });
          await startEmailRecovery(db, target, token, meta, { to: target.email ?? email, ...rendered }, rehearsal);
        }
        outbox.wake();
      });
      return ok({ message: translate(lang, 'recovery.requestedEmail', { minutes: RESET_LINK_MINUTES }) });
    },
  );

  app.post(
    '/api/nhanvien/forgot-password/phone',
    {
      config: { access: 'public' },
      preHandler: limitRecoveryRequests,
      schema: {
        tags: ['auth'],
        summary: 'Texts a 6-digit code (valid 10 minutes) if an active account has this phone; the answer never says',
        body: forgotPasswordPhoneBody,
        response: { 200: envelope(recoveryRequested) },
      },
    },
    async (request) => {
      const { dienthoai } = request.body;
      const meta = clientMeta(request);
      const lang = request.lang;
      background.run(request.log, 'password recovery by SMS', async () => {
        for (const { target, rehearsal } of await recoveryRecipients(db, findActiveByPhone(db, dienthoai))) {
          const code = newOtp();
          await startSmsRecovery(
            db,
            target,
            code,
            meta,
            otpSms(lang, { ...target, dienthoai: target.dienthoai ?? dienthoai }, code),
            rehearsal,
          );
        }
        outbox.wake();
      });
      return ok({ message: translate(lang, 'recovery.requestedPhone', { minutes: OTP_MINUTES }) });
    },
  );

  app.post(
    '/api/nhanvien/confirm-otp',
    {
      config: { access: 'public' },
      preHandler: limitCodeTries,
      schema: {
        tags: ['auth'],
        summary: 'Trades a right code for a reset token; 5 wrong tries end the code',
        body: confirmOtpBody,
        response: { 200: envelope(confirmOtpAnswer) },
      },
    },
    async (request) => ok({ resetToken: await confirmOtp(db, request.body.dienthoai, request.body.otp) }),
  );

  app.post(
    '/api/nhanvien/reset-password',
    {
      config: { access: 'public' },
      preHandler: limitResets,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset token (once); every session of the account ends',
        body: resetPasswordBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.matkhau, clientMeta(request));
      return ok({});
    },
  );
};
