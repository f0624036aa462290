// The daily stock-alert mail (docs/decisions/0059): once a clinic day, from the morning on, each clinic whose stock has
// an alert sends one e-mail through the outbox (template CANH_BAO_KHO) to every active staff member with an address
// whose role may view the stock page: the clinic's own staff, and the installation's owner. Once per clinic per day
// whatever restarts or instances: the clinic's check-and-queue holds an advisory lock, and the mails queued carry the
// clinic and the day as their owner, which the check looks for first. Run by the app's timer like the appointment
// reminders; tests call sendStockAlertMessages with a now.
import { clinicDay, clinicInstant, clinicWallClock, stockUrl, type StockAlerts } from '@phongkham/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clinics, outbox, roles, staff } from '../../db/schema';
import { renderTemplate } from '../email-templates/email-templates.service';
import { enqueueMessage } from '../outbox/enqueue';
import { readSystemSettings } from '../system-settings/system-settings.service';
import { anyAlert, readStockAlerts } from './stock-alerts.service';
import { now as clockNow } from '../../db/clock';
import { repeatOneAtATime } from '../../lib/repeat';

/** The outbox owner kind of these mails; the record is `<clinic id>:<YYYY-MM-DD>`. */
export const STOCK_ALERT_OWNER = 'canhbaokho';
/** No stock mail before this hour of the clinic day. */
const FROM_HOUR = 7;
/** How often the server looks whether the day's mails are due. */
const CHECK_EVERY_MS = 15 * 60_000;
/** Rows of each kind written into a mail; the rest are counted. */
const ROWS_IN_MAIL = 20;

/** A calendar day as Vietnamese write it: 2026-11-29 → 29/11/2026. */
const formatDayVi = (day: string) => day.split('-').reverse().join('/');

/** One alert kind's rows as one line of text ("a; b; c; and 4 more"), or a dash when none. */
function listed<T>(rows: T[], total: number, line: (row: T) => string): string {
  if (!rows.length) return '—';
  const shown = rows.slice(0, ROWS_IN_MAIL).map(line);
  const more = total - shown.length;
  return more > 0 ? `${shown.join('; ')}; và ${more} mục khác` : shown.join('; ');
}

/** The template's values for one clinic's alerts (the mail is in Vietnamese: staff accounts have no language). */
export function mailValues(clinicName: string, alerts: StockAlerts, link: string): Record<string, string> {
  return {
    phongkham: clinicName,
    ngay: formatDayVi(alerts.homnay),
    songay: String(alerts.songay_ganhethan),
    duoidinhmuc: String(alerts.duoidinhmuc),
    ganhethan: String(alerts.ganhethan),
    hethan: String(alerts.hethan),
    ds_duoidinhmuc: listed(
      alerts.ds_duoidinhmuc,
      alerts.duoidinhmuc,
      (row) => `${row.ten} (${row.kho_ten}): còn ${row.khadung}/${row.muc}${row.donvitinh ? ` ${row.donvitinh}` : ''}`,
    ),
    ds_ganhethan: listed(
      alerts.ds_ganhethan,
      alerts.ganhethan,
      (row) =>
        `${row.ten}, lô ${row.solo} (${row.kho_ten}): ${row.soluong}${row.donvitinh ? ` ${row.donvitinh}` : ''}, hết hạn ${formatDayVi(row.handung)}`,
    ),
    ds_hethan: listed(
      alerts.ds_hethan,
      alerts.hethan,
      (row) =>
        `${row.ten}, lô ${row.solo} (${row.kho_ten}): ${row.soluong}${row.donvitinh ? ` ${row.donvitinh}` : ''}, hết hạn ${formatDayVi(row.handung)}`,
    ),
    lienket: link,
  };
}

/** Active staff with an address whose role views the stock page: the clinic's own and the owner (no clinic). */
function recipients(db: Pick<Database, 'select'>, clinic: string) {
  return db
    .select({ email: staff.email })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(
      and(
        isNull(staff.deletedAt),
        eq(staff.kichhoat, true),
        sql`coalesce(${staff.email}, '') <> ''`,
        or(eq(staff.phongkham_id, clinic), and(isNull(staff.phongkham_id), eq(roles.ma, 'ADMINISTRATOR'))),
        sql`${roles.menu} @> ${JSON.stringify([{ url: stockUrl, view: true }])}::jsonb`,
      ),
    );
}

async function sendForClinic(
  db: Database,
  clinic: { _id: string; ten: string },
  today: string,
  days: number,
  link: string,
): Promise<number> {
  const record = `${clinic._id}:${today}`;
  return db.transaction(async (tx) => {
    // One check-and-queue per clinic at a time, across instances: the second finds the first's mails.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${STOCK_ALERT_OWNER}:${clinic._id}`}))`);
    const [sent] = await tx
      .select({ _id: outbox._id })
      .from(outbox)
      .where(and(eq(outbox.loai, STOCK_ALERT_OWNER), eq(outbox.banghi_id, record)))
      .limit(1);
    if (sent) return 0;
    const alerts = await readStockAlerts(tx, { clinic: clinic._id, today, days });
    if (!anyAlert(alerts)) return 0;
    const to = await recipients(tx, clinic._id);
    if (!to.length) return 0;
    const mail = await renderTemplate(tx, 'CANH_BAO_KHO', 'vi', mailValues(clinic.ten, alerts, link) as never);
    for (const { email } of to) {
      await enqueueMessage(tx, {
        channel: 'EMAIL',
        to: email!,
        ...mail,
        owner: { loai: STOCK_ALERT_OWNER, banghi_id: record },
      });
    }
    return to.length;
  });
}

/**
 * Queues today's stock-alert mails of every active clinic not yet sent them, once `now` is past the morning; answers
 * how many mails were queued. A clinic without alerts, or without anyone to tell, sends nothing (and is looked at again
 * on the next round: an alert that appears in the afternoon still goes out that day).
 */
export async function sendStockAlertMessages(db: Database, publicUrl: string, now = clockNow()): Promise<number> {
  if (clinicWallClock(now).getUTCHours() < FROM_HOUR) return 0;
  const today = clinicDay(now);
  const { stock } = await readSystemSettings(db);
  const link = new URL(`/admin${stockUrl}`, publicUrl).toString();
  const active = await db
    .select({ _id: clinics._id, ten: clinics.ten })
    .from(clinics)
    .where(and(isNull(clinics.deletedAt), eq(clinics.kichhoat, true)));
  let queued = 0;
  for (const clinic of active) queued += await sendForClinic(db, clinic, today, stock.nearExpiryDays, link);
  return queued;
}

/** The daily mails as a scheduled job: every quarter of an hour, what is due is queued and the outbox woken. */
export function startStockAlertMessages(
  db: Database,
  publicUrl: string,
  options: { wake: () => void; log: { error: (object: unknown, message: string) => void } },
): () => void {
  return repeatOneAtATime(
    async () => {
      if ((await sendStockAlertMessages(db, publicUrl)) > 0) options.wake();
    },
    CHECK_EVERY_MS,
    (error) => options.log.error({ err: error }, 'Stock alert mails failed'),
  );
}

/** When the day's mails may go, as a moment (for tests and the record). */
export const mailsFrom = (day: string) => clinicInstant(day, FROM_HOUR * 60);
