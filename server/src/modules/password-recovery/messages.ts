// What a recovery sends, in the language of the request that asked for it: the e-mail with the reset link
// (text and HTML) and the text message with the code. Both name the account, so a person with two accounts
// knows which one the message is about.
import { OTP_MINUTES, RESET_LINK_MINUTES, translate, type Lang } from '@phongkham/contracts';
import type { OutboxMessage } from '../outbox/enqueue';
import type { RecoveryTarget } from './password-recovery.service';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The back-office page that takes the token (web: /admin/reset-password). */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;

export function resetMail(lang: Lang, target: RecoveryTarget & { email: string }, link: string) {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `recovery.${key}`, params);
  const account = target.taikhoan;
  const lines = {
    greeting: t('mailGreeting', { name: target.hoten }),
    intro: t('mailIntro', { account }),
    action: t('mailAction', { minutes: RESET_LINK_MINUTES }),
    ignore: t('mailIgnore'),
    signature: t('mailSignature'),
  };
  const text = [lines.greeting, '', lines.intro, lines.action, '', link, '', lines.ignore, '', lines.signature].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${lang}">
<body style="margin:0;padding:24px;background:#f3f8fb;font-family:Arial,Helvetica,sans-serif;color:#0b3b55">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p>${escapeHtml(lines.action)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#06adf0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('mailButton'))}</a></p>
<p style="font-size:13px;word-break:break-all;color:#5b7283">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#5b7283">${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(lines.signature)}</p>
</div>
</body>
</html>`;
  return { to: target.email, subject: t('mailSubject', { account }), text, html } satisfies Partial<OutboxMessage>;
}

/** The code by SMS; with Zalo ZNS configured, the template's `otp` parameter carries it first. */
export function otpSms(lang: Lang, target: RecoveryTarget & { dienthoai: string }, code: string) {
  return {
    to: target.dienthoai,
    text: translate(lang, 'recovery.smsText', { account: target.taikhoan, code, minutes: OTP_MINUTES }),
    zns: { otp: code },
  } satisfies Partial<OutboxMessage>;
}
