// The disease editor's API on the module kit: staff write a disease together with the services and doctors it links
// to (one transaction, one history row holding both lists), get field errors they can act on, and every flag is
// checked on the server. Anonymous readers never see an unpublished disease, nor a linked service or doctor the
// site does not show.
import { diseaseRecord } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, diseases, doctors, serviceGroups, services, settings, staff } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);

const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const [{ phongkham_id: clinicId }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];

// What the links point at: two shown services and a shown doctor of the demo, and rows the site does not show.
const serviceNamed = async (name: string) => (await db.select().from(services).where(eq(services.tendichvu, name)))[0]!;
const bloodTest = await serviceNamed('Xét nghiệm công thức máu');
const checkUp = await serviceNamed('Khám tổng quát');
const [shownDoctor] = await db
  .select({ _id: doctors._id, hoten: staff.hoten })
  .from(doctors)
  .innerJoin(staff, eq(staff._id, doctors.nhanvien_id))
  .where(eq(staff.taikhoan, 'bs.dangngoclan'));

const [hiddenGroup] = await db
  .insert(serviceGroups)
  .values({ phongkham_id: clinicId, tendanhmuc: 'Nhóm chưa công bố', hienthi: false })
  .returning();
const [hiddenService, serviceInHiddenGroup, removedService] = await db
  .insert(services)
  .values([
    {
      phongkham_id: clinicId,
      dmdichvu_id: bloodTest.dmdichvu_id,
      tendichvu: 'Dịch vụ chưa công bố',
      gia: 90_000,
      hienthi: false,
    },
    { phongkham_id: clinicId, dmdichvu_id: hiddenGroup!._id, tendichvu: 'Dịch vụ trong nhóm ẩn', gia: 120_000 },
    {
      phongkham_id: clinicId,
      dmdichvu_id: bloodTest.dmdichvu_id,
      tendichvu: 'Dịch vụ đã xóa',
      gia: 1,
      deletedAt: new Date(),
    },
  ])
  .returning();

async function doctorProfile(taikhoan: string, values: { hienthi?: boolean; kichhoat?: boolean } = {}) {
  const member = await createStaff(db, { role: 'BACSY', taikhoan });
  if (values.kichhoat === false) await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, member._id));
  const [profile] = await db
    .insert(doctors)
    .values({
      phongkham_id: clinicId,
      nhanvien_id: member._id,
      chuyenkhoa: 'Nội tiết',
      hienthi: values.hienthi ?? true,
    })
    .returning();
  return profile!;
}
const hiddenDoctor = await doctorProfile('bs.chua.cong.bo', { hienthi: false });
const inactiveDoctor = await doctorProfile('bs.da.nghi', { kichhoat: false });

const disease = (changes: Record<string, unknown> = {}) => ({
  tenbenh: 'Cường giáp',
  tenbenh_en: 'Hyperthyroidism',
  mota: 'Tuyến giáp hoạt động quá mức.',
  mota_en: 'An overactive thyroid gland.',
  noidung: '<h2>Triệu chứng</h2><p>Hồi hộp, sụt cân, run tay.</p>',
  noidung_en: '<h2>Symptoms</h2><p>Palpitations, weight loss, trembling hands.</p>',
  hienthi: true,
  dichvu_ids: [bloodTest._id],
  bacsi_ids: [shownDoctor!._id],
  ...changes,
});

type View = {
  _id: string;
  tenbenh: string;
  hienthi: boolean;
  dichvu: { _id: string; tendichvu: string; gia: number; hienthi: boolean }[];
  bacsi: { _id: string; hoten: string; hienthi: boolean }[];
  dichvu_ids: string[];
  bacsi_ids: string[];
};

