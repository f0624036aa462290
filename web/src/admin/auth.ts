// Signing in and out, and loading the own info at start (docs/product-rules.md, 'Sign-in and sessions'): every change of the session goes
// through here, so a late answer never overwrites a newer state.
import type { LoginBody, ProfileUpdate, StaffInfo, StaffRecord } from '@phongkham/contracts';
import type { Outcome } from '../shared/api/client';
import { apiPaths } from '../shared/paths';
import { adminApi } from './api';
import { sessionStore } from './session';

interface LoginAnswer {
  token: string;
  refreshToken: string;
  exp: number;
  nhanvien: StaffInfo;
}

// Bumped by every change, so an older GET /me answering late is ignored.
let version = 0;

/**
 * Whether this browser may hold a session: the server sets a readable `phien` cookie beside the HttpOnly tokens and
 * clears it with them. Without it nobody is signed in, and asking the API would only log two 401s.
 */
const mayHoldSession = () => typeof document !== 'undefined' && /(?:^|;\s*)phien=1(?:;|$)/.test(document.cookie);

/** GET /api/nhanvien/me: the own info, or nothing, which resets the session (signed out). */
export async function loadSession(): Promise<void> {
  const mine = ++version;
  if (!mayHoldSession()) {
    sessionStore.set({ status: 'signedOut' });
    return;
  }
  sessionStore.set({ status: 'loading' });
  const staff = await adminApi.get<StaffInfo>(apiPaths.staffMe);
  if (mine !== version) return;
  sessionStore.set(staff ? { status: 'signedIn', staff } : { status: 'signedOut' });
}

/**
 * POST /api/nhanvien/login. Its 401 means wrong credentials, not an expired session, and the page shows
 * the failure itself, so the call neither renews nor toasts.
 */
export async function signIn(body: LoginBody): Promise<Outcome<LoginAnswer>> {
  const outcome = await adminApi.send<LoginAnswer>('POST', apiPaths.staffLogin, body, {
    skipRefresh: true,
    silent: true,
  });
  if (outcome.success) {
    version++;
    sessionStore.set({ status: 'signedIn', staff: outcome.data.nhanvien });
  }
  return outcome;
}

/** POST /api/nhanvien/logout (the server clears the cookies), then signed out whatever it answered. */
export async function signOut(): Promise<void> {
  await adminApi.post(apiPaths.staffLogout, {}, { skipRefresh: true, silent: true });
  version++;
  sessionStore.set({ status: 'signedOut', reason: 'signedOut' });
}

/** PUT /api/nhanvien/:id with the own profile; on success the stored own info is the answer. */
export async function saveProfile(id: string, body: ProfileUpdate): Promise<Outcome<StaffRecord>> {
  const outcome = await adminApi.send<StaffRecord>('PUT', apiPaths.staffMember(id), body, { silent: true });
  const current = sessionStore.get();
  if (outcome.success && current.status === 'signedIn' && current.staff._id === id) {
    sessionStore.set({ status: 'signedIn', staff: outcome.data });
  }
  return outcome;
}
