// Cuts the page's hydration into several tasks. Preact hydrates a tree in one pass it cannot pause (decision 0075),
// and on a phone the whole page's pass was one long task that held input and counted in full against the page's
// blocking time. A part wrapped here is left as the server wrote it while the rest hydrates, then hydrates in a task
// of its own: it suspends during the first pass, and Preact (like React) keeps a suspended part's server markup in
// place and takes it over when the part resumes. Only the page's first hydration waits; a part mounted later, on
// navigation, renders at once, and the server renders every part in place.
import { Suspense, useEffect, type ReactNode } from 'react';
import { nextTask } from '../next-task';

/** The turns still waiting for their task; empty outside the first hydration. */
const waiting = new Map<number, Promise<void>>();
/** Turns whose part suspended in the first pass, and those of them that have hydrated since. */
const held = new Set<number>();
const hydrated = new Set<number>();
let everyPartHydrated: (() => void) | null = null;

function settleIfDone() {
  // Every turn has come, and each part that waited for one has hydrated since. (Preact renders every part in the
  // first pass; React may first reach a part after its turn, and then renders it at once.)
  if (everyPartHydrated && waiting.size === 0 && [...held].every((turn) => hydrated.has(turn))) {
    everyPartHydrated();
    everyPartHydrated = null;
  }
}

/**
 * Called by hydrate.tsx right before the first hydration: the part of turn 1 hydrates one task after it, that of
 * turn 2 one task later, and so on.
 */
export function holdLaterParts(turns: number): void {
  let previous: Promise<void> = Promise.resolve();
  for (let turn = 1; turn <= turns; turn++) {
    const ready = previous.then(nextTask).then(() => {
      waiting.delete(turn);
      settleIfDone();
    });
    waiting.set(turn, ready);
    previous = ready;
  }
}

/** Resolves once every part held back in the first pass has hydrated (at once when none was). */
export function whenLaterPartsHydrated(): Promise<void> {
  return new Promise((resolve) => {
    everyPartHydrated = resolve;
    settleIfDone();
  });
}

function PartHydrated({ turn }: { turn: number }) {
  useEffect(() => {
    hydrated.add(turn);
    settleIfDone();
  }, [turn]);
  return null;
}

function Gate({ turn, children }: { turn: number; children: ReactNode }) {
  const ready = waiting.get(turn);
  if (ready) {
    held.add(turn);
    // A thrown promise is how a part suspends: the nearest Suspense keeps the server's markup until it settles.
    throw ready;
  }
  return (
    <>
      {children}
      <PartHydrated turn={turn} />
    </>
  );
}

/**
 * `children` hydrate in turn `turn` (1, 2…: the later the turn, the later the task), one part per turn. Turns
 * follow the page's order, so that identifiers from useId come out in the server's order. `children` render exactly
 * one element at their root: the server's markup is kept element by element.
 */
export function HydrateLater({ turn, children }: { turn: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