async function create(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/benh', owner, disease(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as View;
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('the demo diseases', () => {
  it('come linked to the services that treat them and the doctors who see them', async () => {
    const [first] = (await call('GET', '/api/benh?limit=1')).json().data.docs;
    expect(first.tenbenh).toBe('Tăng huyết áp');
    const record = (await call('GET', `/api/benh/${first._id}`)).json().data as View;
    expect(record.dichvu.map((service) => service.tendichvu)).toEqual([
      'Khám chuyên khoa tim mạch',
      'Đo điện tim',
      'Gói tầm soát tim mạch và đái tháo đường',
    ]);
    expect(record.bacsi.map((doctor) => doctor.hoten)).toEqual(['Nguyễn Văn Hùng', 'Võ Minh Khoa']);
  });
});

describe('writing a disease with its links', () => {
  it('creates it with 201, its services with their prices and its doctors, and one history row with both lists', async () => {
    const created = await create({ dichvu_ids: [checkUp._id, bloodTest._id] });
    expect(diseaseRecord.safeParse(created).success).toBe(true);
    // In the price list's order, whatever the order sent.
    expect(created.dichvu).toEqual([
      expect.objectContaining({ _id: checkUp._id, tendichvu: 'Khám tổng quát', gia: checkUp.gia, hienthi: true }),
      expect.objectContaining({ _id: bloodTest._id, tendichvu: 'Xét nghiệm công thức máu', gia: bloodTest.gia }),
    ]);
    expect(created.bacsi).toEqual([expect.objectContaining({ _id: shownDoctor!._id, hoten: 'Đặng Ngọc Lan' })]);
    expect(created.dichvu_ids).toEqual([checkUp._id, bloodTest._id]);
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'benh', truoc: null });
    expect(rows[0]!.sau).toMatchObject({
      tenbenh: 'Cường giáp',
      dichvu_ids: [checkUp._id, bloodTest._id],
      bacsi_ids: [shownDoctor!._id],
    });
  });

  it('replaces the links on update and records them before and after; links left out stay as they were', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/api/benh/${created._id}`,
      owner,
      disease({ tenbenh: 'Cường giáp (Basedow)', dichvu_ids: [checkUp._id], bacsi_ids: [] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      tenbenh: 'Cường giáp (Basedow)',
      dichvu_ids: [checkUp._id],
      bacsi: [],
    });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ dichvu_ids: [bloodTest._id], bacsi_ids: [shownDoctor!._id] });
    expect(update!.sau).toMatchObject({ tenbenh: 'Cường giáp (Basedow)', dichvu_ids: [checkUp._id], bacsi_ids: [] });

    const { dichvu_ids: _services, bacsi_ids: _doctors, ...withoutLinks } = disease({ mota: 'Chỉ sửa tóm tắt.' });
    expect((await call('PUT', `/api/benh/${created._id}`, owner, withoutLinks)).statusCode).toBe(200);
    const kept = (await call('GET', `/api/benh/${created._id}`, owner)).json().data as View;
    expect(kept.dichvu_ids).toEqual([checkUp._id]);
    const [latest] = await history(created._id);
    expect(latest!.sau).not.toHaveProperty('dichvu_ids');
  });

  it('keeps one link for an id sent twice', async () => {
    const created = await create({ dichvu_ids: [bloodTest._id, bloodTest._id] });
    expect(created.dichvu_ids).toEqual([bloodTest._id]);
  });

  it('deletes it: 200, gone for everyone, history kept', async () => {
    const created = await create({ tenbenh: 'Bệnh sẽ xóa' });
    expect((await call('DELETE', `/api/benh/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/benh/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/benh/${created._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/benh/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('empties the public caches after each committed write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await create({ tenbenh: 'Bệnh để thử bộ nhớ đệm' });
    await call('PUT', `/api/benh/${created._id}`, owner, disease());
    await call('DELETE', `/api/benh/${created._id}`, owner);
    await call('POST', '/api/benh', owner, { tenbenh: '' });
    stop();
    expect(reasons).toEqual(['benh', 'benh', 'benh']);
  });

  it('removes scripts and handlers from both bodies', async () => {
    const attack = '<p onclick="alert(1)">bấm</p><script>alert(1)</script><a href="javascript:alert(1)">liên kết</a>';
    const created = await create({ noidung: attack, noidung_en: attack });
    const record = (await call('GET', `/api/benh/${created._id}`, owner)).json().data;
    for (const body of [record.noidung, record.noidung_en] as string[]) {
      expect(body).not.toMatch(/<script|onclick|javascript:/i);
      expect(body).toContain('<p>bấm</p>');
    }
  });
});

