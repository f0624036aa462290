// The service editors' API, built by the module kit: staff write groups and services in one transaction with their
// history row, see drafts the public never sees (a service also hides while its group is a draft), get field
// errors they can act on, cannot delete a group that still holds services, and every flag is checked.
import { serviceDetail, serviceGroupDetail } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, clinics, serviceGroups, settings } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const group = (changes: Record<string, unknown> = {}) => ({
  tendanhmuc: 'Vật lý trị liệu',
  tendanhmuc_en: 'Physiotherapy',
  mota: 'Phục hồi chức năng sau chấn thương và phẫu thuật.',
  noidung: '<p>Kỹ thuật viên <strong>vật lý trị liệu</strong> hướng dẫn từng bài tập.</p>',
  thutu: 9,
  hienthi: true,
  ...changes,
});

type Created = { _id: string; [field: string]: unknown };

async function createGroup(changes: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/api/dmdichvu', who, group(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Created;
}

const physio = await createGroup();

const service = (changes: Record<string, unknown> = {}) => ({
  dmdichvu_id: physio._id,
  tendichvu: 'Điện xung trị liệu',
  tendichvu_en: 'Electrotherapy',
  mota: 'Giảm đau cơ, khớp bằng dòng điện xung.',
  gia: 150_000,
  donvitinh: 'lần',
  donvitinh_en: 'session',
  loai: 'THU_THUAT',
  ghichu: 'Liệu trình 10 buổi giảm 10%',
  ghichu_en: '10% off a course of 10 sessions',
  hienthi: true,
  ...changes,
});

