import { slugify } from '@phongkham/contracts';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir, testDatabase } from '../../test/database';
import type { Database, DatabaseHandle } from '../client';
import {
  patients,
  clinics,
  diseases,
  doctors,
  files,
  news,
  newsCategories,
  pages,
  productCategories,
  products,
  requests,
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
  staff,
  successStories,
} from '../schema';
import { sanitizeHtml } from '../../lib/html';
import { localStorage, type FileStorage } from '../../lib/files/storage';
import { demoClinic, demoNewsCategories, demoSetting } from './content';
import { demoFaqCategories } from './faq';
import { demoGuideCategories } from './guides';
import { demoDoctors } from './doctors';
import { demoNews } from './news';
import { renewSeededPasswords, seedDomains, seedIfEmpty, shiftSeededDates } from './index';
import { DEMO_PATIENT_NOTE, demoPatients } from './patients';

const handles: DatabaseHandle[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function database(options: { seeded?: boolean } = {}) {
  const handle = await testDatabase(options);
  handles.push(handle);
  return handle.db;
}

async function storageFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'phongkham-seed-test-'));
  folders.push(folder);
  return localStorage(folder);
}

const countOf = async (db: Database, table: Parameters<ReturnType<Database['select']>['from']>[0]) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

const counts = async (db: Database) => ({
  clinics: await countOf(db, clinics),
  settings: await countOf(db, settings),
  newsCategories: await countOf(db, newsCategories),
  news: await countOf(db, news),
  serviceGroups: await countOf(db, serviceGroups),
  services: await countOf(db, services),
  productCategories: await countOf(db, productCategories),
  products: await countOf(db, products),
  diseases: await countOf(db, diseases),
  doctors: await countOf(db, doctors),
  staff: await countOf(db, staff),
  sponsoredOperations: await countOf(db, sponsoredOperations),
  successStories: await countOf(db, successStories),
  pages: await countOf(db, pages),
  faqCategories: await countOf(db, faqCategories),
  faqs: await countOf(db, faqs),
  guideCategories: await countOf(db, guideCategories),
  guides: await countOf(db, guides),
  files: await countOf(db, files),
  requests: await countOf(db, requests),
});

const seededCounts = {
  clinics: 1,
  settings: 1,
  newsCategories: 5,
  news: 13,
  serviceGroups: 4,
  services: 17,
  productCategories: 3,
  products: 8,
  diseases: 6,
  doctors: 6,
  staff: 6,
  sponsoredOperations: 3,
  successStories: 3,
  pages: 7,
  faqCategories: 3,
  faqs: 11,
  guideCategories: 2,
  guides: 5,
  // One picture for each article, group, service, product, disease, doctor, case, story, page and guide.
  files: 13 + 4 + 17 + 8 + 6 + 6 + 3 + 3 + 7 + 5,
  requests: 0,
};

/** Letters only Vietnamese uses: a text that has none is not natural Vietnamese. */
const vietnamese = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;

/** The clinic's rows as the old seed left them: settings and categories, no content. */
async function seedAsBeforeContent(db: Database) {
  const [clinic] = await db.insert(clinics).values(demoClinic).returning({ _id: clinics._id });
  await db.insert(settings).values({ ...demoSetting, phongkham_id: clinic!._id });
  await db
    .insert(newsCategories)
    .values(demoNewsCategories.map((category) => ({ ...category, slug: slugify(category.tendanhmuc) })));
}

