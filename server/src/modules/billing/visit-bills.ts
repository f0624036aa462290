// The visit's bill, built from its orders with no re-keying: the link app.ts hands reception and the lab. Each new
// order becomes a line of the visit's draft bill at the price frozen on the order; the draft is opened (and numbered)
// on the first order. An order cancelled while its bill is a draft leaves it; on an issued bill the line stays, and
// money is corrected by a refund. A cancelled visit voids its bills on which no money moved. The ordering module
// holds the visit's row locked, so two orders of one visit never open two drafts (the partial unique index would
// refuse the second anyway). An order a package of the patient covers uses a session of it and is billed at 0
// (covered-lines.ts); its session comes back when the order leaves the draft or the bill is voided.
import { and, eq, inArray, max } from 'drizzle-orm';
import { billLines, bills } from '../../db/schema';
import type { BillingLink, BilledOrder, BilledVisit } from '../../lib/billing-link';
import type { Writer } from '../../lib/crud/writer';
import { nextNumber } from '../../lib/money/numbering';
import { noPackages, type PackageLink } from '../../lib/package-link';
import { refigure, type Bill } from './bill-figures';
import { covered, released } from './covered-lines';

/** Opens a numbered draft bill (the visit's, or a counter bill). */
export async function openBill(
  writer: Writer,
  values: Pick<Bill, 'phongkham_id' | 'luotkham_id' | 'benhnhan_id' | 'khachhang' | 'ghichu'>,
): Promise<Bill> {
  const so = await nextNumber(writer, values.phongkham_id, 'HD');
  return writer.insert(bills, { ...values, so, nhanvien_id: writer.author.nhanvien_id });
}

/** The visit's draft bill, locked (opened and numbered when it has none). */
export async function visitDraft(writer: Writer, visit: BilledVisit): Promise<Bill> {
  const [draft] = await writer.tx
    .select()
    .from(bills)
    .where(and(eq(bills.luotkham_id, visit._id), eq(bills.trangthai, 'NHAP')))
    .for('update');
  return (
    draft ??
    openBill(writer, {
      phongkham_id: visit.phongkham_id,
      luotkham_id: visit._id,
      benhnhan_id: visit.benhnhan_id,
      khachhang: null,
      ghichu: null,
    })
  );
}

/** The next position on a bill. */
export async function nextPosition(writer: Writer, billId: string): Promise<number> {
  const [row] = await writer.tx
    .select({ last: max(billLines.thutu) })
    .from(billLines)
    .where(eq(billLines.hoadon_id, billId));
  return (row?.last ?? 0) + 1;
}

async function ordered(writer: Writer, visit: BilledVisit, orders: readonly BilledOrder[], packages: PackageLink) {
  if (!orders.length) return;
  const bill = await visitDraft(writer, visit);
  const linesBefore = await writer.tx.select().from(billLines).where(eq(billLines.hoadon_id, bill._id));
  let thutu = await nextPosition(writer, bill._id);
  for (const order of orders) {
    const line = await covered(writer, packages, bill, {
      phongkham_id: visit.phongkham_id,
      hoadon_id: bill._id,
      loai: 'DICH_VU',
      chidinh_id: order._id,
      dichvu_id: order.dichvu_id,
      ten: order.tendichvu,
      soluong: order.soluong,
      dongia: order.dongia,
      thanhtien: order.soluong * order.dongia,
      thutu: thutu++,
    });
    await writer.insert(billLines, line);
  }
  await refigure(writer, bill, linesBefore);
}

async function cancelled(writer: Writer, orderIds: readonly string[], packages: PackageLink) {
  if (!orderIds.length) return;
  const found = await writer.tx
    .select({ line: billLines, bill: bills })
    .from(billLines)
    .innerJoin(bills, eq(bills._id, billLines.hoadon_id))
    .where(and(inArray(billLines.chidinh_id, [...orderIds]), eq(bills.trangthai, 'NHAP')));
  for (const billId of new Set(found.map(({ bill }) => bill._id))) {
    const bill = await writer.lock(bills, billId);
    // Issued meanwhile (the lock waited for a payment): the line stays, as on any issued bill.
    if (bill.trangthai !== 'NHAP') continue;
    const linesBefore = await writer.tx.select().from(billLines).where(eq(billLines.hoadon_id, billId));
    const leaving = found.filter((row) => row.bill._id === billId).map(({ line }) => line);
    for (const line of leaving) await writer.remove(billLines, line._id, { before: line });
    await released(writer, packages, leaving);
    await refigure(writer, bill, linesBefore);
  }
}

async function visitCancelled(writer: Writer, visitId: string, reason: string, packages: PackageLink) {
  const open = await writer.tx
    .select({ _id: bills._id })
    .from(bills)
    .where(and(eq(bills.luotkham_id, visitId), inArray(bills.trangthai, ['NHAP', 'DA_PHAT_HANH'])));
  for (const { _id } of open) {
    const bill = await writer.lock(bills, _id);
    // Money taken (or given back) on it meanwhile: the bill stays, and a refund settles it.
    if (!['NHAP', 'DA_PHAT_HANH'].includes(bill.trangthai) || bill.dathu !== 0 || bill.dahoan !== 0) continue;
    await writer.update(bills, _id, { trangthai: 'DA_HUY', huy_lydo: reason }, { before: bill, sau: { lydo: reason } });
    await released(writer, packages, await writer.tx.select().from(billLines).where(eq(billLines.hoadon_id, _id)));
  }
}

/** The link app.ts hands reception and the lab, with the packages that may cover an order. */
export const visitBilling = (packages: PackageLink = noPackages): BillingLink => ({
  ordered: (writer, visit, orders) => ordered(writer, visit, orders, packages),
  cancelled: (writer, orderIds) => cancelled(writer, orderIds, packages),
  visitCancelled: (writer, visitId, reason) => visitCancelled(writer, visitId, reason, packages),
});
