// Fills an empty database with the demo content, so a first start shows a living site: the clinic and its
// settings, then each kind of content (news, services, products, diseases, doctors, sponsored operations,
// success stories, single pages, FAQ, guides) when its table is still empty. Each kind is one transaction, all of it or
// none; a database from before a kind existed gets that kind on its next start, and one whose staff have
// already written content keeps it untouched. Bodies go through sanitizeHtml() like any editor's, pictures
// through storeImage() like any upload.
import { slugify } from '@phongkham/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  clinicHours,
  catalogueEntries,
  patients,
  clinics,
  holidays,
  diseaseDoctors,
  diseases,
  diseaseServices,
  doctorHours,
  doctors,
  news,
  newsCategories,
  pages,
  productCategories,
  products,
  roles,
  serviceGroups,
  services,
  settings,
  sponsoredOperations,
  donations,
  faqCategories,
  faqs,
  guideCategories,
  guides,
  labTests,
  drugs,
  staff,
  stores,
  successStories,
  suppliers,
} from '../schema';
import { sanitizeHtml } from '../../lib/html';
import { generatePassword, hashPassword } from '../../lib/password';
import { storeImage } from '../../lib/files/store';
import type { FileStorage } from '../../lib/files/storage';
import { ensureRoles } from './accounts';
import { demoCatalogues } from './catalogues';
import { vietnameseHolidays } from './holidays';
import { demoPanels } from './lab';
import { demoDrugs } from './drugs';
import { DEMO_PATIENT_NOTE, demoPatients } from './patients';
import { demoClinic, demoNewsCategories, demoOpeningHours, demoSetting } from './content';
import { ensureEmailTemplates } from './email-templates';
import { demoDiseases } from './diseases';
import { demoDoctors } from './doctors';
import { demoFaqCategories } from './faq';
import { demoGuideCategories } from './guides';
import { demoNews } from './news';
import { demoPages } from './pages';
import { portraitSvg, renderPicture, sceneSvg, type Portrait, type Scene } from './pictures';
import { demoProductCategories } from './products';
import { demoServiceGroups } from './services';
import { demoSponsorships } from './sponsorships';
import { demoStories } from './stories';
import { demoSuppliers } from './suppliers';
import type { Texts } from './types';

