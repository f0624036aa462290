// A demo day's steps on the clinic's clock: each step is someone's API call at a minute of the day, and the day plays
// them in the order of their moments, each inside atTime (db/clock.ts), so the documents carry those moments.
import { clinicInstant } from '@phongkham/contracts';
import { atTime } from '../../db/clock';

/** One step of a day: who does what, at which minute of the clinic's day. */
interface Step {
  minute: number;
  order: number;
  run: () => Promise<void>;
}

/** A day's steps, run in the order of their moments, each at its moment. */
export class Agenda {
  private readonly steps: Step[] = [];
  constructor(private readonly day: string) {}
  at(minute: number, run: () => Promise<void>) {
    this.steps.push({ minute: Math.round(minute), order: this.steps.length, run });
  }
  async play() {
    const sorted = [...this.steps].sort((a, b) => a.minute - b.minute || a.order - b.order);
    for (const step of sorted) await atTime(clinicInstant(this.day, step.minute), step.run);
  }
}

export const hours = (h: number, m = 0) => h * 60 + m;
