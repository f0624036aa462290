// Lab and imaging orders, the writes that move a line: the doctor orders lab- or imaging-kind price-list services
// for a visit (order lines, chidinh), and the lab or imaging room takes each line through its steps (contracts
// `orderSteps`, the kit's POST …/:id/trangthai). Every step is one audited write with a live event. The results'
// entry is orders.results.ts.
import { orderResources, ORDER_EVENT, type OrderKind, type orderInput } from '@phongkham/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { orderLines, patients, results, services, visits } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { noBilling, type BillingLink } from '../../lib/billing-link';
import { visitScope, type ExaminerScope } from '../../lib/care-scope';
import type { MoveContext } from '../../lib/crud/moves';
import { authorOf, writing, type Writer } from '../../lib/crud/writer';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { NewLiveEvent } from '../../lib/live-events';
import { now } from '../../db/clock';

type Line = typeof orderLines.$inferSelect;

/** Tells the kind's page (worklists, the doctor's visit) that a line changed: ids and states only. */
export const orderEvent = (
  kind: OrderKind,
  line: { _id: string; phongkham_id: string; luotkham_id: string; trangthai: string },
  hanhdong: string,
): NewLiveEvent => ({
  loai: ORDER_EVENT,
  url: orderResources[kind].urls[0]!,
  phongkham_id: line.phongkham_id,
  // Named, so the stream gives it only to readers whose care reaches the visit (issue 28, L4).
  luotkham_id: line.luotkham_id,
  dulieu: { _id: line._id, luotkham_id: line.luotkham_id, loai: kind, trangthai: line.trangthai, hanhdong },
});

/**
 * Orders services of one kind for a visit within the caller's scope (a doctor's own or one they may take; the
 * owner: any). Each service must be a live price-list service of that kind and the visit's clinic (400); a
 * finished or cancelled visit takes no order (409).
 */
export async function createOrders(
  db: Database,
  kind: OrderKind,
  body: z.output<typeof orderInput>,
  actor: Actor,
  scope: ExaminerScope,
  billing: BillingLink = noBilling,
): Promise<string[]> {
  return writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits._id, body.luotkham_id), visitScope(scope)))
      .for('update');
    if (!visit) throw fieldError('luotkham_id', 'errors.notFound');
    if (visit.trangthai === 'HUY' || visit.trangthai === 'XONG') throw new HttpError(409, 'errors.orderVisitClosed');
    const wanted = [...new Set(body.dichvu_ids)];
    const found = await tx
      .select({ _id: services._id, tendichvu: services.tendichvu, gia: services.gia })
      .from(services)
      .where(
        and(
          inArray(services._id, wanted),
          eq(services.phongkham_id, visit.phongkham_id),
          eq(services.loai, kind),
          isNull(services.deletedAt),
        ),
      );
    if (found.length !== wanted.length) throw fieldError('dichvu_ids', 'errors.orderServiceKind');
    const ids = [];
    const lines = [];
    for (const id of wanted) {
      const service = found.find((row) => row._id === id)!;
      const line = await writer.insert(orderLines, {
        phongkham_id: visit.phongkham_id,
        luotkham_id: visit._id,
        dichvu_id: service._id,
        tendichvu: service.tendichvu,
        dongia: service.gia,
        nhanvien_id: actor._id,
        ghichu: body.ghichu || null,
      });
      await writer.announce(orderEvent(kind, line, 'CHI_DINH'));
      ids.push(line._id);
      lines.push(line);
    }
    // Each test or imaging study joins the visit's draft bill at the price it was ordered at.
    await billing.ordered(writer, visit, lines);
    return ids;
  });
}

/** The lines of one kind an actor may move: those of the visits in their care (the kit's `movable`). */
export const movableLines = (kind: OrderKind, scope: ExaminerScope, tx: Transaction) =>
  and(
    inArray(orderLines.dichvu_id, tx.select({ _id: services._id }).from(services).where(eq(services.loai, kind))),
    inArray(orderLines.luotkham_id, tx.select({ _id: visits._id }).from(visits).where(visitScope(scope))),
  );

/** The line of that kind locked for a change, with what the range choice needs; 404 outside the actor's scope. */
export async function lockLine(tx: Transaction, id: string, kind: OrderKind, scope: ExaminerScope) {
  const [line] = await tx
    .select({
      line: orderLines,
      ngay: visits.ngay,
      gioitinh: patients.gioitinh,
      ngaysinh: patients.ngaysinh,
    })
    .from(orderLines)
    .innerJoin(services, eq(services._id, orderLines.dichvu_id))
    .innerJoin(visits, eq(visits._id, orderLines.luotkham_id))
    .innerJoin(patients, eq(patients._id, visits.benhnhan_id))
    .where(and(eq(orderLines._id, id), eq(services.loai, kind), visitScope(scope)))
    .for('update', { of: orderLines });
  if (!line) throw notFound();
  return line;
}

/** The line's result row, made on its first step. */
export async function resultRow(writer: Writer, line: { _id: string; phongkham_id: string }) {
  const [existing] = await writer.tx.select().from(results).where(eq(results.chidinh_id, line._id));
  return existing ?? writer.insert(results, { phongkham_id: line.phongkham_id, chidinh_id: line._id });
}

/** Moves the line to `to` by the result's entry (KET_QUA), kept in its history with the result, and announces it. */
export async function moveLine(
  writer: Writer,
  kind: OrderKind,
  line: Line,
  to: Line['trangthai'],
  action: string,
  details: { truoc?: Record<string, unknown>; sau?: Record<string, unknown> } = {},
) {
  const after = await writer.update(
    orderLines,
    line._id,
    { trangthai: to },
    { before: line, truoc: details.truoc, sau: { hanhdong: action, ...details.sau } },
  );
  await writer.announce(orderEvent(kind, after, action));
}

/**
 * What a step writes besides the line's state: the result row's time and author of the sample or the verification;
 * a cancelled order leaves the visit's draft bill.
 */
export async function lineStepped({ name, before, actor, writer }: MoveContext, billing: BillingLink = noBilling) {
  if (name === 'HUY') return billing.cancelled(writer, [before._id as string]);
  const stamps =
    name === 'THUC_HIEN'
      ? { thuchien_luc: now(), nguoithuchien_id: actor._id }
      : name === 'DUYET'
        ? { duyet_luc: now(), nguoiduyet_id: actor._id }
        : null;
  if (!stamps) return;
  const result = await resultRow(writer, before as Line);
  await writer.update(results, result._id, stamps, { before: result });
}
