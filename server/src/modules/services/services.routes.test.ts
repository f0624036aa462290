import { priceList, serviceDetail, serviceGroupDetail, serviceGroupItem, serviceItem } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics, serviceGroups, services, settings } from '../../db/schema';
import { demoServiceGroups } from '../../db/seed/services';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();
const db = database.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const data = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

type Doc = { _id: string; tendanhmuc?: string; tendichvu?: string; gia?: number; dmdichvu_id?: string };
const groupNames = demoServiceGroups.map((group) => group.tendanhmuc);
const serviceNames = demoServiceGroups.flatMap((group) => group.dichvu.map((service) => service.tendichvu));
const allServices = demoServiceGroups.flatMap((group) => group.dichvu);

const groupId = async (name: string) =>
  (await db.select().from(serviceGroups).where(eq(serviceGroups.tendanhmuc, name)))[0]!._id;

describe('GET /api/dmdichvu', () => {
  it('lists the groups in display order with a picture and no body', async () => {
    const page = await data('/api/dmdichvu');
    expect(page).toMatchObject({ totalDocs: 4, page: 1, limit: 10, totalPages: 1 });
    expect(page.docs.map((doc: Doc) => doc.tendanhmuc)).toEqual(groupNames);
    for (const doc of page.docs) {
      expect(serviceGroupItem.safeParse(doc).success).toBe(true);
      expect(doc.hinhanh.url).toMatch(/^\/uploads\/.+\.webp$/);
      expect(doc).not.toHaveProperty('noidung');
    }
  });

  it('pages and searches without diacritics', async () => {
    const second = await data('/api/dmdichvu?limit=3&page=2');
    expect(second).toMatchObject({ totalDocs: 4, totalPages: 2 });
    expect(second.docs.map((doc: Doc) => doc.tendanhmuc)).toEqual([groupNames[3]]);
    expect((await data('/api/dmdichvu?q=tieu phau')).docs.map((doc: Doc) => doc.tendanhmuc)).toEqual(['Tiểu phẫu']);
  });
});

