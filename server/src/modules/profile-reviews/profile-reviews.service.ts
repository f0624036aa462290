// The review queue's reads and the reviewers' steps: a clinic's cases (the kit passes the clinic in `reader.clinic`,
// docs/decisions/0013), one case with its documents, status history and operation; what a status step writes
// besides the status (the kit makes the declared move: profileReviewWorkflow); and an approved case turned into a
// draft sponsored operation in one transaction, through the audited writer.
import {
  escapeHtml,
  sponsorshipResource,
  translate,
  type profileReviewResource,
  type ProfileReviewStatus,
  type ReviewDecision,
} from '@phongkham/contracts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  communes,
  profileReviews as t,
  provinces,
  reviewDocuments,
  reviewSteps,
  sponsoredOperations,
  staff,
  successStories,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { MoveContext } from '../../lib/crud/moves';
import type { Reader } from '../../lib/crud/routes';
import { actorClinic, clinicCondition } from '../../lib/crud/scope';
import { createRecord, type WriteContext } from '../../lib/crud/write';
import { authorOf, writerIn } from '../../lib/crud/writer';
import { HttpError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { checkAddress } from '../addresses/addresses.service';
import { prepareSponsorship } from '../sponsorship/sponsorship.service';
import { now } from '../../db/clock';

// Spelt out: inside a select list drizzle names columns without their table, which a subquery would misread.
const documentCount = sql<number>`(select count(*)::int from "xetduyethoso_tailieu" d where d."xetduyethoso_id" = "xetduyethoso"."_id")`;

const rowColumns = {
  _id: t._id,
  phongkham_id: t.phongkham_id,
  ma: t.ma,
  hoten: t.hoten,
  dienthoai: t.dienthoai,
  tenbenhnhan: t.tenbenhnhan,
  namsinh: t.namsinh,
  hotro: t.hotro,
  chiphi: t.chiphi,
  trangthai: t.trangthai,
  sotailieu: documentCount,
  taitro_id: t.taitro_id,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

const visible = (reader: Pick<Reader, 'clinic'>): SQL =>
  and(isNull(t.deletedAt), clinicCondition(t.phongkham_id, reader.clinic))!;

export function listProfileReviews(
  db: Database,
  query: z.output<typeof profileReviewResource.listQuery>,
  reader: Reader,
) {
  return listPage(query, {
    where: [visible(reader), query.trangthai ? eq(t.trangthai, query.trangthai) : undefined],
    search: [t.ma, t.hoten, t.dienthoai, t.tenbenhnhan, t.chandoan],
    sortable: {
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      tenbenhnhan: icu(t.tenbenhnhan),
      chiphi: t.chiphi,
      trangthai: t.trangthai,
    },
    defaultSort: '-createdAt',
    tieBreak: asc(t._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(t),
  });
}

export async function getProfileReview(db: Database, id: string, reader: Pick<Reader, 'clinic'>) {
  const [row] = await db
    .select({
      ...rowColumns,
      email: t.email,
      tinh_ma: t.tinh_ma,
      xa_ma: t.xa_ma,
      diachi: t.diachi,
      tinh_ten: provinces.ten,
      xa_ten: communes.ten,
      chandoan: t.chandoan,
      hoancanh: t.hoancanh,
      lydo: t.lydo,
      dongy_phienban: t.dongy_phienban,
      dongy_luc: t.dongy_luc,
    })
    .from(t)
    .leftJoin(provinces, eq(provinces.ma, t.tinh_ma))
    .leftJoin(communes, eq(communes.ma, t.xa_ma))
    .where(and(eq(t._id, id), visible(reader)));
  if (!row) return null;
  const { tinh_ten, xa_ten, ...record } = row;
  const tailieu = await db
    .select({
      _id: reviewDocuments._id,
      tenfile: reviewDocuments.tenfile,
      loai: reviewDocuments.loai,
      kichthuoc: reviewDocuments.kichthuoc,
      createdAt: reviewDocuments.createdAt,
    })
    .from(reviewDocuments)
    .where(eq(reviewDocuments.xetduyethoso_id, id))
    .orderBy(asc(reviewDocuments.createdAt), asc(reviewDocuments._id));
  const lichsu = await db
    .select({
      _id: reviewSteps._id,
      tu: reviewSteps.tu,
      den: reviewSteps.den,
      lydo: reviewSteps.lydo,
      ghichu: reviewSteps.ghichu,
      nhanvien_id: reviewSteps.nhanvien_id,
      nhanvien_ten: staff.hoten,
      createdAt: reviewSteps.createdAt,
    })
    .from(reviewSteps)
    .leftJoin(staff, eq(staff._id, reviewSteps.nhanvien_id))
    .where(eq(reviewSteps.xetduyethoso_id, id))
    .orderBy(asc(reviewSteps.createdAt), asc(reviewSteps._id));
  const [operation] = record.taitro_id
    ? await db
        .select({
          _id: sponsoredOperations._id,
          tieude: sponsoredOperations.tieude,
          trangthai: sponsoredOperations.trangthai,
          hienthi: sponsoredOperations.hienthi,
        })
        .from(sponsoredOperations)
        .where(and(eq(sponsoredOperations._id, record.taitro_id), isNull(sponsoredOperations.deletedAt)))
    : [];
  const [story] = operation
    ? await db
        .select({ _id: successStories._id })
        .from(successStories)
        .where(and(eq(successStories.taitro_id, operation._id), isNull(successStories.deletedAt)))
        .orderBy(asc(successStories.createdAt))
        .limit(1)
    : [];
  const taitro = operation ? { ...operation, cauchuyen_id: story?._id ?? null } : null;
  const diachi_day_du =
    [record.diachi, xa_ten, tinh_ten].filter((part): part is string => Boolean(part)).join(', ') || null;
  return { ...record, diachi_day_du, tailieu, lichsu, taitro };
}

/** Column values from a reviewer's correction: the commune must be in the province. */
export async function prepareProfileReview(values: Record<string, unknown>, { tx }: WriteContext) {
  await checkAddress(tx, values.tinh_ma as string, values.xa_ma as string);
  return values;
}

/**
 * What a status step writes besides the status (the kit's move, lib/crud/moves.ts, has locked the case in the
 * mover's clinic and checked the workflow): the refusal's reason, kept on the case for the sender's look-up and
 * cleared by any other step, and the step itself with who and why in the case's own history.
 */
export async function profileReviewMoved({ before, body, move, writer, actor }: MoveContext<ReviewDecision>) {
  const lydo = move.to === 'TU_CHOI' ? body.lydo?.trim() || null : null;
  await writer.tx.insert(reviewSteps).values({
    xetduyethoso_id: before._id as string,
    tu: before.trangthai as ProfileReviewStatus,
    den: move.to as ProfileReviewStatus,
    lydo,
    ghichu: body.ghichu?.trim() || null,
    nhanvien_id: actor._id,
  });
  return { lydo };
}

/** Initials of a full name: "Trần Gia Bảo" → "T.G.B.". */
const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => `${word[0]!.toLocaleUpperCase('vi')}.`)
    .join('');

/** The public line naming the patient, in one language: initials and, when known, age. */
function patientLine(lang: 'vi' | 'en', name: string, birthYear: number | null) {
  const initials = initialsOf(name);
  if (birthYear === null) return initials;
  return translate(lang, 'charityDraft.patientLine', { initials, age: now().getFullYear() - birthYear });
}

/** The draft operation's body: what the case says, the patient by initials only; unpublished. */
function operationDraft(row: typeof t.$inferSelect) {
  const benhnhan = patientLine('vi', row.tenbenhnhan, row.namsinh);
  const benhnhan_en = patientLine('en', row.tenbenhnhan, row.namsinh);
  const paragraph = (label: string, text: string | null) =>
    text ? `<p><strong>${escapeHtml(translate('vi', `charityDraft.${label}`))}:</strong> ${escapeHtml(text)}</p>` : '';
  return {
    tieude: translate('vi', 'charityDraft.operationTitle', { benhnhan }).slice(0, 250),
    tieude_en: translate('en', 'charityDraft.operationTitle', { benhnhan: benhnhan_en }).slice(0, 250),
    mota: (row.chandoan ?? row.hotro ?? row.hoancanh).slice(0, 1000),
    noidung:
      paragraph('diagnosis', row.chandoan) +
      paragraph('circumstances', row.hoancanh) +
      paragraph('support', row.hotro) +
      `<p><em>${escapeHtml(translate('vi', 'charityDraft.fromApplication', { ma: row.ma }))}</em></p>`,
    benhnhan: benhnhan.slice(0, 60),
    benhnhan_en: benhnhan_en.slice(0, 60),
    chiphi: row.chiphi ?? 0,
    trangthai: 'DANG_KEU_GOI' as const,
    hienthi: false,
  };
}

/**
 * An approved case becomes a draft sponsored operation, through the sponsorship's own write path (its history row,
 * its defaults), linked to the case in the same transaction. A case is turned once; a case not approved is refused.
 */
export async function approvedToSponsorship(db: Database, id: string, actor: Actor): Promise<string> {
  // Read first for the draft's text; checked again under the lock, inside the transaction that links it.
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t._id, id), visible({ clinic: actorClinic(actor) })));
  if (!row) throw notFound();
  const draft = sponsorshipResource.create.parse(operationDraft(row));
  return createRecord(
    db,
    { resource: sponsorshipResource, table: sponsoredOperations, prepare: prepareSponsorship },
    draft,
    actor,
    async (tx, operationId) => {
      const writer = writerIn(tx, authorOf(actor));
      const locked = await writer.lock(t, id, clinicCondition(t.phongkham_id, actorClinic(actor)));
      if (locked.trangthai !== 'DUYET') throw new HttpError(409, 'errors.reviewNotApproved');
      if (locked.taitro_id) throw new HttpError(409, 'errors.reviewHasSponsorship');
      await writer.update(t, id, { taitro_id: operationId }, { before: locked });
    },
  );
}

/** A document's bytes for a reviewer who may see the case; null when either is not there. */
export async function readDocument(db: Database, id: string, documentId: string, reader: Pick<Reader, 'clinic'>) {
  const [found] = await db
    .select({ tenfile: reviewDocuments.tenfile, loai: reviewDocuments.loai, noidung: reviewDocuments.noidung })
    .from(reviewDocuments)
    .innerJoin(t, eq(t._id, reviewDocuments.xetduyethoso_id))
    .where(and(eq(reviewDocuments._id, documentId), eq(t._id, id), visible(reader)));
  return found ?? null;
}
