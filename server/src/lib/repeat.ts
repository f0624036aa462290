// A job the server runs on a timer (reminders, sweeps, a look for work behind the calendar), one run at a time: a
// tick that comes while the last run is still going is skipped, so a database slower than the interval never runs
// the same job twice at once. The timer never keeps the process alive.

/**
 * Runs `task` every `everyMs`. `task` is told whether the job was stopped meanwhile (to start nothing after a stop);
 * a failure goes to `failed`. Answers the stop: no run starts after it, and one under way finishes.
 */
export function repeatOneAtATime(
  task: (stopped: () => boolean) => Promise<unknown>,
  everyMs: number,
  failed: (error: unknown) => void,
): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    Promise.resolve()
      .then(() => task(() => stopped))
      .catch(failed)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
