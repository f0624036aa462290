// Writing bills: a counter bill priced from the catalogues (a service package too), a line added to a draft,
// discounts on a draft (a line or the whole bill, an amount or a percentage, with a reason) and their approval,
// issuing and voiding (the kit's moves call these). Every write goes through the audited writer; lines and discounts
// change only while the bill is a draft. A line a patient's package covers uses a session instead (covered-lines.ts).
import {
  percentOf,
  translate,
  type counterBillInput,
  type counterLineInput,
  type DiscountInput,
} from '@phongkham/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { billLines, bills, drugs, patients, products, servicePackages, services } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { MoveContext } from '../../lib/crud/moves';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { pgCode, pgError } from '../../lib/db-errors';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { noPackages, type PackageLink } from '../../lib/package-link';
import { noPromotions, type PromotionLink } from '../../lib/promotion-link';
import { billDiscount, linesOf, refigure, type Bill } from './bill-figures';
import { covered, released } from './covered-lines';
import { nextPosition, openBill } from './visit-bills';
import { now } from '../../db/clock';

type CounterBill = z.output<typeof counterBillInput>;
type CounterLine = z.output<typeof counterLineInput>;
type Priced = { ten: string; donvitinh: string | null; dongia: number | null };

/**
 * The catalogue's name, unit and selling price of each counter line's item; 400 under the line's field (`field`)
 * when one is gone or unpriced, and when a package is sold without a patient to hold it.
 */
async function priced(
  writer: Writer,
  clinic: string,
  body: { benhnhan_id?: string | null; dong: CounterLine[] },
  field = (index: number) => `dong.${index}`,
): Promise<Priced[]> {
  const ids = (key: 'dichvu_id' | 'thuoc_id' | 'sanpham_id' | 'goidichvu_id') =>
    body.dong.map((line) => line[key]).filter((id): id is string => !!id);
  const { tx } = writer;
  const found = new Map<string, Priced>();
  const serviceIds = ids('dichvu_id');
  if (serviceIds.length) {
    const rows = await tx
      .select({ _id: services._id, ten: services.tendichvu, dongia: services.gia })
      .from(services)
      .where(and(inArray(services._id, serviceIds), eq(services.phongkham_id, clinic), isNull(services.deletedAt)));
    for (const row of rows) found.set(row._id, { ...row, donvitinh: null });
  }
  const drugIds = ids('thuoc_id');
  if (drugIds.length) {
    const rows = await tx
      .select({ _id: drugs._id, ten: drugs.tenthuoc, donvitinh: drugs.donvitinh, dongia: drugs.giaban })
      .from(drugs)
      .where(and(inArray(drugs._id, drugIds), isNull(drugs.deletedAt), eq(drugs.hoatdong, true)));
    for (const row of rows) found.set(row._id, row);
  }
  const productIds = ids('sanpham_id');
  if (productIds.length) {
    const rows = await tx
      .select({ _id: products._id, ten: products.tensanpham, dongia: products.gia })
      .from(products)
      .where(and(inArray(products._id, productIds), eq(products.phongkham_id, clinic), isNull(products.deletedAt)));
    for (const row of rows) found.set(row._id, { ...row, donvitinh: null });
  }
  const packageIds = ids('goidichvu_id');
  if (packageIds.length) {
    const rows = await tx
      .select({ _id: servicePackages._id, ten: servicePackages.ten, dongia: servicePackages.giaban })
      .from(servicePackages)
      .where(
        and(
          inArray(servicePackages._id, packageIds),
          eq(servicePackages.phongkham_id, clinic),
          eq(servicePackages.hoatdong, true),
          isNull(servicePackages.deletedAt),
        ),
      );
    for (const row of rows) found.set(row._id, { ...row, donvitinh: null });
  }
  return body.dong.map((line, index) => {
    const item = found.get((line.dichvu_id ?? line.thuoc_id ?? line.sanpham_id ?? line.goidichvu_id)!);
    if (!item || item.dongia === null) throw fieldError(field(index), 'errors.billItemUnavailable');
    if (line.loai === 'GOI' && !body.benhnhan_id) throw fieldError(field(index), 'errors.packageNeedsPatient');
    return item;
  });
}

/** The body's field naming a line's item, for its 400. */
const itemField = (line: CounterLine) =>
  line.goidichvu_id ? 'goidichvu_id' : line.thuoc_id ? 'thuoc_id' : line.sanpham_id ? 'sanpham_id' : 'dichvu_id';

