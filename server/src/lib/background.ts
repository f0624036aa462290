// Work done after the answer has left (sending a recovery e-mail or SMS), so how long a request takes says
// nothing about what it found. The app waits for it before closing, and tests can wait for it too.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundWork {
  /** Starts `task` now without waiting for it; a failure is logged as `what` failed. */
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (and what it started in turn). */
  settled(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(log, what, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
