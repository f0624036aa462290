// The recovery and change-password calls. Recovery is used signed out: a 401 there is never a session to renew,
// and the pages show every failure themselves, so those calls neither renew nor toast.
import type {
  ChangePasswordBody,
  ConfirmOtpAnswer,
  ConfirmOtpBody,
  ForgotPasswordEmailBody,
  ForgotPasswordPhoneBody,
  RecoveryRequested,
  ResetPasswordBody,
} from '@phongkham/contracts';
import type { Outcome } from '../../shared/api/client';
import { apiPaths } from '../../shared/paths';
import { adminApi } from '../api';
import { sessionStore } from '../session';

const signedOutCall = { skipRefresh: true, silent: true } as const;

export const requestResetLink = (body: ForgotPasswordEmailBody): Promise<Outcome<RecoveryRequested>> =>
  adminApi.send('POST', apiPaths.forgotPasswordEmail, body, signedOutCall);

export const requestResetCode = (body: ForgotPasswordPhoneBody): Promise<Outcome<RecoveryRequested>> =>
  adminApi.send('POST', apiPaths.forgotPasswordPhone, body, signedOutCall);

export const confirmResetCode = (body: ConfirmOtpBody): Promise<Outcome<ConfirmOtpAnswer>> =>
  adminApi.send('POST', apiPaths.confirmOtp, body, signedOutCall);

/** Sets the new password; every session of the account ends, this browser's included. */
export async function resetPassword(body: ResetPasswordBody): Promise<Outcome<Record<string, never>>> {
  const outcome = await adminApi.send<Record<string, never>>('POST', apiPaths.resetPassword, body, signedOutCall);
  if (outcome.success && sessionStore.get().status === 'signedIn') {
    sessionStore.set({ status: 'signedOut', reason: 'signedOut' });
  }
  return outcome;
}

interface Renewed {
  token: string;
  refreshToken: string;
  exp: number;
}

/**
 * Changes one's own password. Signed in, so an expired access token is renewed as for any call; the answer
 * carries this device's new session (its cookies are set by the server), the other sessions end.
 */
export const changePassword = (body: ChangePasswordBody): Promise<Outcome<Renewed>> =>
  adminApi.send('POST', apiPaths.changePassword, body, { silent: true });
