// A patient's packages as the chart shows them (sessions used and left per item, validity, the bill that sold each,
// the refund that closed one), and the refund of a package's unused sessions: under a THEO_TY_LE rule, while it is in
// use and not past its last day, the patient gets back what they paid less the value of the sessions used
// (usedValue, rounded half up once), as a refund document (PC-) against the bill that sold it, made by billing in
// this transaction. The package then closes. Under the KHONG rule the refund is refused (409).
import { clinicDay, usedValue, type PackageRefundInput, type patientPackage } from '@phongkham/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bills, patientPackageLines, patientPackages, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { clinicCondition } from '../../lib/crud/scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { refundWithin } from '../billing/payments';
import { now } from '../../db/clock';

type PatientPackage = z.output<typeof patientPackage>;
type Pack = typeof patientPackages.$inferSelect;

/** What refunding the unused sessions gives back now, or null when the package cannot be refunded. */
function refundable(pack: Pack, used: number, today: string): number | null {
  if (pack.trangthai !== 'HOAT_DONG' || pack.hieuluc_den < today || pack.quytac_hoantien === 'KHONG') return null;
  return pack.giatri - usedValue(pack.giatri, used, pack.tongluot);
}

/** GET /api/goidichvu/benhnhan/:id: the patient's packages, newest first, within the reader's clinic. */
export async function packagesOf(db: Database, patient: string, clinic: string | null): Promise<PatientPackage[]> {
  const rows = await db
    .select({ pack: patientPackages, hoadon_so: bills.so, phieuchi_so: refunds.so })
    .from(patientPackages)
    .innerJoin(bills, eq(bills._id, patientPackages.hoadon_id))
    .leftJoin(refunds, eq(refunds._id, patientPackages.phieuchi_id))
    .where(and(eq(patientPackages.benhnhan_id, patient), clinicCondition(patientPackages.phongkham_id, clinic)))
    .orderBy(desc(patientPackages.createdAt), desc(patientPackages._id));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(patientPackageLines)
    .where(
      inArray(
        patientPackageLines.goibenhnhan_id,
        rows.map(({ pack }) => pack._id),
      ),
    )
    .orderBy(asc(patientPackageLines.thutu));
  const today = clinicDay(now());
  return rows.map(({ pack, hoadon_so, phieuchi_so }) => {
    const own = lines.filter((line) => line.goibenhnhan_id === pack._id);
    const dadung = own.reduce((sum, line) => sum + line.dadung, 0);
    return {
      ...pack,
      hoadon_so,
      phieuchi_so,
      dadung,
      hethan: pack.hieuluc_den < today,
      hoantien_dukien: refundable(pack, dadung, today),
      dong: own.map(({ _id, dichvu_id, sanpham_id, ten, soluot, dadung: used }) => ({
        _id,
        dichvu_id,
        sanpham_id,
        ten,
        soluot,
        dadung: used,
        conlai: soluot - used,
      })),
    };
  });
}

/** The reason a package cannot be refunded now, as a 409's locale key. */
function refusal(pack: Pack, amount: number | null, today: string): string | null {
  if (pack.trangthai !== 'HOAT_DONG') return 'errors.packageClosed';
  if (pack.hieuluc_den < today) return 'errors.packageExpired';
  if (pack.quytac_hoantien === 'KHONG') return 'errors.packageNoRefund';
  if (!amount) return 'errors.packageNothingUnused';
  return null;
}

/** POST /api/goidichvu/goibenhnhan/:id/hoantien: answers the patient whose package it was. */
export async function refundPackage(
  db: Database,
  id: string,
  body: PackageRefundInput,
  actor: Actor,
  clinic: string | null,
): Promise<string> {
  return writing(db, authorOf(actor), async (writer) => {
    const pack = await writer.lock(patientPackages, id, clinic ? eq(patientPackages.phongkham_id, clinic) : undefined);
    const lines = await writer.tx
      .select({ dadung: patientPackageLines.dadung })
      .from(patientPackageLines)
      .where(eq(patientPackageLines.goibenhnhan_id, id));
    const used = lines.reduce((sum, line) => sum + line.dadung, 0);
    const today = clinicDay(now());
    const sotien = refundable(pack, used, today);
    const refused = refusal(pack, sotien, today);
    if (refused) throw new HttpError(409, refused);
    const phieuchi_id = await refundWithin(writer, pack.hoadon_id, { sotien: sotien!, ...body }, actor, clinic);
    await writer.update(
      patientPackages,
      id,
      { trangthai: 'DA_HOAN_TIEN', hoantien: sotien, phieuchi_id },
      { before: pack, unrecorded: { hoantien_luc: now() }, sau: { dadung: used, lydo: body.lydo } },
    );
    return pack.benhnhan_id;
  });
}
