// Ending the demo (docs/decisions/0062-demo-clinic.md): in one transaction, the demo's patients and everything about
// them (visits, records, orders and results, prescriptions, appointments, bills, receipts, refunds, deposits,
// packages), the stock the demo received and every movement of it, the demo staff's shifts, sessions and the demo
// doctor; the demo accounts are switched off (the history still names who did what); the register row, and with it
// the demo password, is deleted; the document counters go back to the highest number still held; and the end is
// written to the activity history. The site's content, the catalogues and the settings are not touched. Real records are never removed: everything deleted is reached from
// the register's ids, and the database's foreign keys refuse the whole transaction (a 409) when a record outside
// the demo still points at something of it (a real patient's visit with the demo doctor, a real sale from a demo
// batch), rather than take the real record with it.
import type { DemoEnded } from '@phongkham/contracts';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  appointments,
  batches,
  cashEntries,
  cashierShifts,
  demo,
  doctors,
  examinationAddenda,
  examinations,
  orderLines,
  outbox,
  patients,
  prescriptionLines,
  prescriptions,
  resultValues,
  results,
  sessions,
  staff,
  stockDocumentLines,
  stockDocuments,
  visits,
  bills,
} from '../../db/schema';
import { writing, type Author } from '../../lib/crud/writer';
import { pgCode } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { inIds as within } from '../../lib/id-sets';
import { rewindDocumentCounters } from '../../lib/money/numbering';
import { generatePassword, hashPassword } from '../../lib/password';
import { removeDemoMoney } from '../billing/demo-removal';
import { removeDemoEInvoices } from '../e-invoices/demo-removal';
import { removeDemoPackages } from '../packages/demo-removal';
import { removeDemoVisits } from '../reception/demo-removal';
import { removeDemoRequests } from '../requests/demo-removal';
import { now } from '../../db/clock';

/** Whether the installation is still a demo. */
export async function demoIsOn(db: Pick<Database, 'select'>): Promise<boolean> {
  return (await db.select({ _id: demo._id }).from(demo).limit(1)).length > 0;
}

/** Ends the demo as `nhanvien_id` (null: the operator's command line); 404 when there is no demo. */
export async function endDemo(db: Database, author: Author): Promise<DemoEnded> {
  const lockedOut = await hashPassword(generatePassword());
  try {
    return await writing(db, author, async (writer) => {
      const { tx } = writer;
      const [register] = await tx.select().from(demo).for('update').limit(1);
      if (!register) throw new HttpError(404, 'errors.demoNotOn');
      const P = register.benhnhan_ids;
      const S = register.nhanvien_ids;
      const D = register.bacsi_ids;
      const select = async (column: PgColumn, where: SQL) =>
        (await tx.select({ id: column }).from(column.table).where(where)).map((row) => row.id as string);

      const V = await select(visits._id, within(visits.benhnhan_id, P));
      const B = await select(bills._id, or(within(bills.benhnhan_id, P), within(bills.luotkham_id, V))!);
      const RX = await select(
        prescriptions._id,
        or(within(prescriptions.benhnhan_id, P), within(prescriptions.luotkham_id, V))!,
      );
      const O = await select(orderLines._id, within(orderLines.luotkham_id, V));
      const R = await select(results._id, within(results.chidinh_id, O));
      const E = await select(examinations._id, within(examinations.luotkham_id, V));
      const shifts = await select(cashierShifts._id, within(cashierShifts.nhanvien_id, S));
      // The demo's stock: the goods it received, the batches they made, and every document that moved them for the
      // demo's prescriptions and bills (and the corrections of those).
      const received = register.phieukho_ids;
      const L = [
        ...new Set(await select(stockDocumentLines.lohang_id, within(stockDocumentLines.phieukho_id, received))),
      ].filter(Boolean);
      const ownDocuments = await select(
        stockDocuments._id,
        or(
          within(stockDocuments._id, received),
          within(stockDocuments.donthuoc_id, RX),
          within(stockDocuments.hoadon_id, B),
        )!,
      );
      const SD = [
        ...new Set([
          ...ownDocuments,
          ...(await select(stockDocuments._id, within(stockDocuments.goc_id, ownDocuments))),
        ]),
      ];

      await removeDemoEInvoices(tx, B);
      await removeDemoPackages(tx, P, B);
      // Stock documents name bill lines and prescription lines: they go first.
      await tx.delete(stockDocumentLines).where(within(stockDocumentLines.phieukho_id, SD));
      await tx.delete(stockDocuments).where(within(stockDocuments._id, SD));
      await removeDemoMoney(tx, P, B);
      await tx.delete(batches).where(within(batches._id, L as string[]));
      await tx.delete(resultValues).where(within(resultValues.ketqua_id, R));
      await tx.delete(results).where(within(results._id, R));
      await tx.delete(orderLines).where(within(orderLines._id, O));
      await tx.delete(examinationAddenda).where(within(examinationAddenda.khambenh_id, E));
      await tx.delete(examinations).where(within(examinations._id, E));
      await tx.delete(prescriptionLines).where(within(prescriptionLines.donthuoc_id, RX));
      await tx.delete(prescriptions).where(within(prescriptions._id, RX));
      await removeDemoVisits(tx, V);
      const booked = await select(
        appointments._id,
        or(within(appointments.benhnhan_id, P), within(appointments.bacsi_id, D))!,
      );
      // The bookings' text messages to invented phones: never to be sent once a real SMS gateway is set up.
      await tx.delete(outbox).where(and(eq(outbox.loai, 'lichhen'), within(outbox.banghi_id, booked)));
      await tx.delete(appointments).where(within(appointments._id, booked));
      await removeDemoRequests(tx, P);
      await tx.delete(patients).where(within(patients._id, P));
      await tx.delete(cashEntries).where(within(cashEntries.cathungan_id, shifts));
      await tx.delete(cashierShifts).where(within(cashierShifts._id, shifts));
      // The demo doctor's hours and exceptions go with the profile (their foreign keys cascade).
      await tx.delete(doctors).where(within(doctors._id, D));
      await tx.delete(sessions).where(within(sessions.nhanvien_id, S));
      // Switched off, not deleted: the activity history keeps naming who did what during the demo.
      await tx.update(staff).set({ kichhoat: false, deletedAt: now(), matkhau: lockedOut }).where(within(staff._id, S));
      // The demo's numbers are given back: a clinic that starts for real numbers its documents from 1.
      await rewindDocumentCounters(tx);
      const ended: DemoEnded = {
        benhnhan: P.length,
        luotkham: V.length,
        hoadon: B.length,
        phieukho: SD.length,
        lohang: L.length,
        nhanvien: S.length,
      };
      // The register goes with its password; the history keeps what was removed, never the password.
      await writer.remove(demo, register._id, { before: register, truoc: { matkhau: null, daxoa: ended } });
      return ended;
    });
  } catch (error) {
    // A record outside the demo points at something of it: nothing was removed.
    if (pgCode(error) === '23503') throw new HttpError(409, 'errors.demoInUse');
    throw error;
  }
}
