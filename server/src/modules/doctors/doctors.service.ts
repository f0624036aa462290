// Doctors (bacsi), for the public site and for the back office's editor. A profile adds credentials, biography,
// portrait and weekly hours to a staff member, whose name it shows, and makes them a doctor of its clinic: a doctor
// who works in several clinics has one profile in each (docs/decisions/0038). The public sees the site clinic's
// published profiles whose account is live and active; staff who may view /bac-si see their own clinic's live
// profiles (the owner every clinic's).
import { examinationResource, grantsAny, type DoctorSession, type doctorResource } from '@phongkham/contracts';
import { and, asc, eq, isNull, notExists, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { clinics, doctorHours, doctors, files, roles, staff } from '../../db/schema';
import { toImage } from '../../lib/content';
import type { Reader } from '../../lib/crud/routes';
import type { ChildRows, WriteContext } from '../../lib/crud/write';
import { seesEveryClinic, type Actor } from '../../lib/actor';
import { FieldError, fieldError } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';
import { siteClinicId } from '../setting/setting.service';

const portraits = alias(files, 'chandung');
const avatars = alias(files, 'anhdaidien');

const itemColumns = {
  _id: doctors._id,
  nhanvien_id: doctors.nhanvien_id,
  hoten: staff.hoten,
  hocham: doctors.hocham,
  hocham_en: doctors.hocham_en,
  chuyenkhoa: doctors.chuyenkhoa,
  chuyenkhoa_en: doctors.chuyenkhoa_en,
  mota: doctors.mota,
  mota_en: doctors.mota_en,
  namkinhnghiem: doctors.namkinhnghiem,
  sochungchi: doctors.sochungchi,
  portrait: {
    _id: portraits._id,
    duongdan: portraits.duongdan,
    chieurong: portraits.chieurong,
    chieucao: portraits.chieucao,
  },
  avatar: { _id: avatars._id, duongdan: avatars.duongdan, chieurong: avatars.chieurong, chieucao: avatars.chieucao },
  thutu: doctors.thutu,
  hienthi: doctors.hienthi,
  updatedAt: doctors.updatedAt,
};

type Joined = { portrait: Parameters<typeof toImage>[0]; avatar: Parameters<typeof toImage>[0] };

/** The picture the site shows: the profile's portrait, or else the staff account's avatar. */
function withPicture<T extends Joined>({ portrait, avatar, ...row }: T) {
  return { ...row, hinhanh: toImage(portrait) ?? toImage(avatar) };
}

/**
 * What a reader may see: staff every live profile of the clinic (null: of every clinic); the public only published
 * ones whose account is neither removed nor deactivated (a doctor who left is not offered for booking).
 */
function visible(clinicId: string | null, reader: Reader): SQL {
  const live = and(clinicId ? eq(doctors.phongkham_id, clinicId) : undefined, isNull(doctors.deletedAt))!;
  if (reader.staff) return live;
  return and(live, eq(doctors.hienthi, true), isNull(staff.deletedAt), eq(staff.kichhoat, true))!;
}

/**
 * The clinic whose doctors a staff member reads and edits: their own; the site's for an account of no clinic (as
 * before clinics had doctors of their own); null for the owner, who works on every clinic.
 */
async function staffClinic(db: Pick<Database, 'select'>, actor: Actor): Promise<string | null> {
  if (seesEveryClinic(actor)) return null;
  return actor.phongkham_id ?? siteClinicId(db);
}

/**
 * The clinic whose profiles a reader sees: the public the site's; staff their own (the owner every clinic's). The
 * kit's read-back after a write names no actor: the write path has already kept the writer to their clinic.
 */
async function readerClinic(db: Database, reader: Reader): Promise<string | null> {
  if (!reader.staff) return siteClinicId(db);
  return reader.actor ? staffClinic(db, reader.actor) : null;
}

export async function listDoctors(db: Database, query: z.output<typeof doctorResource.listQuery>, reader: Reader) {
  const clinicId = await readerClinic(db, reader);
  return listPage(query, {
    where: [visible(clinicId, reader), query.hienthi === undefined ? undefined : eq(doctors.hienthi, query.hienthi)],
    search: [staff.hoten, doctors.chuyenkhoa, doctors.chuyenkhoa_en, doctors.hocham, doctors.sochungchi],
    sortable: {
      thutu: doctors.thutu,
      hoten: icu(staff.hoten),
      namkinhnghiem: doctors.namkinhnghiem,
      createdAt: doctors.createdAt,
      updatedAt: doctors.updatedAt,
    },
    defaultSort: 'thutu',
    tieBreak: asc(doctors._id),
    columns: itemColumns,
    from: (fields) =>
      db
        .select(fields)
        .from(doctors)
        .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
        .leftJoin(portraits, eq(portraits._id, doctors.hinhanh_id))
        .leftJoin(avatars, eq(avatars._id, staff.hinhanh_id)),
    map: withPicture,
  });
}

/** 'HH:MM:SS' from the database as the 'HH:MM' the contract speaks. */
const clock = (time: string) => time.slice(0, 5);

/** A doctor's week, by weekday and start, in the body's shape (the kit's history keeps it so). */
export async function readHours(db: Pick<Database, 'select'>, doctorId: string): Promise<DoctorSession[]> {
  const rows = await db
    .select({
      thu: doctorHours.thu,
      batdau: doctorHours.batdau,
      ketthuc: doctorHours.ketthuc,
      ghichu: doctorHours.ghichu,
      ghichu_en: doctorHours.ghichu_en,
      phong_id: doctorHours.phong_id,
    })
    .from(doctorHours)
    .where(eq(doctorHours.bacsi_id, doctorId))
    .orderBy(asc(doctorHours.thu), asc(doctorHours.batdau));
  return rows.map((row) => ({ ...row, batdau: clock(row.batdau), ketthuc: clock(row.ketthuc) }));
}

/** The week as child rows of the profile (lib/crud/write.ts): one save replaces it whole, in the same transaction. */
export const hoursChildren: ChildRows = {
  read: (tx, id) => readHours(tx, id),
  write: async (tx: Transaction, id, value) => {
    const sessions = value as DoctorSession[];
    await tx.delete(doctorHours).where(eq(doctorHours.bacsi_id, id));
    if (sessions.length === 0) return;
    await tx.insert(doctorHours).values(
      sessions.map((session) => ({
        bacsi_id: id,
        thu: session.thu,
        batdau: session.batdau,
        ketthuc: session.ketthuc,
        ghichu: session.ghichu ?? null,
        ghichu_en: session.ghichu_en ?? null,
        phong_id: session.phong_id ?? null,
      })),
    );
  },
};

export async function getDoctor(db: Database, id: string, reader: Reader) {
  const clinicId = await readerClinic(db, reader);
  const [row] = await db
    .select({
      ...itemColumns,
      noidung: doctors.noidung,
      noidung_en: doctors.noidung_en,
      hinhanh_id: doctors.hinhanh_id,
      thoiluong: doctors.thoiluong,
      createdAt: doctors.createdAt,
    })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .leftJoin(portraits, eq(portraits._id, doctors.hinhanh_id))
    .leftJoin(avatars, eq(avatars._id, staff.hinhanh_id))
    .where(and(eq(doctors._id, id), visible(clinicId, reader)));
  if (!row) return null;
  return { ...withPicture(row), lichlamviec: await readHours(db, id) };
}

/** Whether the public site shows this doctor: what a booking from a doctor's page may name. */
export async function isPublicDoctor(db: Database, id: string): Promise<boolean> {
  const clinicId = await siteClinicId(db);
  const [row] = await db
    .select({ _id: doctors._id })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .where(and(eq(doctors._id, id), visible(clinicId, { staff: false })));
  return Boolean(row);
}

/**
 * Staff whose account is live and active and who may be given a profile in the clinic: its own staff (or the
 * owner's accounts); for the installation's owner any clinic's staff, since a doctor may work in several.
 */
const liveStaff = (clinicId: string, anyClinic: boolean) =>
  and(
    isNull(staff.deletedAt),
    eq(staff.kichhoat, true),
    anyClinic ? undefined : or(eq(staff.phongkham_id, clinicId), isNull(staff.phongkham_id)),
  );

/** The clinic a new profile goes to: the editor's own; the owner's choice, or the site's clinic. */
async function profileClinic(tx: Pick<Database, 'select'>, actor: Actor, chosen: unknown): Promise<string> {
  const own = await staffClinic(tx, actor);
  if (own) return own;
  if (typeof chosen !== 'string') return siteClinicId(tx);
  const [clinic] = await tx.select({ _id: clinics._id }).from(clinics).where(eq(clinics._id, chosen));
  if (!clinic) throw fieldError('phongkham_id', 'errors.unknownClinic');
  return clinic._id;
}

/**
 * Staff who may get a profile in the clinic, for the form's select: live and active, whose role examines (view on
 * /kham-benh: a receptionist or an editor is no doctor, issue 28), and holding none there yet.
 */
export async function doctorCandidates(db: Database, actor: Actor, chosen?: string) {
  const clinicId = await profileClinic(db, actor, chosen);
  const rows = await db
    .select({ _id: staff._id, hoten: staff.hoten, taikhoan: staff.taikhoan, email: staff.email, menu: roles.menu })
    .from(staff)
    .innerJoin(roles, eq(roles._id, staff.vaitro_id))
    .where(
      and(
        liveStaff(clinicId, seesEveryClinic(actor)),
        notExists(
          db
            .select({ _id: doctors._id })
            .from(doctors)
            .where(
              and(eq(doctors.nhanvien_id, staff._id), eq(doctors.phongkham_id, clinicId), isNull(doctors.deletedAt)),
            ),
        ),
      ),
    )
    .orderBy(icu(staff.hoten), asc(staff._id));
  return rows
    .filter((row) => grantsAny(row.menu, examinationResource.urls, 'view'))
    .map(({ menu: _menu, ...row }) => row);
}

/** The profiles a staff member may update or delete (the kit's `writableBy`): their clinic's, as the reads have it. */
export async function writableDoctors(actor: Actor, tx: Pick<Database, 'select'>): Promise<SQL | undefined> {
  const clinic = await staffClinic(tx, actor);
  return clinic ? eq(doctors.phongkham_id, clinic) : undefined;
}

/**
 * Column values from the editor's body. On create: the profile's clinic (`profileClinic`), after checking the chosen
 * account is a live staff member who may work there (400) without a live profile there (409, rather than the unique
 * index's generic message).
 */
export async function prepareDoctor(values: Record<string, unknown>, { tx, actor, id }: WriteContext) {
  if (id !== null) return values;
  const clinicId = await profileClinic(tx, actor, values.phongkham_id);
  const memberId = values.nhanvien_id as string;
  const [member] = await tx
    .select({ _id: staff._id })
    .from(staff)
    .where(and(eq(staff._id, memberId), liveStaff(clinicId, seesEveryClinic(actor))));
  if (!member) throw fieldError('nhanvien_id', 'errors.unknownReference');
  const [profile] = await tx
    .select({ _id: doctors._id })
    .from(doctors)
    .where(and(eq(doctors.nhanvien_id, memberId), eq(doctors.phongkham_id, clinicId), isNull(doctors.deletedAt)))
    .limit(1);
  if (profile) throw new FieldError(409, 'errors.doctorProfileExists', 'nhanvien_id');
  return { ...values, phongkham_id: clinicId };
}

/**
 * Whether the staff member works in the clinic as a doctor (a live profile there): such a clinic may be the one
 * their request works in (the `x-phongkham-id` header, plugins/access.ts).
 */
export async function practisesIn(db: Pick<Database, 'select'>, nhanvien_id: string, clinic: string): Promise<boolean> {
  const [row] = await db
    .select({ _id: doctors._id })
    .from(doctors)
    .where(and(eq(doctors.nhanvien_id, nhanvien_id), eq(doctors.phongkham_id, clinic), isNull(doctors.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** Listed doctors with their names and last change, for the sitemap. */
export async function doctorLinks(db: Database) {
  const clinicId = await siteClinicId(db);
  return db
    .select({ _id: doctors._id, title: staff.hoten, updatedAt: doctors.updatedAt })
    .from(doctors)
    .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
    .where(visible(clinicId, { staff: false }))
    .orderBy(asc(doctors.thutu), asc(doctors._id));
}