/** A counter line as written, priced from its catalogue, covered by a package of the bill's patient if one does. */
function lineOf(writer: Writer, packages: PackageLink, bill: Bill, line: CounterLine, item: Priced, thutu: number) {
  const dongia = item.dongia!;
  return covered(writer, packages, bill, {
    phongkham_id: bill.phongkham_id,
    hoadon_id: bill._id,
    loai: line.loai,
    dichvu_id: line.dichvu_id ?? null,
    thuoc_id: line.thuoc_id ?? null,
    sanpham_id: line.sanpham_id ?? null,
    goidichvu_id: line.goidichvu_id ?? null,
    ten: item.ten,
    donvitinh: item.donvitinh,
    soluong: line.soluong,
    dongia,
    thanhtien: line.soluong * dongia,
    thutu,
  });
}

/** POST /api/hoadon: a counter bill, opened as a numbered draft with its lines. */
export async function createCounterBill(
  db: Database,
  clinic: string,
  body: CounterBill,
  actor: Actor,
  packages: PackageLink = noPackages,
) {
  return writing(db, authorOf(actor), async (writer) => {
    if (body.benhnhan_id) {
      const [patient] = await writer.tx
        .select({ _id: patients._id })
        .from(patients)
        .where(and(eq(patients._id, body.benhnhan_id), eq(patients.phongkham_id, clinic)));
      if (!patient) throw fieldError('benhnhan_id', 'errors.notFound');
    }
    const items = await priced(writer, clinic, body);
    const bill = await openBill(writer, {
      phongkham_id: clinic,
      luotkham_id: null,
      benhnhan_id: body.benhnhan_id ?? null,
      khachhang: body.khachhang || null,
      ghichu: body.ghichu || null,
    });
    for (const [index, line] of body.dong.entries()) {
      await writer.insert(billLines, await lineOf(writer, packages, bill, line, items[index]!, index + 1));
    }
    await refigure(writer, bill, []);
    return bill._id;
  });
}

/** POST /api/hoadon/:id/dong: a line added to a draft (a package sold at the counter or with a visit's services). */
export async function addLine(
  db: Database,
  id: string,
  line: CounterLine,
  actor: Actor,
  clinic: string | null,
  packages: PackageLink = noPackages,
) {
  await writing(db, authorOf(actor), async (writer) => {
    const bill = await lockDraft(writer, id, clinic);
    const linesBefore = await linesOf(writer, id);
    const [item] = await priced(writer, bill.phongkham_id, { ...bill, dong: [line] }, () => itemField(line));
    const thutu = await nextPosition(writer, id);
    await writer.insert(billLines, await lineOf(writer, packages, bill, line, item!, thutu));
    await refigure(writer, bill, linesBefore);
  });
}

/** The bill locked for a change within the clinic (404 elsewhere), refused unless a draft. */
async function lockDraft(writer: Writer, id: string, clinic: string | null): Promise<Bill> {
  const bill = await writer.lock(bills, id, clinic ? eq(bills.phongkham_id, clinic) : undefined);
  if (bill.trangthai !== 'NHAP') throw new HttpError(409, 'errors.billNotDraft');
  return bill;
}

/** The discount's fields as stored: a percentage becomes đồng now (and again while the draft's lines change). */
function discountOf(body: DiscountInput, gross: number, actor: Actor) {
  const percent = body.giamgia_phantram || null;
  const giamgia = percent === null ? (body.giamgia ?? 0) : percentOf(gross, percent);
  if (giamgia > gross) throw fieldError('giamgia', 'errors.billDiscountTooLarge');
  // A percentage of nothing yet is still a discount: it grows with the draft's lines, and its setter stays known.
  const given = percent !== null || giamgia > 0;
  return {
    giamgia_phantram: percent,
    giamgia,
    giamgia_lydo: given ? (body.giamgia_lydo ?? null) : null,
    giamgia_nguoi_id: given ? actor._id : null,
  };
}

/**
 * A member's promotion code as the bill's discount: a code of the bill's clinic (400 otherwise), not used (409), on
 * no other live bill (409; the partial unique index decides between two bills taking it at once).
 */
async function promotionOf(
  writer: Writer,
  bill: Bill,
  code: string,
  promotions: PromotionLink,
  actor: Actor,
): Promise<Partial<Bill>> {
  const found = await promotions.find(writer, bill.phongkham_id, code);
  if (!found) throw fieldError('makhuyenmai', 'errors.promotionCodeUnknown');
  if (found.used) throw new HttpError(409, 'errors.promotionCodeUsed');
  const [holder] = await writer.tx
    .select({ _id: bills._id })
    .from(bills)
    .where(and(eq(bills.makhuyenmai, code), ne(bills.trangthai, 'DA_HUY'), ne(bills._id, bill._id)));
  if (holder) throw new HttpError(409, 'errors.promotionCodeTaken');
  return {
    makhuyenmai: code,
    giamgia_phantram: found.giamgia,
    giamgia_lydo: translate('vi', 'billing.promotionReason', { code, percent: found.giamgia }),
    giamgia_nguoi_id: actor._id,
  };
}

