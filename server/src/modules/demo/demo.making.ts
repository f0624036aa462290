// Making the demo clinic up to today (docs/decisions/0062-demo-clinic.md, 0071-demo-history.md), run in the
// background after the server answers: the rest of the last morning made when that was on an earlier day, the past
// days still missing (at most the 90 before today), then today's morning. Each part is logged with what it made and
// how long it took; a part that fails is logged and the making stops there, as far as it got.
import { clinicClock, clinicDay } from '@phongkham/contracts';
import type { FastifyInstance } from 'fastify';
import { now as clockNow } from '../../db/clock';
import type { Database } from '../../db/client';
import { demo } from '../../db/schema';
import { unfinishedDemoCast, type DemoCast } from './demo.accounts';
import { demoStaff, type DemoStaff } from './demo.calls';
import { generateDemoDay, type DemoDayResult } from './demo.day';
import { generateDemoHistory, type DemoHistoryResult } from './demo.history';
import { finishDemoDay, type RestOfDayResult } from './demo.rest-of-day';
import { repeatOneAtATime } from '../../lib/repeat';

export interface DemoMade {
  rest?: RestOfDayResult;
  history?: DemoHistoryResult;
  day?: DemoDayResult;
}

/** `stopped` is asked between two days: the server is stopping, and the rest waits for the next start. */
export async function makeDemo(
  app: FastifyInstance,
  db: Database,
  cast: DemoCast,
  { stopped = () => false, now = clockNow() }: { stopped?: () => boolean; now?: Date } = {},
): Promise<DemoMade> {
  const today = clinicDay(now);
  const made: DemoMade = {};
  const part = async <T extends object>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const result = await work();
      app.log.info({ ...(result as object), ms: Math.round(performance.now() - started) }, `demo ${name} generated`);
      return result;
    } catch (error) {
      app.log.error({ err: error }, `demo ${name} generation stopped`);
      return undefined;
    }
  };
  // Signed in once for every part: the sign-in's rate limit counts the demo's people like anyone.
  let staff: DemoStaff;
  try {
    staff = await demoStaff(app, cast);
  } catch (error) {
    app.log.error({ err: error }, 'the demo staff could not sign in');
    return made;
  }
  const [row] = await db.select({ homnay: demo.homnay }).from(demo).limit(1);
  const earlierMorning = row?.homnay && row.homnay < today ? row.homnay : null;
  if (earlierMorning) {
    made.rest = await part('rest of an earlier day', () => finishDemoDay(app, db, cast, earlierMorning, staff));
    if (!made.rest || stopped()) return made;
  }
  made.history = await part('history', () => generateDemoHistory(app, db, cast, today, { stopped, staff: staff }));
  if (!made.history) return made;
  if (made.history.stopped) {
    app.log.info('demo paused: the next start goes on with it');
    return made;
  }
  if (stopped()) return made;
  made.day = await part('day', () => generateDemoDay(app, db, cast, now, staff));
  return made;
}

/** How often a running server looks whether the demo is behind the calendar. */
const CATCH_UP_EVERY_MS = 10 * 60_000;
/** A new day's morning is made once the clinic's day has begun, not at midnight. */
const MORNINGS_FROM = '07:00';

/**
 * Keeps the demo of a server left running alive: once the clinic's day has begun on a new day, the day before is
 * lived to its evening and today's morning made. `busy` tells whether a making is under way (the start's own).
 */
export function keepDemoToday(
  app: FastifyInstance,
  db: Database,
  {
    busy,
    start,
    every = CATCH_UP_EVERY_MS,
    clock = clockNow,
  }: { busy: () => boolean; start: (cast: DemoCast) => void; every?: number; clock?: () => Date },
): () => void {
  // One look at a time, and none that ends after the stop starts anything: two looks that overlapped (a database
  // slower than the interval) both started a making, and the second one's sign-ins ran into the sign-in rate limit.
  return repeatOneAtATime(
    async (stopped) => {
      const moment = clock();
      if (busy() || clinicClock(moment) < MORNINGS_FROM) return;
      const cast = await unfinishedDemoCast(db, clinicDay(moment));
      if (cast && !stopped() && !busy()) start(cast);
    },
    every,
    (error) => app.log.warn({ err: error }, 'the demo clinic could not be checked'),
  );
}
