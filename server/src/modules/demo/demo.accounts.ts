// The demo clinic's people (docs/decisions/0062-demo-clinic.md): one staff account per role of the clinic's day,
// with Vietnamese names and one shared random password, and a demo doctor who works every day of the week, so
// that a newcomer signs in as each person and sees their day whatever the weekday. Made once, on the first start
// of an empty installation, and written into the demo's register (the `demo` table) with the demo patients.
import type { RoleCode } from '@phongkham/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demo, doctorHours, doctors, patients, roles, settings, staff } from '../../db/schema';
import { DEMO_PATIENT_NOTE } from '../../db/seed/patients';
import { generatePassword, hashPassword } from '../../lib/password';

export interface DemoPerson {
  taikhoan: string;
  hoten: string;
  vaitro: RoleCode;
}

/**
 * One account per role of the day. The owner's account holds the manager's role, not the installation owner's
 * (ADMINISTRATOR): its password is public while the demo is open, so it reads the owner's day (the dashboard, the
 * reports, the money and the approvals) but cannot make accounts, change roles or the installation's settings, or
 * end the demo. The technician takes the samples and enters and verifies the results of the tests the doctor orders.
 */
export const demoPeople: DemoPerson[] = [
  { taikhoan: 'chu.demo', hoten: 'Nguyễn Thị Minh Châu', vaitro: 'QUANLY' },
  { taikhoan: 'letan.demo', hoten: 'Lý Thị Thanh Hằng', vaitro: 'LETAN' },
  { taikhoan: 'bacsi.demo', hoten: 'Trịnh Quang Vinh', vaitro: 'BACSY' },
  { taikhoan: 'duocsi.demo', hoten: 'Đỗ Văn Phúc', vaitro: 'DUOCSI' },
  { taikhoan: 'thungan.demo', hoten: 'Mai Thị Kim Oanh', vaitro: 'THUNGAN' },
  { taikhoan: 'ktv.demo', hoten: 'Phan Thu Trang', vaitro: 'KYTHUATVIEN' },
];

/** The demo doctor's day, every day of the week: the whole of the clinic's opening hours. */
const DOCTOR_HOURS = { batdau: '07:00', ketthuc: '20:30' };

export interface DemoCast {
  password: string;
  clinic: string;
  /** The demo doctor's profile. */
  bacsi_id: string;
  people: (DemoPerson & { _id: string })[];
}

/**
 * Makes the demo's accounts and register row when the installation has no demo yet; null when it has one (or had
 * one and ended it: a register row is only ever made on the start that seeded the clinic, see main.ts).
 */
export async function createDemoCast(db: Database): Promise<DemoCast | null> {
  const password = generatePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if ((await tx.select({ _id: demo._id }).from(demo).limit(1)).length > 0) return null;
    const [setting] = await tx.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
    if (!setting) throw new Error('the clinic must be seeded before the demo');
    const clinic = setting.phongkham_id;
    const roleRows = await tx
      .select({ _id: roles._id, ma: roles.ma })
      .from(roles)
      .where(
        inArray(
          roles.ma,
          demoPeople.map((person) => person.vaitro),
        ),
      );
    const roleId = new Map(roleRows.map((row) => [row.ma, row._id]));
    const people: DemoCast['people'] = [];
    for (const person of demoPeople) {
      const vaitro_id = roleId.get(person.vaitro);
      if (!vaitro_id) throw new Error('ensureRoles must run before the demo');
      const [row] = await tx
        .insert(staff)
        .values({
          taikhoan: person.taikhoan,
          matkhau: hash,
          hoten: person.hoten,
          vaitro_id,
          phongkham_id: clinic,
        })
        .returning({ _id: staff._id });
      people.push({ ...person, _id: row!._id });
    }
    const doctorAccount = people.find((person) => person.vaitro === 'BACSY')!;
    // Not shown on the public site (hienthi false): the site's doctors stay the clinic's own.
    const [profile] = await tx
      .insert(doctors)
      .values({
        phongkham_id: clinic,
        nhanvien_id: doctorAccount._id,
        hocham: 'BS.CKI',
        hocham_en: 'MD, Specialist Level I',
        sochungchi: '009999/HCM-CCHN',
        chuyenkhoa: 'Nội tổng quát',
        chuyenkhoa_en: 'General internal medicine',
        hienthi: false,
      })
      .returning({ _id: doctors._id });
    await tx
      .insert(doctorHours)
      .values([1, 2, 3, 4, 5, 6, 7].map((thu) => ({ bacsi_id: profile!._id, thu, ...DOCTOR_HOURS })));
    // The seeded register's patients are invented too (seed/patients.ts): the demo's to remove.
    const seededPatients = await tx
      .select({ _id: patients._id })
      .from(patients)
      .where(and(eq(patients.phongkham_id, clinic), eq(patients.ghichu, DEMO_PATIENT_NOTE)));
    await tx.insert(demo).values({
      matkhau: password,
      taikhoan: people.map(({ taikhoan, hoten, vaitro }) => ({ taikhoan, hoten, vaitro })),
      nhanvien_ids: people.map((person) => person._id),
      bacsi_ids: [profile!._id],
      benhnhan_ids: seededPatients.map((patient) => patient._id),
    });
    return { password, clinic, bacsi_id: profile!._id, people };
  });
}

/**
 * The demo's people again, when the demo is behind `today` (the clinic's day): the start that made them was stopped
 * before its morning was made, or its morning was made on an earlier day. It then goes on where it stopped. Null when
 * there is no demo, when today's morning is made, and when a real account has closed its sign-in (the demo's people
 * could no longer work).
 */
export async function unfinishedDemoCast(db: Database, today: string): Promise<DemoCast | null> {
  const [row] = await db.select().from(demo).limit(1);
  if (!row || (row.homnay && row.homnay >= today) || row.dongluc) return null;
  const [setting] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
  const bacsi_id = row.bacsi_ids[0];
  if (!setting || !bacsi_id || row.taikhoan.length !== row.nhanvien_ids.length) return null;
  return {
    password: row.matkhau,
    clinic: setting.phongkham_id,
    bacsi_id,
    // Both lists were written in the same order (createDemoCast).
    people: row.taikhoan.map((account, i) => ({
      taikhoan: account.taikhoan,
      hoten: account.hoten,
      vaitro: account.vaitro as RoleCode,
      _id: row.nhanvien_ids[i]!,
    })),
  };
}