/** Two bills taking one code at once: the second commit meets the partial unique index. */
const codeTaken = (error: unknown) =>
  pgCode(error) === '23505' && pgError(error)?.constraint === 'hoadon_makhuyenmai'
    ? new HttpError(409, 'errors.promotionCodeTaken')
    : error;

/**
 * PUT /api/hoadon/:id/giamgia and …/dong/:lineId/giamgia: a draft's discount on the whole bill (an amount, a
 * percentage or a member's promotion code) or on one line. Whoever sets a discount is stored as its setter.
 */
export async function setDiscount(
  db: Database,
  id: string,
  lineId: string | null,
  body: DiscountInput,
  actor: Actor,
  clinic: string | null,
  promotions: PromotionLink = noPromotions,
) {
  if (lineId !== null && body.makhuyenmai) throw fieldError('makhuyenmai', 'errors.promotionCodeLine');
  await writing(db, authorOf(actor), async (writer) => {
    const bill = await lockDraft(writer, id, clinic);
    const linesBefore = await linesOf(writer, id);
    if (lineId === null) {
      const gross = linesBefore.reduce((sum, line) => sum + line.thanhtien, 0);
      const fields = body.makhuyenmai
        ? await promotionOf(writer, bill, body.makhuyenmai, promotions, actor)
        : { ...discountOf(body, gross, actor), makhuyenmai: null };
      const giamgia = billDiscount({ giamgia: 0, ...fields } as Bill, linesBefore);
      // phaitra moves with the discount in the same statement: the table's check holds after every write.
      const phaitra = gross - giamgia - bill.dahoan;
      const after = await writer.update(bills, id, { ...fields, giamgia, phaitra }, { before: bill });
      await refigure(writer, after, linesBefore);
      return;
    }
    const line = linesBefore.find((row) => row._id === lineId);
    if (!line) throw notFound();
    const discount = discountOf(body, line.soluong * line.dongia, actor);
    await writer.update(
      billLines,
      lineId,
      { ...discount, thanhtien: line.soluong * line.dongia - discount.giamgia },
      { before: line },
    );
    await refigure(writer, bill, linesBefore);
  }).catch((error: unknown) => {
    throw codeTaken(error);
  });
}

/**
 * POST /api/hoadon/:id/duyetgiamgia: someone holding the approvals grant approves a draft's waiting discount, never
 * one they set themselves (on the bill or on any of its lines): a second person is the point of the approval.
 */
export async function approveDiscount(db: Database, id: string, actor: Actor, clinic: string | null) {
  await writing(db, authorOf(actor), async (writer) => {
    const bill = await lockDraft(writer, id, clinic);
    if (bill.giamgia_duyet !== 'CHO_DUYET') throw new HttpError(409, 'errors.billDiscountNotPending');
    const setters = [bill, ...(await linesOf(writer, id))]
      .filter((row) => row.giamgia > 0)
      .map((row) => row.giamgia_nguoi_id);
    if (setters.includes(actor._id)) throw new HttpError(409, 'errors.billDiscountOwnApproval');
    await writer.update(
      bills,
      id,
      { giamgia_duyet: 'DA_DUYET', giamgia_nguoiduyet_id: actor._id },
      { before: bill, unrecorded: { giamgia_duyet_luc: now() } },
    );
  });
}

/**
 * Whether a locked bill may be issued: it has lines, no discount waiting, and its promotion code (if any) is still
 * unused (409 otherwise).
 */
export async function assertIssuable(writer: Writer, bill: Bill, promotions: PromotionLink) {
  if (bill.giamgia_duyet === 'CHO_DUYET') throw new HttpError(409, 'errors.billDiscountPending');
  if (!(await linesOf(writer, bill._id)).length) throw new HttpError(409, 'errors.billEmpty');
  if (bill.makhuyenmai && (await promotions.find(writer, bill.phongkham_id, bill.makhuyenmai))?.used !== false) {
    throw new HttpError(409, 'errors.promotionCodeUsed');
  }
}

/**
 * The kit's move hook: issuing checks the draft and stamps the time; voiding needs nothing paid, keeps the reason and
 * gives back the sessions its covered lines used.
 */
export const billMoved =
  (promotions: PromotionLink, packages: PackageLink = noPackages) =>
  async ({ name, before, body, writer }: MoveContext) => {
    const bill = before as Bill;
    if (name === 'PHAT_HANH') {
      await assertIssuable(writer, bill, promotions);
      return { phathanh_luc: now() };
    }
    if (bill.dathu !== 0 || bill.dahoan !== 0) throw new HttpError(409, 'errors.billPaidVoid');
    await released(writer, packages, await linesOf(writer, bill._id));
    return { huy_lydo: (body as { huy_lydo: string }).huy_lydo };
  };