describe('what anonymous readers see', () => {
  it('never shows an unpublished, hidden-group or removed service, nor an unpublished or inactive doctor', async () => {
    const created = await create({
      tenbenh: 'Bệnh có liên kết ẩn',
      dichvu_ids: [bloodTest._id, hiddenService!._id, serviceInHiddenGroup!._id],
      bacsi_ids: [shownDoctor!._id, hiddenDoctor._id, inactiveDoctor._id],
    });
    // Staff see every link, each saying whether the site shows it.
    const staffView = (await call('GET', `/api/benh/${created._id}`, owner)).json().data as View;
    expect(Object.fromEntries(staffView.dichvu.map((s) => [s.tendichvu, s.hienthi]))).toEqual({
      'Xét nghiệm công thức máu': true,
      'Dịch vụ chưa công bố': false,
      'Dịch vụ trong nhóm ẩn': false,
    });
    expect(
      staffView.bacsi
        .filter((d) => !d.hienthi)
        .map((d) => d._id)
        .sort(),
    ).toEqual([hiddenDoctor._id, inactiveDoctor._id].sort());

    const response = await call('GET', `/api/benh/${created._id}`);
    const publicView = response.json().data as View;
    expect(publicView.dichvu.map((s) => s._id)).toEqual([bloodTest._id]);
    expect(publicView.dichvu_ids).toEqual([bloodTest._id]);
    expect(publicView.bacsi.map((d) => d._id)).toEqual([shownDoctor!._id]);
    expect(publicView.bacsi_ids).toEqual([shownDoctor!._id]);
    for (const hidden of ['Dịch vụ chưa công bố', 'Dịch vụ trong nhóm ẩn', hiddenDoctor._id, inactiveDoctor._id]) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it('shows an unpublished disease to staff only, and filters the staff list by it', async () => {
    const draft = await create({ tenbenh: 'Bệnh chưa công bố để thử', hienthi: false });
    expect((await call('GET', `/api/benh/${draft._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/benh/${draft._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/benh?limit=0&q=chua cong bo de thu')).json().data.totalDocs).toBe(0);
    const hidden = (await call('GET', '/api/benh?limit=0&hienthi=false', owner)).json().data;
    expect(hidden.docs.map((d: { _id: string }) => d._id)).toContain(draft._id);
    expect(hidden.docs.every((d: { hienthi: boolean }) => !d.hienthi)).toBe(true);
    // Anonymous readers asking for unpublished ones still get published ones only: none.
    expect((await call('GET', '/api/benh?limit=0&hienthi=false')).json().data.totalDocs).toBe(0);
  });
});

describe('refusing bad input', () => {
  const diseaseCount = async () => (await db.select().from(diseases)).length;

  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = [(await db.select().from(activityLog)).length, await diseaseCount()];
    const tooMany = Array.from({ length: 51 }, () => crypto.randomUUID());
    const vi = await call('POST', '/api/benh', owner, { tenbenh: '  ', hienthi: 'có', dichvu_ids: tooMany });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toMatchObject({
      tenbenh: 'Không được để trống',
      hienthi: expect.any(String),
      dichvu_ids: 'Dịch vụ liên quan không được vượt quá 50 mục',
    });
    const en = await call('POST', '/api/benh', owner, disease({ tenbenh: 'x'.repeat(251) }), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ tenbenh: expect.stringContaining('250') });
    expect([(await db.select().from(activityLog)).length, await diseaseCount()]).toEqual(before);
  });

  it('answers 400 on the field for a service or doctor that does not exist or was removed, and keeps nothing', async () => {
    const before = await diseaseCount();
    for (const [field, id] of [
      ['dichvu_ids', crypto.randomUUID()],
      ['dichvu_ids', removedService!._id],
      ['bacsi_ids', crypto.randomUUID()],
    ] as const) {
      const response = await call('POST', '/api/benh', owner, disease({ [field]: [id] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    }
    expect(await diseaseCount()).toBe(before);
    // An update that names a missing doctor changes neither the disease nor its links.
    const created = await create();
    const refused = await call(
      'PUT',
      `/api/benh/${created._id}`,
      owner,
      disease({ tenbenh: 'Không được lưu', dichvu_ids: [], bacsi_ids: [crypto.randomUUID()] }),
    );
    expect(refused.statusCode).toBe(400);
    const kept = (await call('GET', `/api/benh/${created._id}`, owner)).json().data as View;
    expect(kept).toMatchObject({ tenbenh: 'Cường giáp', dichvu_ids: [bloodTest._id] });
  });

  it('answers 400 for a malformed id in a list, 404 for an unknown disease', async () => {
    const malformed = await call('POST', '/api/benh', owner, disease({ bacsi_ids: ['bac-si-a'] }));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['bacsi_ids.0']);
    expect((await call('PUT', `/api/benh/${crypto.randomUUID()}`, owner, disease())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/benh/42', owner)).statusCode).toBe(400);
  });
});

describe('who may do what', async () => {
  const viewer = await staffWithMenu(app, db, [menuEntry('/benh', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/benh', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/benh', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/benh', { view: true, delete: true })]);
  const elsewhere = await staffWithMenu(app, db, [menuEntry('/san-pham', { view: true, create: true })]);
  const target = await create({ tenbenh: 'Bệnh để thử quyền', hienthi: false });
  const url = `/api/benh/${target._id}`;

  it('answers 401 to a write without sign-in, in the caller’s language', async () => {
    for (const [method, path] of [
      ['POST', '/api/benh'],
      ['PUT', url],
      ['DELETE', url],
    ] as const) {
      const response = await call(method, path, undefined, disease(), 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/benh', viewer, disease())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer, disease())).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/benh', elsewhere, disease())).statusCode).toBe(403);

    expect((await call('POST', '/api/benh', creator, disease())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, disease())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, disease({ hienthi: false }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/benh', deleter, disease())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('shows unpublished diseases only to staff who may view /benh; others read as the public', async () => {
    const draft = await create({ tenbenh: 'Nháp chỉ người được xem thấy', hienthi: false });
    expect((await call('GET', `/api/benh/${draft._id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/benh/${draft._id}`, elsewhere)).statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('searches without diacritics in either language and sorts by the allowed fields', async () => {
    await create({ tenbenh: 'Viêm mũi dị ứng', tenbenh_en: 'Allergic rhinitis' });
    const found = (await call('GET', '/api/benh?q=VIEM MUI DI UNG', owner)).json().data;
    expect(found.docs.map((d: { tenbenh: string }) => d.tenbenh)).toEqual(['Viêm mũi dị ứng']);
    expect((await call('GET', '/api/benh?q=rhinitis', owner)).json().data.totalDocs).toBe(1);
    const latest = (await call('GET', '/api/benh?limit=1&sort=-updatedAt', owner)).json().data;
    expect(latest.docs[0].tenbenh).toBe('Viêm mũi dị ứng');
    const sorted = (await call('GET', '/api/benh?limit=0&sort=tenbenh', owner)).json().data;
    const names = sorted.docs.map((d: { tenbenh: string }) => d.tenbenh);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
    expect((await call('GET', '/api/benh?sort=noidung', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/benh?hienthi=co', owner)).statusCode).toBe(400);
  });

  it('keeps the history row, the disease and its links together: a failed write leaves none of them', async () => {
    const before = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'benh')));
    await call('POST', '/api/benh', owner, disease({ hinhanh_id: crypto.randomUUID() }));
    const after = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'benh')));
    expect(after.length).toBe(before.length);
  });
});
