// Lab and imaging orders, the writes that move a line: the doctor orders lab- or imaging-kind price-list services
// for a visit (order lines, chidinh), and the lab or imaging room takes each line through its steps (contracts
// `orderMoves`). Every step is one audited write with a live event. The results' entry is orders.results.ts.
import {
  orderMoves,
  orderResources,
  ORDER_EVENT,
  type OrderAction,
  type OrderKind,
  type orderInput,
} from '@phongkham/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { orderLines, patients, results, services, visits } from '../../db/schema';
import { recordActivity } from '../../lib/activity-log';
import { activityMeta, type Actor } from '../../lib/actor';
import { visitScope, type ExaminerScope } from '../../lib/care-scope';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { publishEvent } from '../../lib/live-events';

/** Tells the kind's page (worklists, the doctor's visit) that a line changed: ids and states only. */
async function announce(
  tx: Transaction,
  kind: OrderKind,
  line: { _id: string; phongkham_id: string; luotkham_id: string; trangthai: string },
  hanhdong: string,
) {
  await publishEvent(tx, {
    loai: ORDER_EVENT,
    url: orderResources[kind].urls[0],
    phongkham_id: line.phongkham_id,
    // Named, so the stream gives it only to readers whose care reaches the visit (issue 28, L4).
    luotkham_id: line.luotkham_id,
    dulieu: { _id: line._id, luotkham_id: line.luotkham_id, loai: kind, trangthai: line.trangthai, hanhdong },
  });
}

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
): Promise<string[]> {
  return db.transaction(async (tx) => {
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
    const lines = await tx
      .insert(orderLines)
      .values(
        wanted.map((id) => {
          const service = found.find((row) => row._id === id)!;
          return {
            phongkham_id: visit.phongkham_id,
            luotkham_id: visit._id,
            dichvu_id: service._id,
            tendichvu: service.tendichvu,
            dongia: service.gia,
            nhanvien_id: actor._id,
            ghichu: body.ghichu || null,
          };
        }),
      )
      .returning();
    for (const line of lines) {
      const { createdAt: _c, updatedAt: _u, ...kept } = line;
      await recordActivity(tx, {
        ...activityMeta(actor),
        hanhdong: 'TAO',
        tainguyen: 'chidinh',
        banghi_id: line._id,
        sau: kept,
      });
      await announce(tx, kind, line, 'CHI_DINH');
    }
    return lines.map((line) => line._id);
  });
}

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
export async function resultRow(tx: Transaction, line: { _id: string; phongkham_id: string }) {
  const [existing] = await tx.select().from(results).where(eq(results.chidinh_id, line._id));
  if (existing) return existing;
  const [created] = await tx
    .insert(results)
    .values({ phongkham_id: line.phongkham_id, chidinh_id: line._id })
    .returning();
  return created!;
}

/** Moves the line to `to`, audits the move and announces it. */
export async function moveLine(
  tx: Transaction,
  kind: OrderKind,
  line: typeof orderLines.$inferSelect,
  to: (typeof orderLines.$inferSelect)['trangthai'],
  actor: Actor,
  action: string,
  details: { truoc?: Record<string, unknown>; sau?: Record<string, unknown> } = {},
) {
  const [after] = await tx
    .update(orderLines)
    .set({ trangthai: to, updatedAt: new Date() })
    .where(eq(orderLines._id, line._id))
    .returning();
  await recordActivity(tx, {
    ...activityMeta(actor),
    hanhdong: 'CAP_NHAT',
    tainguyen: 'chidinh',
    banghi_id: line._id,
    truoc: { trangthai: line.trangthai, ...details.truoc },
    sau: { trangthai: to, hanhdong: action, ...details.sau },
  });
  await announce(tx, kind, after!, action);
}

/** A step (performed, verified, cancelled); one its state does not allow is a 409. */
export async function stepOrder(
  db: Database,
  kind: OrderKind,
  id: string,
  action: OrderAction,
  actor: Actor,
  scope: ExaminerScope,
) {
  await db.transaction(async (tx) => {
    const { line } = await lockLine(tx, id, kind, scope);
    const move = orderMoves[action];
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const now = new Date();
    if (action === 'THUC_HIEN') {
      const result = await resultRow(tx, line);
      await tx
        .update(results)
        .set({ thuchien_luc: now, nguoithuchien_id: actor._id, updatedAt: now })
        .where(eq(results._id, result._id));
    }
    if (action === 'DUYET') {
      const result = await resultRow(tx, line);
      await tx
        .update(results)
        .set({ duyet_luc: now, nguoiduyet_id: actor._id, updatedAt: now })
        .where(eq(results._id, result._id));
    }
    await moveLine(tx, kind, line, move.to, actor, action);
  });
}
