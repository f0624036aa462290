// The signed-in staff member (the own info: docs/product-rules.md, 'Sign-in and sessions'): one small store, outside React so the API client can end
// the session when a renewal fails. The back office is built only once this holds a StaffInfo.
import type { StaffInfo } from '@phongkham/contracts';
import { useSyncExternalStore } from 'react';

export type Session =
  /** Own info not known yet (the start-up GET /me is under way). */
  | { status: 'loading' }
  | { status: 'signedIn'; staff: StaffInfo }
  /**
   * Not signed in. `expired`: the session ended under the user (a renewal failed), which the sign-in page
   * says; `signedOut`: the user chose to sign out, so the sign-in page does not offer to go back.
   */
  | { status: 'signedOut'; reason?: 'expired' | 'signedOut' };

let session: Session = { status: 'loading' };
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): Session => session,
  set(next: Session): void {
    session = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The API could not renew the session: the whole store resets and the guard sends the user to sign in. */
export function endSession(): void {
  const wasSignedIn = session.status === 'signedIn';
  sessionStore.set(wasSignedIn ? { status: 'signedOut', reason: 'expired' } : { status: 'signedOut' });
}

export const useSession = (): Session => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** The signed-in staff member, for screens below the route guard (which renders them only when signed in). */
export function useStaff(): StaffInfo {
  const current = useSession();
  if (current.status !== 'signedIn') throw new Error('useStaff outside the signed-in back office');
  return current.staff;
}