/** Every stored picture: a WebP file of the recorded size in the storage folder, at the expected size. */
async function expectPicturesOnDisk(db: Database, uploads: string) {
  const stored = await db.select().from(files);
  const onDisk = new Set(await readdir(uploads));
  for (const file of stored) {
    expect(onDisk.has(file.duongdan)).toBe(true);
    expect((await stat(path.join(uploads, file.duongdan))).size).toBe(file.kichthuoc);
    expect(file.loai).toBe('image/webp');
    const size = [file.chieurong, file.chieucao];
    expect([
      [1200, 675],
      [600, 750],
    ]).toContainEqual(size);
    const meta = await sharp(path.join(uploads, file.duongdan)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
  }
  expect(onDisk.size).toBe(stored.length);
}

describe('seedIfEmpty() on a database from before the content (settings, no content)', async () => {
  const db = await database();
  const storage = await storageFolder();
  await seedAsBeforeContent(db);
  const before = await db.select().from(settings);

  it('adds every kind of content and leaves the clinic and its settings as they were', async () => {
    // Demo patients and suppliers go into new installations only, never beside a clinic's real ones.
    expect(await seedIfEmpty(db, storage)).toEqual(
      seedDomains.filter((domain) => domain !== 'clinic' && domain !== 'patients' && domain !== 'suppliers'),
    );
    expect(await counts(db)).toEqual(seededCounts);
    expect(await db.select().from(settings)).toEqual(before);
    // Some sixty pictures drawn and stored: minutes on a loaded two-core machine.
  }, 180_000);

  it('stores every picture through the uploads storage', async () => {
    await expectPicturesOnDisk(db, storage.root);
    const [clinic] = await db.select({ _id: clinics._id }).from(clinics);
    const owners = await db.selectDistinct({ phongkham_id: files.phongkham_id }).from(files);
    expect(owners).toEqual([{ phongkham_id: clinic!._id }]);
  });

  it('seeds nothing the second time and keeps edits', async () => {
    await db.update(news).set({ tieude: 'Bài đã sửa' }).where(eq(news.tieude, demoNews[0]!.tieude));
    expect(await seedIfEmpty(db, storage)).toEqual([]);
    expect(await counts(db)).toEqual(seededCounts);
    expect(await countOf(db, news)).toBe(13);
    expect((await db.select().from(news).where(eq(news.tieude, 'Bài đã sửa'))).length).toBe(1);
  });

  it('seeds again only the kinds whose tables were emptied, and a missing page', async () => {
    const storyFiles = await db.select({ id: successStories.hinhanh_id }).from(successStories);
    await db.delete(successStories);
    await db.delete(donations);
    await db.delete(sponsoredOperations);
    await db.delete(pages).where(eq(pages.ma, 'TU_THIEN'));
    const keptPages = await db.select().from(pages);
    expect(await seedIfEmpty(db, storage)).toEqual(['sponsorships', 'stories', 'pages']);
    expect(await countOf(db, successStories)).toBe(3);
    expect(await countOf(db, sponsoredOperations)).toBe(3);
    expect((await db.select({ ma: pages.ma }).from(pages)).map((page) => page.ma).sort()).toEqual([
      'CHINH_SACH_BAO_MAT',
      'DANG_KY_THANH_VIEN',
      'DIEU_KHOAN_SU_DUNG',
      'GIOI_THIEU',
      'LIEN_HE',
      'TU_THIEN',
      'XET_DUYET_HO_SO',
    ]);
    // The pages that were there are untouched.
    for (const page of keptPages) {
      expect((await db.select().from(pages).where(eq(pages._id, page._id)))[0]).toEqual(page);
    }
    // New pictures for the new rows; the old ones stay stored.
    const newStoryFiles = await db.select({ id: successStories.hinhanh_id }).from(successStories);
    expect(newStoryFiles.some((file) => storyFiles.some((old) => old.id === file.id))).toBe(false);
  }, 60_000);
});

describe('seedIfEmpty() on an empty database (the test template, seeded once by the global setup)', async () => {
  const db = await database({ seeded: true });

  it('holds the clinic, its settings, the categories and every kind of content', async () => {
    expect(await counts(db)).toEqual(seededCounts);
    const [clinic] = await db.select().from(clinics);
    expect(clinic).toMatchObject({ ...demoClinic, deletedAt: null });
    const [setting] = await db.select().from(settings);
    expect(setting).toMatchObject({ ...demoSetting, phongkham_id: clinic!._id });
    const categories = await db.select().from(newsCategories);
    expect(categories.map(({ tendanhmuc, tendanhmuc_en, thutu }) => ({ tendanhmuc, tendanhmuc_en, thutu }))).toEqual(
      expect.arrayContaining(demoNewsCategories),
    );
  });

  it('holds the demo patients, marked as fictional, with codes from the register sequence', async () => {
    const rows = await db.select().from(patients).orderBy(asc(patients.ma));
    expect(rows.map((row) => row.hoten)).toEqual(demoPatients.map((patient) => patient.hoten));
    expect(rows.map((row) => row.ma)).toEqual(demoPatients.map((_, i) => `BN-${String(i + 1).padStart(6, '0')}`));
    for (const row of rows) expect(row.ghichu).toBe(DEMO_PATIENT_NOTE);
  });

  it('has its pictures in the seed folder', async () => {
    const folder = seededDataDir();
    expect(folder).toBeTruthy();
    await expectPicturesOnDisk(db, path.join(folder!, 'uploads'));
  });

  it('gives every record natural Vietnamese, an English translation, a picture and a clean body', async () => {
    const rows = [
      ...(await db.select().from(news)).map((r) => ({ title: [r.tieude, r.tieude_en], ...r })),
      ...(await db.select().from(serviceGroups)).map((r) => ({ title: [r.tendanhmuc, r.tendanhmuc_en], ...r })),
      ...(await db.select().from(services)).map((r) => ({ title: [r.tendichvu, r.tendichvu_en], ...r })),
      ...(await db.select().from(products)).map((r) => ({ title: [r.tensanpham, r.tensanpham_en], ...r })),
      ...(await db.select().from(diseases)).map((r) => ({ title: [r.tenbenh, r.tenbenh_en], ...r })),
      ...(await db.select().from(doctors)).map((r) => ({ title: [r.chuyenkhoa, r.chuyenkhoa_en], ...r })),
      ...(await db.select().from(sponsoredOperations)).map((r) => ({ title: [r.tieude, r.tieude_en], ...r })),
      ...(await db.select().from(successStories)).map((r) => ({ title: [r.tieude, r.tieude_en], ...r })),
      ...(await db.select().from(pages)).map((r) => ({ title: [r.tieude, r.tieude_en], ...r })),
    ];
    expect(rows).toHaveLength(13 + 4 + 17 + 8 + 6 + 6 + 3 + 3 + 7);
    for (const row of rows) {
      const [vi, en] = row.title as [string, string | null];
      expect(vi.length).toBeGreaterThan(3);
      expect(en?.length).toBeGreaterThan(3);
      expect(en).not.toBe(vi);
      for (const text of [row.mota, row.noidung]) expect(text).toMatch(vietnamese);
      // English may name Vietnamese people and places, so it is told apart by its own words.
      for (const text of [row.mota_en, row.noidung_en]) expect(text).toMatch(/\b(the|and|of|to|for|with)\b/i);
      // Bodies are stored as the sanitizer leaves them, with real structure.
      expect(row.noidung).toBe(sanitizeHtml(row.noidung));
      expect(row.noidung_en).toBe(sanitizeHtml(row.noidung_en));
      expect(row.noidung).toMatch(/<p>/);
      expect(row.noidung_en).toMatch(/<p>/);
      if ('hinhanh_id' in row) expect(row.hinhanh_id).toBeTruthy();
    }
    const titles = rows.map((row) => (row.title as string[])[0]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes news over every category, with headings, lists and 3 to 6 paragraphs, some featured', async () => {
    const articles = await db.select().from(news);
    const categories = await db.select().from(newsCategories);
    expect(new Set(articles.map((a) => a.dmtintuc_id))).toEqual(new Set(categories.map((c) => c._id)));
    for (const article of articles) {
      for (const body of [article.noidung!, article.noidung_en!]) {
        expect(body).toMatch(/<h2>/);
        expect(body).toMatch(/<(ul|ol)>/);
        const paragraphs = body.match(/<p>/g)!.length;
        expect(paragraphs).toBeGreaterThanOrEqual(2);
        expect(paragraphs + body.match(/<(ul|ol|blockquote)>/g)!.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs).toBeLessThanOrEqual(6);
      }
      expect(article.ngaydang.getTime()).toBeLessThan(Date.now());
    }
    expect(articles.filter((a) => a.noibat).length).toBeGreaterThanOrEqual(3);
  });

  it('prices services in whole đồng, and leaves some products to "contact us"', async () => {
    const list = await db.select().from(services);
    expect(list.every((s) => Number.isInteger(s.gia) && s.gia >= 50_000 && s.gia % 1000 === 0)).toBe(true);
    expect(list.find((s) => s.tendichvu === 'Khám tổng quát')).toMatchObject({ gia: 200_000, donvitinh: 'lần' });
    const items = await db.select().from(products);
    expect(items.filter((p) => p.gia === null).length).toBeGreaterThanOrEqual(1);
    expect(items.filter((p) => p.gia !== null).length).toBeGreaterThanOrEqual(1);
  });

  it('makes each doctor an active BACSY account nobody knows the password of', async () => {
    const rows = await db
      .select({ staff, role: roles.ma })
      .from(doctors)
      .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
      .innerJoin(roles, eq(roles._id, staff.vaitro_id));
    expect(rows).toHaveLength(6);
    for (const { staff: member, role } of rows) {
      expect(role).toBe('BACSY');
      expect(member.kichhoat).toBe(true);
      expect(member.deletedAt).toBeNull();
      expect(member.matkhau).toMatch(/^\$argon2id\$/);
      expect(member.hinhanh_id).toBeTruthy();
      expect(member.hoten).toMatch(vietnamese);
    }
    expect(new Set(rows.map((row) => row.staff.matkhau)).size).toBe(6);
    const profiles = await db.select().from(doctors);
    expect(profiles.every((p) => p.hocham && p.namkinhnghiem && p.namkinhnghiem > 0)).toBe(true);
  });

  it('raises money for two operations and reports one as operated', async () => {
    const cases = await db.select().from(sponsoredOperations);
    expect(cases.map((c) => c.trangthai).sort()).toEqual(['DANG_KEU_GOI', 'DANG_KEU_GOI', 'DA_PHAU_THUAT']);
    const gifts = await db.select().from(donations);
    for (const item of cases) {
      expect(item.chiphi).toBeGreaterThan(0);
      const raised = gifts.filter((gift) => gift.taitro_id === item._id).reduce((sum, gift) => sum + gift.sotien, 0);
      expect(raised).toBeGreaterThan(0);
      if (item.trangthai === 'DA_PHAU_THUAT') expect(raised).toBe(item.chiphi);
      else expect(raised).toBeLessThan(item.chiphi);
    }
  });

  it('publishes everything for the site clinic', async () => {
    const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
      { phongkham_id: string },
    ];
    for (const table of [
      news,
      serviceGroups,
      services,
      products,
      diseases,
      doctors,
      sponsoredOperations,
      successStories,
    ]) {
      const rows = await db
        .select({ phongkham_id: table.phongkham_id, hienthi: table.hienthi })
        .from(table)
        .where(isNull(table.deletedAt));
      expect(rows.every((row) => row.phongkham_id === phongkham_id && row.hienthi)).toBe(true);
    }
  });
});

describe('the FAQ and guides of the demo content', async () => {
  const db = await database({ seeded: true });

  it('asks 3 to 4 questions in each of its catalogues, in Vietnamese and English, with clean answers', async () => {
    const catalogues = await db.select().from(faqCategories).orderBy(faqCategories.thutu);
    expect(catalogues.map((c) => c.tendanhmuc)).toEqual(demoFaqCategories.map((c) => c.tendanhmuc));
    const questions = await db.select().from(faqs);
    for (const catalogue of catalogues) {
      expect(catalogue.tendanhmuc_en).toBeTruthy();
      const held = questions.filter((q) => q.dmfaq_id === catalogue._id);
      expect(held.length).toBeGreaterThanOrEqual(3);
      expect(held.length).toBeLessThanOrEqual(4);
    }
    for (const question of questions) {
      expect(question.cauhoi).toMatch(vietnamese);
      expect(question.cauhoi).toMatch(/\?$/);
      expect(question.cauhoi_en).toMatch(/\?$/);
      expect(question.traloi).toMatch(vietnamese);
      expect(question.traloi_en).toMatch(/\b(the|and|of|to|for|with|you)\b/i);
      expect(question.traloi).toBe(sanitizeHtml(question.traloi));
      expect(question.traloi).toMatch(/^<p>/);
    }
  });

  it('writes 2 to 3 guides in each of its catalogues, each with a picture and a structured body in both languages', async () => {
    const catalogues = await db.select().from(guideCategories);
    expect(catalogues.map((c) => c.tendanhmuc).sort()).toEqual(demoGuideCategories.map((c) => c.tendanhmuc).sort());
    const written = await db.select().from(guides);
    for (const catalogue of catalogues) {
      const held = written.filter((g) => g.dmhuongdan_id === catalogue._id);
      expect(held.length).toBeGreaterThanOrEqual(2);
      expect(held.length).toBeLessThanOrEqual(3);
    }
    for (const guide of written) {
      expect(guide.hinhanh_id).toBeTruthy();
      for (const text of [guide.tieude, guide.mota, guide.noidung]) expect(text).toMatch(vietnamese);
      for (const body of [guide.noidung!, guide.noidung_en!]) {
        expect(body).toBe(sanitizeHtml(body));
        expect(body).toMatch(/<h2>/);
        expect(body).toMatch(/<(ul|ol)>/);
      }
      expect(guide.tieude_en).not.toBe(guide.tieude);
      expect(guide.mota_en).toMatch(/\b(the|and|of|to|for|with|you)\b/i);
    }
  });

  it('publishes them for the site clinic', async () => {
    const [setting] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
    for (const row of [...(await db.select().from(faqs)), ...(await db.select().from(guides))]) {
      expect(row).toMatchObject({ phongkham_id: setting!.phongkham_id, hienthi: true, deletedAt: null });
    }
  });
});

describe('seedIfEmpty() when storing a picture fails', async () => {
  const db = await database();
  const folder = await storageFolder();
  let saves = 0;
  const failing: FileStorage = {
    ...folder,
    save: async (key, bytes) => {
      if (++saves === 4) throw new Error('disk full');
      await folder.save(key, bytes);
    },
  };

  it('leaves neither rows nor files of that kind behind', async () => {
    await expect(seedIfEmpty(db, failing)).rejects.toThrow('disk full');
    // The clinic went in its own transaction before; the news and their pictures did not.
    expect(await countOf(db, settings)).toBe(1);
    expect(await countOf(db, news)).toBe(0);
    expect(await countOf(db, files)).toBe(0);
    expect(await readdir(folder.root).catch(() => [])).toEqual([]);
  });
});

describe('shiftSeededDates() and renewSeededPasswords(), for a database seeded on another day', async () => {
  const db = await database({ seeded: true });
  const dates = async () => ({
    news: (await db.select({ at: news.ngaydang }).from(news).orderBy(news._id)).map((row) => row.at.getTime()),
    operations: (
      await db.select({ at: sponsoredOperations.ngaydang }).from(sponsoredOperations).orderBy(sponsoredOperations._id)
    ).map((row) => row.at.getTime()),
    donations: (await db.select({ day: donations.ngay }).from(donations).orderBy(donations._id)).map((row) =>
      Date.parse(row.day),
    ),
    stories: (await db.select({ at: successStories.ngaydang }).from(successStories).orderBy(successStories._id)).map(
      (row) => row.at.getTime(),
    ),
  });
  const doctorPasswords = async () =>
    new Map(
      (
        await db
          .select({ taikhoan: staff.taikhoan, matkhau: staff.matkhau })
          .from(staff)
          .innerJoin(doctors, eq(doctors.nhanvien_id, staff._id))
      ).map((row) => [row.taikhoan, row.matkhau]),
    );

  it('moves every date the seed wrote relative to its day by whole days', async () => {
    const before = await dates();
    await shiftSeededDates(db, 3);
    const later = (times: number[]) => times.map((time) => time + 3 * 86_400_000);
    expect(await dates()).toEqual({
      news: later(before.news),
      operations: later(before.operations),
      donations: later(before.donations),
      stories: later(before.stories),
    });
    await shiftSeededDates(db, -3);
    expect(await dates()).toEqual(before);
  });

  it("gives each doctor's account a new password of its own that nobody knows", async () => {
    const before = await doctorPasswords();
    await renewSeededPasswords(db);
    const after = await doctorPasswords();
    expect([...after.keys()].sort()).toEqual(demoDoctors.map((doctor) => doctor.taikhoan).sort());
    for (const [account, hash] of after) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toBe(before.get(account));
    }
    expect(new Set(after.values()).size).toBe(demoDoctors.length);
  });
});