describe('GET /api/dmdichvu/:id', () => {
  it('answers the group with its body and its services in order', async () => {
    const id = await groupId('Tiểu phẫu');
    const group = await data(`/api/dmdichvu/${id}`);
    expect(serviceGroupDetail.safeParse(group).success).toBe(true);
    expect(group.noidung).toContain('<h2>');
    expect(group.dichvu.map((service: Doc) => service.tendichvu)).toEqual(
      demoServiceGroups[2]!.dichvu.map((service) => service.tendichvu),
    );
    expect(group.dichvu.every((service: Doc) => service.dmdichvu_id === id)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, localized', async () => {
    const unknown = await get('/api/dmdichvu/0190f4a0-0000-7000-8000-000000000000', { i18nextLng: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The content you asked for was not found.');
    const malformed = await get('/api/dmdichvu/kham-benh');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: 'Mã không phải là mã định danh hợp lệ' });
  });
});

describe('GET /api/dichvu', () => {
  it('lists every service with its price, group by group', async () => {
    const page = await data('/api/dichvu?limit=0');
    expect(page.totalDocs).toBe(17);
    expect(page.docs.map((doc: Doc) => doc.tendichvu)).toEqual(serviceNames);
    for (const doc of page.docs) expect(serviceItem.safeParse(doc).success).toBe(true);
    expect(page.docs[0]).toMatchObject({
      tendichvu: 'Khám tổng quát',
      tendichvu_en: 'General consultation',
      gia: 200_000,
      donvitinh: 'lần',
      donvitinh_en: 'visit',
    });
  });

  it('filters by group', async () => {
    const id = await groupId('Xét nghiệm và chẩn đoán hình ảnh');
    const page = await data(`/api/dichvu?limit=0&dmdichvu_id=${id}`);
    expect(page.totalDocs).toBe(7);
    expect(page.docs.every((doc: Doc) => doc.dmdichvu_id === id)).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const prices = allServices.map((service) => service.gia).sort((a, b) => a - b);
    expect((await data('/api/dichvu?limit=0&sort=gia')).docs.map((doc: Doc) => doc.gia)).toEqual(prices);
    expect((await data('/api/dichvu?limit=0&sort=-gia')).docs.map((doc: Doc) => doc.gia)).toEqual(
      [...prices].reverse(),
    );
  });

  it('pages: 17 services are 4 pages of 5', async () => {
    const third = await data('/api/dichvu?limit=5&page=3');
    expect(third).toMatchObject({ totalDocs: 17, totalPages: 4, page: 3 });
    expect(third.docs.map((doc: Doc) => doc.tendichvu)).toEqual(serviceNames.slice(10, 15));
  });

  it('finds "kham tong quat" and "ECG"', async () => {
    expect((await data('/api/dichvu?q=kham tong quat')).docs.map((doc: Doc) => doc.tendichvu)).toEqual([
      'Khám tổng quát',
    ]);
    expect((await data('/api/dichvu?q=ecg')).docs.map((doc: Doc) => doc.tendichvu)).toEqual(['Đo điện tim']);
  });
});

describe('GET /api/dichvu/:id', () => {
  it('answers the service with its body and its group', async () => {
    const [first] = (await data('/api/dichvu?limit=1')).docs;
    const service = await data(`/api/dichvu/${first._id}`);
    expect(serviceDetail.safeParse(service).success).toBe(true);
    expect(service).toMatchObject({
      ...first,
      noidung: expect.stringContaining('<p>'),
      nhom: { _id: first.dmdichvu_id, tendanhmuc: 'Khám bệnh', tendanhmuc_en: 'Consultations' },
    });
  });

  it('answers 404 for an unknown id, in Vietnamese', async () => {
    const response = await get('/api/dichvu/0190f4a0-0000-7000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
  });
});

describe('GET /api/banggia', () => {
  it('puts every group in order with its services in order', async () => {
    const list = await data('/api/banggia');
    expect(priceList.safeParse(list).success).toBe(true);
    expect(list.map((group: Doc) => group.tendanhmuc)).toEqual(groupNames);
    expect(
      list.map((group: { dichvu: Doc[] }) => group.dichvu.map((service) => [service.tendichvu, service.gia])),
    ).toEqual(demoServiceGroups.map((group) => group.dichvu.map((service) => [service.tendichvu, service.gia])));
  });
});

describe('what the public never sees', async () => {
  const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
    { phongkham_id: string },
  ];
  const [other] = await db
    .insert(clinics)
    .values({
      ten: 'Chi nhánh khác',
      diachi: '2 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      dienthoai: '028 1111 1111',
    })
    .returning();
  const shown = await groupId('Khám bệnh');
  const [hiddenGroup, deletedGroup, otherGroup] = await db
    .insert(serviceGroups)
    .values([
      { phongkham_id, tendanhmuc: 'Nhóm đang soạn', hienthi: false, thutu: 5 },
      { phongkham_id, tendanhmuc: 'Nhóm đã xóa', deletedAt: new Date(), thutu: 6 },
      { phongkham_id: other!._id, tendanhmuc: 'Nhóm chi nhánh khác', thutu: 7 },
    ])
    .returning();
  const hiddenServices = await db
    .insert(services)
    .values([
      { phongkham_id, dmdichvu_id: shown, tendichvu: 'Dịch vụ chưa đăng', gia: 1000, hienthi: false },
      { phongkham_id, dmdichvu_id: shown, tendichvu: 'Dịch vụ đã xóa', gia: 1000, deletedAt: new Date() },
      { phongkham_id, dmdichvu_id: hiddenGroup!._id, tendichvu: 'Dịch vụ trong nhóm ẩn', gia: 1000 },
      { phongkham_id, dmdichvu_id: deletedGroup!._id, tendichvu: 'Dịch vụ trong nhóm đã xóa', gia: 1000 },
      { phongkham_id: other!._id, dmdichvu_id: otherGroup!._id, tendichvu: 'Dịch vụ chi nhánh khác', gia: 1000 },
    ])
    .returning();

  it('leaves hidden, deleted and other clinics’ groups and services out of every list', async () => {
    expect((await data('/api/dmdichvu?limit=0')).totalDocs).toBe(4);
    expect((await data('/api/dichvu?limit=0')).totalDocs).toBe(17);
    expect((await data(`/api/dichvu?limit=0&dmdichvu_id=${hiddenGroup!._id}`)).totalDocs).toBe(0);
    const prices = await data('/api/banggia');
    expect(prices).toHaveLength(4);
    expect(prices.flatMap((group: { dichvu: Doc[] }) => group.dichvu)).toHaveLength(17);
    expect((await data(`/api/dmdichvu/${shown}`)).dichvu).toHaveLength(3);
  });

  it('answers 404 for each hidden group and service', async () => {
    for (const group of [hiddenGroup!, deletedGroup!, otherGroup!]) {
      expect((await get(`/api/dmdichvu/${group._id}`)).statusCode).toBe(404);
    }
    for (const service of hiddenServices) expect((await get(`/api/dichvu/${service._id}`)).statusCode).toBe(404);
  });
});
