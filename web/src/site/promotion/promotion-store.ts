// The first-N promotion's count as the browser knows it (GET /api/khuyenmai). The footer is in every cached page,
// so the count is never rendered on the server: the browser asks for it when the footer's promotion comes into
// view (most visitors never scroll that far, and they cost no request) and again after a registration on this
// page, the one thing that changes it (docs/decisions/0021-member-promotion.md). The contract that checks the answer
// is loaded with the first ask: the footer is on every page, and even this one schema brings zod, a fifth of a page's
// script. It is its own module, so the ask does not also fetch every other contract.
import type { PromotionStatus } from '@phongkham/contracts/promotion';
import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { siteApi } from '../api';

let current: PromotionStatus | null = null;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Asks the server for the count (quietly: the footer simply shows no count when it cannot). */
export function refreshPromotion(): Promise<void> {
  asking ??= import('@phongkham/contracts/promotion')
    .then(async ({ promotionPath, promotionStatus }) => {
      const answer = await siteApi().get<PromotionStatus>(promotionPath, { silent: true, background: true });
      const status = promotionStatus.safeParse(answer);
      if (status.success) {
        current = status.data;
        listeners.forEach((listener) => listener());
      }
    })
    // The contract's file could not be fetched (offline): no count, as when the server cannot answer.
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The count, null until the browser has it (and always null in the server's render, so hydration agrees). Asked
 * once `target` is near the screen; a browser without IntersectionObserver shows the offer without a count.
 */
export function usePromotion(target: RefObject<Element | null>): PromotionStatus | null {
  const status = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    const element = target.current;
    if (current || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void refreshPromotion();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return status;
}

/** Tests start from an unknown count. */
export function resetPromotion() {
  current = null;
  asking = null;
}