export const seedDomains = [
  'clinic',
  'news',
  'services',
  'products',
  'doctors',
  // After the doctors and services: a disease links to both.
  'diseases',
  'sponsorships',
  'stories',
  'pages',
  'faq',
  'guides',
  'catalogues',
  'holidays',
  // After the services: each panel is a lab-kind service.
  'labTests',
  'drugs',
  'patients',
  'suppliers',
] as const;
export type SeedDomain = (typeof seedDomains)[number];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Two instances starting on one empty database: the second waits, then finds the content there. */
const lockSeed = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('phongkham-seed'))`);

const isEmpty = async (tx: Tx, table: PgTable) => ((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Runs `work` on at most `limit` items at a time, keeping their order. After a failure it starts nothing new
 * and waits for what is running, so nothing writes after the transaction has been rolled back.
 */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/** A storage that remembers what it saved, so a failed seed can take its files back. */
function recording(storage: FileStorage) {
  const saved: string[] = [];
  const wrapped: FileStorage = {
    provider: storage.provider,
    root: storage.root,
    save: async (key, bytes) => {
      await storage.save(key, bytes);
      saved.push(key);
    },
    remove: (key) => storage.remove(key),
  };
  return { storage: wrapped, undo: () => Promise.all(saved.map((key) => storage.remove(key))) };
}

/** Bodies cleaned as every write path cleans them. */
const texts = (item: Texts) => ({
  mota: item.mota,
  mota_en: item.mota_en,
  noidung: sanitizeHtml(item.noidung),
  noidung_en: sanitizeHtml(item.noidung_en),
});

/**
 * Nine in the morning, Vietnam time, that many days ago. A database seeded on another day (a prepared image,
 * db/seed/first-start-image.ts) has its dates moved by shiftSeededDates(): every column filled from it is listed there.
 */
function daysAgo(days: number, now = new Date()): Date {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(2, 0, 0, 0);
  return date;
}

interface DomainContext {
  tx: Tx;
  clinicId: string;
  /** Stores a picture of this domain and returns its file id. */
  picture(picture: Scene | { portrait: Portrait }, name: string): Promise<string>;
}

/** Runs one domain's seed in its own transaction when `empty` says its tables are empty. */
async function seedDomain(
  db: Database,
  storage: FileStorage,
  folder: string,
  empty: (tx: Tx) => Promise<boolean>,
  fill: (context: DomainContext) => Promise<void>,
): Promise<boolean> {
  const files = recording(storage);
  try {
    return await db.transaction(async (tx) => {
      await lockSeed(tx);
      if (!(await empty(tx))) return false;
      const [setting] = await tx.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
      if (!setting) throw new Error('the clinic must be seeded before its content');
      const clinicId = setting.phongkham_id;
      await fill({
        tx,
        clinicId,
        picture: async (picture, name) => {
          const svg = 'portrait' in picture ? portraitSvg(picture.portrait) : sceneSvg(picture);
          const file = await storeImage(tx, files.storage, {
            bytes: await renderPicture(svg),
            tenfile: `${slugify(name) || folder}.webp`,
            folder_id: folder,
            phongkham_id: clinicId,
          });
          return file._id;
        },
      });
      return true;
    });
  } catch (error) {
    await files.undo();
    throw error;
  }
}

/** Pictures are drawn two at a time: sharp works in its own threads, and two cores are common. */
const PARALLEL_PICTURES = 2;

async function seedClinic(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeed(tx);
    if (!(await isEmpty(tx, settings))) return false;
    const [clinic] = await tx.insert(clinics).values(demoClinic).returning({ _id: clinics._id });
    await tx.insert(clinicHours).values(demoOpeningHours.map((hours) => ({ ...hours, phongkham_id: clinic!._id })));
    await tx.insert(settings).values({ ...demoSetting, phongkham_id: clinic!._id });
    // The clinic's pharmacy store, which every clinic has from its first day (modules/stock/stores.service.ts).
    await tx.insert(stores).values({ phongkham_id: clinic!._id, ten: 'Nhà thuốc', loai: 'NHA_THUOC' });
    await tx
      .insert(newsCategories)
      .values(demoNewsCategories.map((category) => ({ ...category, slug: slugify(category.tendanhmuc) })));
    return true;
  });
}

const seedNews = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'tintuc',
    (tx) => isEmpty(tx, news),
    async ({ tx, clinicId, picture }) => {
      const categories = await tx
        .select({ _id: newsCategories._id, tendanhmuc: newsCategories.tendanhmuc })
        .from(newsCategories)
        .where(sql`${newsCategories.deletedAt} is null`)
        .orderBy(newsCategories.thutu);
      // Staff may have renamed or removed the demo categories: their articles then go to the first one.
      if (categories.length === 0) return;
      const byName = new Map(categories.map((category) => [category.tendanhmuc, category._id]));
      const images = await mapLimit(demoNews, PARALLEL_PICTURES, (article) => picture(article.picture, article.tieude));
      await tx.insert(news).values(
        demoNews.map((article, i) => ({
          phongkham_id: clinicId,
          dmtintuc_id: byName.get(article.danhmuc) ?? categories[0]!._id,
          tieude: article.tieude,
          tieude_en: article.tieude_en,
          slug: slugify(article.tieude),
          ...texts(article),
          hinhanh_id: images[i],
          noibat: article.noibat ?? false,
          ngaydang: daysAgo(article.daysAgo),
        })),
      );
    },
  );

const seedServices = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'dichvu',
    async (tx) => (await isEmpty(tx, serviceGroups)) && (await isEmpty(tx, services)),
    async ({ tx, clinicId, picture }) => {
      for (const [g, group] of demoServiceGroups.entries()) {
        const [created] = await tx
          .insert(serviceGroups)
          .values({
            phongkham_id: clinicId,
            tendanhmuc: group.tendanhmuc,
            tendanhmuc_en: group.tendanhmuc_en,
            ...texts(group),
            hinhanh_id: await picture(group.picture, group.tendanhmuc),
            thutu: g + 1,
          })
          .returning({ _id: serviceGroups._id });
        const images = await mapLimit(group.dichvu, PARALLEL_PICTURES, (service) =>
          picture(service.picture, service.tendichvu),
        );
        await tx.insert(services).values(
          group.dichvu.map((service, i) => ({
            phongkham_id: clinicId,
            dmdichvu_id: created!._id,
            tendichvu: service.tendichvu,
            tendichvu_en: service.tendichvu_en,
            ...texts(service),
            gia: service.gia,
            donvitinh: service.donvitinh,
            donvitinh_en: service.donvitinh_en,
            loai: service.loai,
            ghichu: service.ghichu?.vi ?? null,
            ghichu_en: service.ghichu?.en ?? null,
            hinhanh_id: images[i],
            thutu: i + 1,
          })),
        );
      }
    },
  );

const seedProducts = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'sanpham',
    async (tx) => (await isEmpty(tx, productCategories)) && (await isEmpty(tx, products)),
    async ({ tx, clinicId, picture }) => {
      for (const [c, category] of demoProductCategories.entries()) {
        const [created] = await tx
          .insert(productCategories)
          .values({
            phongkham_id: clinicId,
            tendanhmuc: category.tendanhmuc,
            tendanhmuc_en: category.tendanhmuc_en,
            thutu: c + 1,
          })
          .returning({ _id: productCategories._id });
        const images = await mapLimit(category.sanpham, PARALLEL_PICTURES, (product) =>
          picture(product.picture, product.tensanpham),
        );
        await tx.insert(products).values(
          category.sanpham.map((product, i) => ({
            phongkham_id: clinicId,
            dmsanpham_id: created!._id,
            tensanpham: product.tensanpham,
            tensanpham_en: product.tensanpham_en,
            ...texts(product),
            gia: product.gia,
            hinhanh_id: images[i],
            thutu: i + 1,
          })),
        );
      }
    },
  );

const seedDiseases = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'benh',
    (tx) => isEmpty(tx, diseases),
    async ({ tx, clinicId, picture }) => {
      const images = await mapLimit(demoDiseases, PARALLEL_PICTURES, (disease) =>
        picture(disease.picture, disease.tenbenh),
      );
      const rows = await tx
        .insert(diseases)
        .values(
          demoDiseases.map((disease, i) => ({
            phongkham_id: clinicId,
            tenbenh: disease.tenbenh,
            tenbenh_en: disease.tenbenh_en,
            ...texts(disease),
            hinhanh_id: images[i],
            thutu: i + 1,
          })),
        )
        .returning({ _id: diseases._id });
      // The links name services and doctors as people read them; one that staff renamed or removed is left out.
      const serviceIds = new Map(
        (
          await tx
            .select({ _id: services._id, name: services.tendichvu })
            .from(services)
            .where(
              and(
                eq(services.phongkham_id, clinicId),
                isNull(services.deletedAt),
                inArray(services.tendichvu, [...new Set(demoDiseases.flatMap((disease) => disease.dichvu))]),
              ),
            )
        ).map((row) => [row.name, row._id]),
      );
      const doctorIds = new Map(
        (
          await tx
            .select({ _id: doctors._id, account: staff.taikhoan })
            .from(doctors)
            .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
            .where(and(eq(doctors.phongkham_id, clinicId), isNull(doctors.deletedAt)))
        ).map((row) => [row.account, row._id]),
      );
      const linked = <T>(names: string[], ids: Map<string, string>, link: (id: string) => T) =>
        names.flatMap((name) => (ids.has(name) ? [link(ids.get(name)!)] : []));
      const serviceLinks = demoDiseases.flatMap((disease, i) =>
        linked(disease.dichvu, serviceIds, (dichvu_id) => ({ benh_id: rows[i]!._id, dichvu_id })),
      );
      const doctorLinks = demoDiseases.flatMap((disease, i) =>
        linked(disease.bacsi, doctorIds, (bacsi_id) => ({ benh_id: rows[i]!._id, bacsi_id })),
      );
      if (serviceLinks.length > 0) await tx.insert(diseaseServices).values(serviceLinks);
      if (doctorLinks.length > 0) await tx.insert(diseaseDoctors).values(doctorLinks);
    },
  );

const seedDoctors = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'bacsi',
    (tx) => isEmpty(tx, doctors),
    async ({ tx, clinicId, picture }) => {
      const [role] = await tx.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'BACSY'));
      if (!role) throw new Error('ensureRoles must run before the doctors are seeded');
      // Nobody knows these passwords: a doctor sets one through password recovery before signing in.
      const [passwords, photos] = await Promise.all([
        Promise.all(demoDoctors.map(() => hashPassword(generatePassword()))),
        mapLimit(demoDoctors, PARALLEL_PICTURES, (doctor) => picture({ portrait: doctor.portrait }, doctor.hoten)),
      ]);
      for (const [i, doctor] of demoDoctors.entries()) {
        // An account of that name may exist already (created by staff before the profiles): reuse it.
        const [existing] = await tx.select({ _id: staff._id }).from(staff).where(eq(staff.taikhoan, doctor.taikhoan));
        const member =
          existing ??
          (
            await tx
              .insert(staff)
              .values({
                phongkham_id: clinicId,
                vaitro_id: role._id,
                taikhoan: doctor.taikhoan,
                matkhau: passwords[i]!,
                hoten: doctor.hoten,
                email: doctor.email,
                hinhanh_id: photos[i],
                kichhoat: true,
              })
              .returning({ _id: staff._id })
          )[0]!;
        const [profile] = await tx
          .insert(doctors)
          .values({
            phongkham_id: clinicId,
            nhanvien_id: member._id,
            hocham: doctor.hocham,
            hocham_en: doctor.hocham_en,
            sochungchi: doctor.sochungchi,
            chuyenkhoa: doctor.chuyenkhoa,
            chuyenkhoa_en: doctor.chuyenkhoa_en,
            ...texts(doctor),
            namkinhnghiem: doctor.namkinhnghiem,
            hinhanh_id: photos[i],
            thutu: i + 1,
          })
          .returning({ _id: doctors._id });
        await tx.insert(doctorHours).values(
          doctor.lichlamviec.map((session) => ({
            bacsi_id: profile!._id,
            ...session,
            ghichu: session.ghichu ?? null,
            ghichu_en: session.ghichu_en ?? null,
          })),
        );
      }
    },
  );

const seedSponsorships = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'taitro',
    (tx) => isEmpty(tx, sponsoredOperations),
    async ({ tx, clinicId, picture }) => {
      const images = await mapLimit(demoSponsorships, PARALLEL_PICTURES, (item) => picture(item.picture, item.tieude));
      const operations = await tx
        .insert(sponsoredOperations)
        .values(
          demoSponsorships.map((item, i) => ({
            phongkham_id: clinicId,
            tieude: item.tieude,
            tieude_en: item.tieude_en,
            ...texts(item),
            benhnhan: item.benhnhan,
            benhnhan_en: item.benhnhan_en,
            chiphi: item.chiphi,
            trangthai: item.trangthai,
            hinhanh_id: images[i],
            ngaydang: daysAgo(item.daysAgo),
          })),
        )
        .returning({ _id: sponsoredOperations._id });
      // What each has raised is the sum of its donations.
      const gifts = demoSponsorships.flatMap((item, i) =>
        item.donations.map((gift) => ({
          taitro_id: operations[i]!._id,
          nhataitro: gift.nhataitro,
          sotien: gift.sotien,
          congkhai: gift.congkhai,
          ngay: daysAgo(gift.daysAgo).toISOString().slice(0, 10),
        })),
      );
      if (gifts.length) await tx.insert(donations).values(gifts);
    },
  );

const seedStories = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'cauchuyen',
    (tx) => isEmpty(tx, successStories),
    async ({ tx, clinicId, picture }) => {
      const images = await mapLimit(demoStories, PARALLEL_PICTURES, (story) => picture(story.picture, story.tieude));
      // A story that follows a demo operation links to it, when that operation is still there.
      const operations = await tx
        .select({ _id: sponsoredOperations._id, tieude: sponsoredOperations.tieude })
        .from(sponsoredOperations)
        .where(and(eq(sponsoredOperations.phongkham_id, clinicId), isNull(sponsoredOperations.deletedAt)));
      await tx.insert(successStories).values(
        demoStories.map((story, i) => ({
          phongkham_id: clinicId,
          tieude: story.tieude,
          tieude_en: story.tieude_en,
          ...texts(story),
          hinhanh_id: images[i],
          taitro_id: operations.find((operation) => operation.tieude === story.taitro)?._id ?? null,
          ngaydang: daysAgo(story.daysAgo),
        })),
      );
    },
  );

/** Pages are one per code: only the missing codes are added, edited pages stay as they are. */
const seedPages = (db: Database, storage: FileStorage) => {
  const missing = async (tx: Tx) => {
    const [setting] = await tx.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
    const present = await tx
      .select({ ma: pages.ma })
      .from(pages)
      .where(eq(pages.phongkham_id, setting?.phongkham_id ?? sql`null`));
    const have = new Set(present.map((row) => row.ma));
    return demoPages.filter((page) => !have.has(page.ma));
  };
  return seedDomain(
    db,
    storage,
    'trang',
    async (tx) => (await missing(tx)).length > 0,
    async ({ tx, clinicId, picture }) => {
      const todo = await missing(tx);
      const images = await mapLimit(todo, PARALLEL_PICTURES, (page) => picture(page.picture, page.tieude));
      await tx.insert(pages).values(
        todo.map((page, i) => ({
          phongkham_id: clinicId,
          ma: page.ma,
          tieude: page.tieude,
          tieude_en: page.tieude_en,
          ...texts(page),
          hinhanh_id: images[i],
        })),
      );
    },
  );
};

const seedFaq = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'faq',
    async (tx) => (await isEmpty(tx, faqCategories)) && (await isEmpty(tx, faqs)),
    async ({ tx, clinicId }) => {
      for (const [c, category] of demoFaqCategories.entries()) {
        const [created] = await tx
          .insert(faqCategories)
          .values({
            phongkham_id: clinicId,
            tendanhmuc: category.tendanhmuc,
            tendanhmuc_en: category.tendanhmuc_en,
            thutu: c + 1,
          })
          .returning({ _id: faqCategories._id });
        await tx.insert(faqs).values(
          category.cauhoi.map((question, i) => ({
            phongkham_id: clinicId,
            dmfaq_id: created!._id,
            cauhoi: question.cauhoi,
            cauhoi_en: question.cauhoi_en,
            traloi: sanitizeHtml(question.traloi)!,
            traloi_en: sanitizeHtml(question.traloi_en),
            thutu: i + 1,
          })),
        );
      }
    },
  );

const seedGuides = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'huongdan',
    async (tx) => (await isEmpty(tx, guideCategories)) && (await isEmpty(tx, guides)),
    async ({ tx, clinicId, picture }) => {
      for (const [c, category] of demoGuideCategories.entries()) {
        const [created] = await tx
          .insert(guideCategories)
          .values({
            phongkham_id: clinicId,
            tendanhmuc: category.tendanhmuc,
            tendanhmuc_en: category.tendanhmuc_en,
            thutu: c + 1,
          })
          .returning({ _id: guideCategories._id });
        const images = await mapLimit(category.huongdan, PARALLEL_PICTURES, (guide) =>
          picture(guide.picture, guide.tieude),
        );
        await tx.insert(guides).values(
          category.huongdan.map((guide, i) => ({
            phongkham_id: clinicId,
            dmhuongdan_id: created!._id,
            tieude: guide.tieude,
            tieude_en: guide.tieude_en,
            ...texts(guide),
            hinhanh_id: images[i],
            thutu: i + 1,
          })),
        );
      }
    },
  );

const seedCatalogues = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'danhmuc',
    (tx) => isEmpty(tx, catalogueEntries),
    async ({ tx, clinicId }) => {
      const position = new Map<string, number>();
      await tx.insert(catalogueEntries).values(
        demoCatalogues.map((entry) => {
          const thutu = (position.get(entry.loai) ?? 0) + 1;
          position.set(entry.loai, thutu);
          return { ...entry, phongkham_id: clinicId, thutu };
        }),
      );
    },
  );

/** The public holidays of the years ahead for each clinic (not demo data: a real clinic keeps them). */
const seedHolidays = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'ngaynghi',
    (tx) => isEmpty(tx, holidays),
    async ({ tx }) => {
      const clinicRows = await tx.select({ _id: clinics._id }).from(clinics);
      await tx
        .insert(holidays)
        .values(
          clinicRows.flatMap((clinic) => vietnameseHolidays.map((day) => ({ ...day, phongkham_id: clinic._id }))),
        );
    },
  );

/**
 * The lab catalogue: each demo panel's tests under the clinic's lab-kind service of that name (the demo price list
 * holds them all); a panel the price list lacks, in an installation that predates the catalogue, is left out.
 */
const seedLabTests = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'chisoxetnghiem',
    (tx) => isEmpty(tx, labTests),
    async ({ tx, clinicId }) => {
      const labServices = await tx
        .select({ _id: services._id, tendichvu: services.tendichvu })
        .from(services)
        .where(and(eq(services.phongkham_id, clinicId), eq(services.loai, 'XET_NGHIEM'), isNull(services.deletedAt)));
      for (const panel of demoPanels) {
        const service = labServices.find((row) => panel.tendichvu.includes(row.tendichvu));
        if (!service) continue;
        await tx
          .insert(labTests)
          .values(
            panel.chiso.map((test, i) => ({ ...test, phongkham_id: clinicId, dichvu_id: service._id, thutu: i + 1 })),
          );
      }
    },
  );

/**
 * The drug catalogue, shared by the installation's clinics: an installation that predates it gets it on its next
 * start, as staff then need something to prescribe from (seed/drugs.ts).
 */
const seedDrugs = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'thuoc',
    (tx) => isEmpty(tx, drugs),
    async ({ tx }) => {
      await tx
        .insert(drugs)
        .values(
          demoDrugs.map((drug) => ({ ...drug, hoatchat: drug.thanhphan.map((part) => part.hoatchat).join(', ') })),
        );
    },
  );

/**
 * Demo patients go only into a new installation (seeded in the same run as its clinic): an existing clinic that
 * upgrades has an empty register because the register is new, and fictional people must never join its real ones.
 */
const seedPatients = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'benhnhan',
    (tx) => isEmpty(tx, patients),
    async ({ tx, clinicId }) => {
      await tx.insert(patients).values(
        demoPatients.map((patient) => ({
          ...patient,
          phongkham_id: clinicId,
          // The register's own sequence, so codes the back office gives next follow on (BN-000009 and on).
          ma: sql`'BN-' || lpad(nextval('benhnhan_ma_seq')::text, 6, '0')`,
          ghichu: DEMO_PATIENT_NOTE,
        })),
      );
    },
  );

/** Demo suppliers, like the demo patients, go only into a new installation: fictional companies never join real ones. */
const seedSuppliers = (db: Database, storage: FileStorage) =>
  seedDomain(
    db,
    storage,
    'nhacungcap',
    (tx) => isEmpty(tx, suppliers),
    async ({ tx, clinicId }) => {
      await tx.insert(suppliers).values(demoSuppliers.map((supplier) => ({ ...supplier, phongkham_id: clinicId })));
    },
  );

/**
 * Seeds what is missing and returns the kinds it seeded (empty when the database already had everything).
 * `storage` receives the pictures (main.ts: DATA_DIR/uploads; tests: a temporary folder).
 */
export async function seedIfEmpty(db: Database, storage: FileStorage): Promise<SeedDomain[]> {
  const seeded: SeedDomain[] = [];
  const fresh = await seedClinic(db);
  if (fresh) seeded.push('clinic');
  // Doctors are staff accounts with the BACSY role.
  await ensureRoles(db);
  // The mails the system sends need their templates, demo or not.
  await ensureEmailTemplates(db);
  const steps: [SeedDomain, (db: Database, storage: FileStorage) => Promise<boolean>][] = [
    ['news', seedNews],
    ['services', seedServices],
    ['products', seedProducts],
    ['doctors', seedDoctors],
    ['diseases', seedDiseases],
    ['sponsorships', seedSponsorships],
    ['stories', seedStories],
    ['pages', seedPages],
    ['faq', seedFaq],
    ['guides', seedGuides],
    ['catalogues', seedCatalogues],
    ['holidays', seedHolidays],
    ['labTests', seedLabTests],
    ['drugs', seedDrugs],
    ...(fresh
      ? ([
          ['patients', seedPatients],
          ['suppliers', seedSuppliers],
        ] satisfies [SeedDomain, unknown][])
      : []),
  ];
  for (const [domain, step] of steps) if (await step(db, storage)) seeded.push(domain);
  return seeded;
}

/**
 * Moves every date the seed writes relative to its own day (daysAgo: news and sponsored operations as published,
 * their donations, stories) `days` later, so that a database seeded that many days ago (a prepared image,
 * db/seed/first-start-image.ts) reads as if it had been seeded today. For a database that holds only the seed.
 */
export async function shiftSeededDates(db: Database, days: number): Promise<void> {
  if (days === 0) return;
  const later = sql`make_interval(days => ${days}::int)`;
  await db.transaction(async (tx) => {
    await tx.update(news).set({ ngaydang: sql`${news.ngaydang} + ${later}` });
    await tx.update(sponsoredOperations).set({ ngaydang: sql`${sponsoredOperations.ngaydang} + ${later}` });
    await tx.update(donations).set({ ngay: sql`${donations.ngay} + ${days}::int` });
    await tx.update(successStories).set({ ngaydang: sql`${successStories.ngaydang} + ${later}` });
  });
}

/**
 * Gives each seeded doctor's account a new password that nobody knows, as seedDoctors does: a prepared image's were
 * made once for every installation made from it.
 */
export async function renewSeededPasswords(db: Database): Promise<void> {
  const hashes = await Promise.all(demoDoctors.map(() => hashPassword(generatePassword())));
  await db.transaction(async (tx) => {
    for (const [i, doctor] of demoDoctors.entries()) {
      await tx.update(staff).set({ matkhau: hashes[i]! }).where(eq(staff.taikhoan, doctor.taikhoan));
    }
  });
}