async function createService(changes: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/api/dichvu', who, service(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Created;
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

const names = (body: { data: { docs: { tendichvu?: string; tendanhmuc?: string }[] } }) =>
  body.data.docs.map((doc) => doc.tendichvu ?? doc.tendanhmuc);

describe('writing service groups', () => {
  it('creates one for the site’s clinic with 201, the record answered and one history row', async () => {
    expect(serviceGroupDetail.safeParse(physio).success).toBe(true);
    expect(physio).toMatchObject({ tendanhmuc: 'Vật lý trị liệu', hienthi: true, sodichvu: 0, dichvu: [] });
    const [row] = await db.select().from(serviceGroups).where(eq(serviceGroups._id, physio._id));
    const [setting] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
    expect(row!.phongkham_id).toBe(setting!.phongkham_id);
    const rows = await history(physio._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'dmdichvu', truoc: null });
    expect(rows[0]!.sau).toMatchObject({ tendanhmuc: 'Vật lý trị liệu', thutu: 9 });
  });

  it('keeps a draft group out of the public list and page, and shows it to staff', async () => {
    const draft = await createGroup({ tendanhmuc: 'Y học cổ truyền', hienthi: false });
    expect((await call('GET', `/api/dmdichvu/${draft._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/dmdichvu/${draft._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/dmdichvu?limit=0&q=co truyen')).json().data.totalDocs).toBe(0);
    expect(names((await call('GET', '/api/dmdichvu?limit=0&q=co truyen', owner)).json())).toEqual(['Y học cổ truyền']);
    const drafts = (await call('GET', '/api/dmdichvu?limit=0&hienthi=false', owner)).json().data.docs;
    expect(drafts.map((doc: Created) => doc._id)).toContain(draft._id);
    expect(drafts.every((doc: Created) => doc.hienthi === false)).toBe(true);
  });

  it('updates one and records before and after', async () => {
    const created = await createGroup({ tendanhmuc: 'Dinh dưỡng' });
    const response = await call(
      'PUT',
      `/api/dmdichvu/${created._id}`,
      owner,
      group({ tendanhmuc: 'Dinh dưỡng lâm sàng', thutu: 3 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ tendanhmuc: 'Dinh dưỡng lâm sàng', thutu: 3 });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT', tainguyen: 'dmdichvu' });
    expect(update!.truoc).toMatchObject({ tendanhmuc: 'Dinh dưỡng' });
    expect(update!.sau).toMatchObject({ tendanhmuc: 'Dinh dưỡng lâm sàng' });
  });

  it('refuses to delete a group that holds services (409 with the count, vi and en), then deletes it once empty', async () => {
    const used = await createGroup({ tendanhmuc: 'Nhóm có dịch vụ' });
    const draftService = await createService({ dmdichvu_id: used._id, hienthi: false });
    const vi = await call('DELETE', `/api/dmdichvu/${used._id}`, owner);
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toBe('Nhóm đang có 1 dịch vụ nên không thể xóa. Hãy chuyển hoặc xóa các dịch vụ trước.');
    const en = await call('DELETE', `/api/dmdichvu/${used._id}`, owner, undefined, 'en');
    expect(en.json().message).toBe(
      'The group still holds 1 services, so it cannot be deleted. Move or delete those services first.',
    );
    expect((await call('GET', `/api/dmdichvu/${used._id}`, owner)).json().data.sodichvu).toBe(1);
    expect((await call('DELETE', `/api/dichvu/${draftService._id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/dmdichvu/${used._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/dmdichvu/${used._id}`, owner)).statusCode).toBe(404);
    expect((await history(used._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('answers 400 with a message under each field, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const response = await call('POST', '/api/dmdichvu', owner, { tendanhmuc: '  ', thutu: -1, hienthi: 'có' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tendanhmuc: 'Không được để trống',
      thutu: 'thutu không được nhỏ hơn 0',
      hienthi: 'Công khai không phải là giá trị đúng/sai hợp lệ',
    });
    const long = await call('POST', '/api/dmdichvu', owner, group({ tendanhmuc: 'a'.repeat(201) }), 'en');
    expect(long.json().errors).toEqual({ tendanhmuc: 'tendanhmuc cannot be longer than 200 characters' });
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 400 on the field for a picture that does not exist', async () => {
    const response = await call('POST', '/api/dmdichvu', owner, group({ hinhanh_id: crypto.randomUUID() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('removes scripts from the body', async () => {
    const created = await createGroup({
      noidung: '<p onclick="alert(1)">Giờ tập</p><script>alert(1)</script>',
      noidung_en: '<a href="javascript:alert(1)">link</a>',
    });
    const record = (await call('GET', `/api/dmdichvu/${created._id}`, owner)).json().data;
    expect(record.noidung).toBe('<p>Giờ tập</p>');
    expect(record.noidung_en).not.toMatch(/javascript:/);
  });

  it('sorts and searches without diacritics', async () => {
    const sorted = names((await call('GET', '/api/dmdichvu?limit=0&sort=tendanhmuc', owner)).json());
    expect(sorted).toEqual([...sorted].sort((a, b) => a!.localeCompare(b!, 'vi')));
    expect(names((await call('GET', '/api/dmdichvu?q=DINH DUONG LAM SANG', owner)).json())).toEqual([
      'Dinh dưỡng lâm sàng',
    ]);
    expect(names((await call('GET', '/api/dmdichvu?q=tieu phau', owner)).json())).toEqual(['Tiểu phẫu']);
    expect(names((await call('GET', '/api/dmdichvu?q=minor surgery', owner)).json())).toEqual(['Tiểu phẫu']);
    expect((await call('GET', '/api/dmdichvu?sort=noidung', owner)).statusCode).toBe(400);
  });
});

describe('writing provided services', () => {
  it('creates one with its kind, price and note, in its group, with one history row', async () => {
    const created = await createService();
    expect(serviceDetail.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      tendichvu: 'Điện xung trị liệu',
      gia: 150_000,
      loai: 'THU_THUAT',
      ghichu: 'Liệu trình 10 buổi giảm 10%',
      ghichu_en: '10% off a course of 10 sessions',
      nhom: { _id: physio._id, tendanhmuc: 'Vật lý trị liệu', tendanhmuc_en: 'Physiotherapy' },
    });
    const [row] = await history(created._id);
    expect(row).toMatchObject({ hanhdong: 'TAO', tainguyen: 'dichvu' });
    expect(row!.sau).toMatchObject({ gia: 150_000, loai: 'THU_THUAT', ghichu: 'Liệu trình 10 buổi giảm 10%' });
    // The public reads it, its note and its price, on its page, in its group and in the price list.
    expect((await call('GET', `/api/dichvu/${created._id}`)).json().data.ghichu_en).toBe(
      '10% off a course of 10 sessions',
    );
    const prices = (await call('GET', '/api/banggia')).json().data as { _id: string; dichvu: Created[] }[];
    const listed = prices.find((g) => g._id === physio._id)!.dichvu.find((s) => s._id === created._id);
    expect(listed).toMatchObject({ gia: 150_000, ghichu: 'Liệu trình 10 buổi giảm 10%' });
  });

  it('takes prices up to 10 billion đồng in whole đồng, and refuses the rest on the field', async () => {
    expect((await createService({ tendichvu: 'Gói phẫu thuật trọn gói', gia: 10_000_000_000 })).gia).toBe(
      10_000_000_000,
    );
    expect((await createService({ tendichvu: 'Tư vấn miễn phí', gia: 0 })).gia).toBe(0);
    const cases: [unknown, string][] = [
      [10_000_000_001, 'Giá không được lớn hơn 10000000000'],
      [-1, 'Giá không được nhỏ hơn 0'],
      [1500.5, 'Giá không phải là số nguyên hợp lệ'],
      ['150000', 'Giá không phải là số hợp lệ'],
      [undefined, 'Không được để trống'],
      [null, 'Không được để trống'],
    ];
    for (const [gia, message] of cases) {
      const response = await call('POST', '/api/dichvu', owner, service({ gia }));
      expect(response.statusCode, String(gia)).toBe(400);
      expect(response.json().errors, String(gia)).toEqual({ gia: message });
    }
  });

  it('takes only the five kinds', async () => {
    const unknown = await call('POST', '/api/dichvu', owner, service({ loai: 'PHAU_THUAT' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      loai: 'Loại phải là một trong các giá trị: KHAM, XET_NGHIEM, CHAN_DOAN_HINH_ANH, THU_THUAT, KHAC',
    });
    const missing = await call('POST', '/api/dichvu', owner, service({ loai: undefined }));
    expect(missing.json().errors).toEqual({ loai: 'Không được để trống' });
  });

  it('refuses a group that does not exist, was deleted, or is another clinic’s, on the field', async () => {
    const gone = await createGroup({ tendanhmuc: 'Nhóm sẽ xóa' });
    expect((await call('DELETE', `/api/dmdichvu/${gone._id}`, owner)).statusCode).toBe(200);
    const [other] = await db
      .insert(clinics)
      .values({ ten: 'Chi nhánh Thủ Đức', diachi: '5 Võ Văn Ngân, Thủ Đức', dienthoai: '028 2222 2222' })
      .returning();
    const [elsewhere] = await db
      .insert(serviceGroups)
      .values({ phongkham_id: other!._id, tendanhmuc: 'Nhóm chi nhánh' })
      .returning();
    for (const dmdichvu_id of [crypto.randomUUID(), gone._id, elsewhere!._id]) {
      const response = await call('POST', '/api/dichvu', owner, service({ dmdichvu_id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ dmdichvu_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    }
    const empty = await call('POST', '/api/dichvu', owner, service({ dmdichvu_id: '', tendichvu: '' }));
    expect(empty.json().errors).toEqual({ dmdichvu_id: 'Không được để trống', tendichvu: 'Không được để trống' });
  });

  it('moves a service to another group, keeps a note under 200 characters, and records the change', async () => {
    const created = await createService({ tendichvu: 'Kéo giãn cột sống' });
    const other = await createGroup({ tendanhmuc: 'Cơ xương khớp' });
    const moved = await call(
      'PUT',
      `/api/dichvu/${created._id}`,
      owner,
      service({ tendichvu: 'Kéo giãn cột sống', dmdichvu_id: other._id, ghichu: null, ghichu_en: null }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ dmdichvu_id: other._id, ghichu: null, nhom: { _id: other._id } });
    const [update] = await history(created._id);
    expect(update!.truoc).toMatchObject({ dmdichvu_id: physio._id, ghichu: 'Liệu trình 10 buổi giảm 10%' });
    expect(update!.sau).toMatchObject({ dmdichvu_id: other._id, ghichu: null });
    const long = await call('PUT', `/api/dichvu/${created._id}`, owner, service({ ghichu: 'x'.repeat(201) }));
    expect(long.json().errors).toEqual({ ghichu: 'Ghi chú không được vượt quá 200 ký tự' });
  });

  it('deletes one: gone for everyone, history kept', async () => {
    const created = await createService({ tendichvu: 'Dịch vụ sẽ xóa' });
    expect((await call('DELETE', `/api/dichvu/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/dichvu/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/dichvu/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('answers 404 for an unknown record and 400 for a malformed id', async () => {
    expect((await call('PUT', `/api/dichvu/${crypto.randomUUID()}`, owner, service())).statusCode).toBe(404);
    expect((await call('PUT', `/api/dmdichvu/${crypto.randomUUID()}`, owner, group())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/dichvu/42', owner)).statusCode).toBe(400);
  });

  it('empties the public caches after each committed write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await createService({ tendichvu: 'Chườm nóng' });
    await call('PUT', `/api/dichvu/${created._id}`, owner, service({ tendichvu: 'Chườm nóng hồng ngoại' }));
    await call('DELETE', `/api/dichvu/${created._id}`, owner);
    await call('POST', '/api/dichvu', owner, { tendichvu: '' });
    await call('PUT', `/api/dmdichvu/${physio._id}`, owner, group());
    stop();
    expect(reasons).toEqual(['dichvu', 'dichvu', 'dichvu', 'dmdichvu']);
  });
});

describe('what the public sees of drafts', () => {
  it('hides a draft service, and every service of a draft group, from the public; staff see both', async () => {
    const draftGroup = await createGroup({ tendanhmuc: 'Nhóm chưa công bố', hienthi: false });
    const inDraftGroup = await createService({ dmdichvu_id: draftGroup._id, tendichvu: 'Châm cứu' });
    const draft = await createService({ tendichvu: 'Xoa bóp bấm huyệt', hienthi: false });
    for (const { _id } of [inDraftGroup, draft]) {
      expect((await call('GET', `/api/dichvu/${_id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/dichvu/${_id}`, owner)).statusCode).toBe(200);
    }
    const publicIds = (await call('GET', '/api/dichvu?limit=0')).json().data.docs.map((d: Created) => d._id);
    const staffIds = (await call('GET', '/api/dichvu?limit=0', owner)).json().data.docs.map((d: Created) => d._id);
    expect(publicIds).not.toContain(inDraftGroup._id);
    expect(publicIds).not.toContain(draft._id);
    expect(staffIds).toEqual(expect.arrayContaining([inDraftGroup._id, draft._id]));
    // The group's page: the public sees its published services only, staff all of them with their state.
    const publicGroup = (await call('GET', `/api/dmdichvu/${physio._id}`)).json().data;
    const staffGroup = (await call('GET', `/api/dmdichvu/${physio._id}`, owner)).json().data;
    expect(publicGroup.dichvu.map((s: Created) => s._id)).not.toContain(draft._id);
    expect(staffGroup.dichvu.find((s: Created) => s._id === draft._id)).toMatchObject({ hienthi: false });
    expect(staffGroup.sodichvu).toBe(staffGroup.dichvu.length);
    expect(publicGroup.sodichvu).toBe(publicGroup.dichvu.length);
    expect(publicGroup.sodichvu).toBeLessThan(staffGroup.sodichvu);
    const prices = (await call('GET', '/api/banggia')).json().data as { _id: string; dichvu: Created[] }[];
    expect(prices.map((g) => g._id)).not.toContain(draftGroup._id);
    expect(prices.flatMap((g) => g.dichvu).map((s) => s._id)).not.toContain(draft._id);
  });
});

describe('the staff list of services', () => {
  it('filters by group, kind and state, sorts by order, name and price, and searches without diacritics', async () => {
    const byGroup = (await call('GET', `/api/dichvu?limit=0&dmdichvu_id=${physio._id}`, owner)).json().data.docs;
    expect(byGroup.length).toBeGreaterThan(0);
    expect(byGroup.every((d: Created) => d.dmdichvu_id === physio._id)).toBe(true);
    const labs = (await call('GET', '/api/dichvu?limit=0&loai=XET_NGHIEM', owner)).json().data.docs;
    expect(labs.map((d: Created) => d.tendichvu)).toEqual([
      'Xét nghiệm công thức máu',
      'Xét nghiệm đường huyết và HbA1c',
      'Xét nghiệm mỡ máu (bộ lipid)',
      'Xét nghiệm chức năng gan (AST, ALT)',
      'Xét nghiệm chức năng thận (ure, creatinin, acid uric)',
    ]);
    const drafts = (await call('GET', '/api/dichvu?limit=0&hienthi=false', owner)).json().data.docs;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d: Created) => d.hienthi === false)).toBe(true);
    const prices = (await call('GET', '/api/dichvu?limit=0&sort=-gia', owner))
      .json()
      .data.docs.map((d: Created) => d.gia as number);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const sorted = names((await call('GET', '/api/dichvu?limit=0&sort=tendichvu', owner)).json());
    expect(sorted).toEqual([...sorted].sort((a, b) => a!.localeCompare(b!, 'vi')));
    const ordered = (await call('GET', '/api/dichvu?limit=0&sort=thutu', owner))
      .json()
      .data.docs.map((d: Created) => d.thutu as number);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    expect(names((await call('GET', '/api/dichvu?q=dien xung', owner)).json())).toEqual(
      expect.arrayContaining(['Điện xung trị liệu']),
    );
    expect((await call('GET', '/api/dichvu?loai=PHAU_THUAT', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/dichvu?sort=ghichu', owner)).statusCode).toBe(400);
  });
});

describe('who may do what', async () => {
  const groupViewer = await staffWithMenu(app, db, [menuEntry('/dich-vu', { view: true })]);
  const groupWriter = await staffWithMenu(app, db, [
    menuEntry('/dich-vu', { view: true, create: true, update: true, delete: true }),
  ]);
  const viewer = await staffWithMenu(app, db, [menuEntry('/dich-vu-cung-cap', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/dich-vu-cung-cap', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/dich-vu-cung-cap', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/dich-vu-cung-cap', { view: true, delete: true })]);
  const target = await createService({ tendichvu: 'Dịch vụ để thử quyền' });
  const url = `/api/dichvu/${target._id}`;
  const targetGroup = await createGroup({ tendanhmuc: 'Nhóm để thử quyền' });
  const groupUrl = `/api/dmdichvu/${targetGroup._id}`;

  it('answers 401 to a write without sign-in, in the caller’s language', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/dichvu', service()],
      ['PUT', url, service()],
      ['DELETE', url, undefined],
      ['POST', '/api/dmdichvu', group()],
      ['PUT', groupUrl, group()],
      ['DELETE', groupUrl, undefined],
    ] as const) {
      const response = await call(method, path, undefined, body, 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks on services, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/dichvu', viewer, service())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer, service())).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    // The groups' grant writes groups, not services.
    expect((await call('POST', '/api/dichvu', groupWriter, service())).statusCode).toBe(403);

    expect((await call('POST', '/api/dichvu', creator, service())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, service())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, service({ tendichvu: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/dichvu', deleter, service())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('answers 403 for each flag the role lacks on groups', async () => {
    expect((await call('POST', '/api/dmdichvu', groupViewer, group())).statusCode).toBe(403);
    expect((await call('PUT', groupUrl, groupViewer, group())).statusCode).toBe(403);
    expect((await call('DELETE', groupUrl, groupViewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/dmdichvu', creator, group())).statusCode).toBe(403);
    expect((await call('PUT', groupUrl, groupWriter, group({ tendanhmuc: 'Nhóm đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', groupUrl, groupWriter)).statusCode).toBe(200);
  });

  it('shows drafts only to staff who may view that screen; others read as the public', async () => {
    const draft = await createService({ tendichvu: 'Nháp chỉ nhân viên thấy', hienthi: false });
    const draftGroup = await createGroup({ tendanhmuc: 'Nhóm nháp', hienthi: false });
    expect((await call('GET', `/api/dichvu/${draft._id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/dichvu/${draft._id}`, groupViewer)).statusCode).toBe(404);
    expect((await call('GET', `/api/dmdichvu/${draftGroup._id}`, groupViewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/dmdichvu/${draftGroup._id}`, viewer)).statusCode).toBe(404);
  });
});
