// Whether a media query matches now, following the screen as it changes.
import { useCallback, useSyncExternalStore } from 'react';

/** The sider is hidden below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** The system asks for less animation. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
