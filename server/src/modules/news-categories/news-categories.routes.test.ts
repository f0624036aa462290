import { describe, expect, it } from 'vitest';
import { newsCategories } from '../../db/schema';
import { demoNewsCategories } from '../../db/seed/content';
import { contentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();

const list = async (query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/dmtintuc${query}`, headers });
const names = (body: { data: { docs: { tendanhmuc: string }[] } }) => body.data.docs.map((doc) => doc.tendanhmuc);
const byOrder = [...demoNewsCategories].sort((a, b) => a.thutu - b.thutu).map((c) => c.tendanhmuc);

describe('GET /api/dmtintuc paging', () => {
  it('returns every row in one page for limit=0, as the site loads them at startup', async () => {
    const response = await list('?limit=0');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ totalDocs: 5, page: 1, limit: 0, totalPages: 1 });
    expect(names(body)).toEqual(byOrder);
  });

  it('reports page 1 for limit=0 whatever page was asked', async () => {
    const body = (await list('?limit=0&page=3')).json();
    expect(body.data).toMatchObject({ page: 1, totalPages: 1 });
    expect(body.data.docs).toHaveLength(5);
  });

  it('defaults to page 1 of 10 rows in display order', async () => {
    const body = (await list()).json();
    expect(body.data).toMatchObject({ totalDocs: 5, page: 1, limit: 10, totalPages: 1 });
    expect(names(body)).toEqual(byOrder);
  });

  it('answers each item with the contract fields', async () => {
    const body = (await list('?limit=1')).json();
    expect(body.data.docs[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tendanhmuc: 'Tin tức phòng khám',
      tendanhmuc_en: 'Clinic news',
      slug: 'tin-tuc-phong-kham',
      thutu: 1,
      sobaiviet: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('serves page 2 of size 2', async () => {
    const body = (await list('?page=2&limit=2')).json();
    expect(body.data).toMatchObject({ totalDocs: 5, page: 2, limit: 2, totalPages: 3 });
    expect(names(body)).toEqual(byOrder.slice(2, 4));
  });

  it('pages never overlap and together hold every row', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => names((await list(`?page=${page}&limit=2`)).json())));
    expect(pages.flat()).toEqual(byOrder);
  });

  it('answers an empty page past the end', async () => {
    const body = (await list('?page=4&limit=2')).json();
    expect(body.data).toMatchObject({ docs: [], totalDocs: 5, page: 4, totalPages: 3 });
  });

  it.each([
    ['?limit=101', 'limit', 'Số dòng mỗi trang không được lớn hơn 100'],
    ['?limit=-1', 'limit', 'Số dòng mỗi trang không được nhỏ hơn 0'],
    ['?limit=abc', 'limit', 'Số dòng mỗi trang không phải là số hợp lệ'],
    ['?page=0', 'page', 'Trang không được nhỏ hơn 1'],
    ['?page=1.5', 'page', 'Trang không phải là số nguyên hợp lệ'],
  ])('refuses %s with a localized message', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { [field]: message },
    });
  });
});

describe('GET /api/dmtintuc sorting', () => {
  it('sorts by display order descending', async () => {
    expect(names((await list('?limit=0&sort=-thutu')).json())).toEqual([...byOrder].reverse());
  });

  it('sorts Vietnamese names alphabetically, letters with diacritics by their base letter', async () => {
    // Byte order would put "Tin" before "Tiểu" and "Ưu" last; Vietnamese readers expect neither.
    expect(names((await list('?limit=0&sort=tendanhmuc')).json())).toEqual([
      'Hướng dẫn khách hàng',
      'Kiến thức sức khỏe',
      'Tiểu phẫu và thủ thuật',
      'Tin tức phòng khám',
      'Ưu đãi và sự kiện',
    ]);
    expect(names((await list('?limit=0&sort=-tendanhmuc')).json())).toEqual([
      'Ưu đãi và sự kiện',
      'Tin tức phòng khám',
      'Tiểu phẫu và thủ thuật',
      'Kiến thức sức khỏe',
      'Hướng dẫn khách hàng',
    ]);
  });

  it('takes several fields: the seeded rows share createdAt, so the name decides', async () => {
    const response = await list('?limit=0&sort=-createdAt,tendanhmuc');
    expect(response.statusCode).toBe(200);
    expect(names(response.json())[0]).toBe('Hướng dẫn khách hàng');
  });

  it('refuses an unknown sort field with the allowed ones, in vi and en', async () => {
    const vi = await list('?sort=matkhau');
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: {
        sort:
          'Sắp xếp phải là một trong các giá trị: thutu, -thutu, tendanhmuc, -tendanhmuc, ' +
          'createdAt, -createdAt, updatedAt, -updatedAt',
      },
    });
    const en = await list('?sort=-deletedAt', { i18nextLng: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      success: false,
      message: 'Some fields are not valid, please check the highlighted fields.',
      errors: {
        sort: 'Sort must be one of thutu, -thutu, tendanhmuc, -tendanhmuc, createdAt, -createdAt, updatedAt, -updatedAt',
      },
    });
  });

  it.each(['thutu;drop table dmtintuc', "thutu'--", 'thutu desc', 'random()'])(
    'refuses SQL in sort: %s',
    async (sort) => {
      const response = await list(`?sort=${encodeURIComponent(sort)}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['sort']);
      expect((await list('?limit=0')).json().data.totalDocs).toBe(5);
    },
  );
});

describe('GET /api/dmtintuc search', () => {
  it.each([
    ['kien thuc', ['Kiến thức sức khỏe']],
    ['suc khoe', ['Kiến thức sức khỏe']],
    ['TIEU PHAU', ['Tiểu phẫu và thủ thuật']],
    ['Kiến Thức', ['Kiến thức sức khỏe']],
    ['uu dai', ['Ưu đãi và sự kiện']],
    ['ƯU ĐÃI', ['Ưu đãi và sự kiện']],
    ['dai', ['Ưu đãi và sự kiện']],
    ['đai', ['Ưu đãi và sự kiện']],
    ['huong dan', ['Hướng dẫn khách hàng']],
    ['phong kham', ['Tin tức phòng khám']],
    ['  huong  ', ['Hướng dẫn khách hàng']],
    ['health', ['Kiến thức sức khỏe']],
    ['SURGERY', ['Tiểu phẫu và thủ thuật']],
    ['kiến thức'.normalize('NFD'), ['Kiến thức sức khỏe']],
    ['va', ['Tiểu phẫu và thủ thuật', 'Ưu đãi và sự kiện']],
    ['xet nghiem', []],
  ])('q=%j finds %j', async (q, expected) => {
    const response = await list(`?limit=0&q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(expected);
    expect(body.data.totalDocs).toBe(expected.length);
  });

  it('counts matches across pages', async () => {
    const body = (await list('?q=va&limit=1&page=2')).json();
    expect(body.data).toMatchObject({ totalDocs: 2, totalPages: 2, page: 2 });
    expect(names(body)).toEqual(['Ưu đãi và sự kiện']);
  });

  it.each(['%', '_', '%%', '\\', "'", 'kien%thuc', 'kien_thuc'])('reads %j literally', async (q) => {
    const response = await list(`?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totalDocs).toBe(0);
  });

  it('refuses search text over 200 characters', async () => {
    const response = await list(`?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ q: 'Từ khóa không được vượt quá 200 ký tự' });
  });
});

describe('GET /api/dmtintuc query parsing', () => {
  it('ignores unknown parameters, arrays in bracket form included', async () => {
    const response = await list('?ids[]=a&ids[]=b&loai[x]=1&limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ limit: 2, totalDocs: 5 });
  });

  it.each([
    ['?sort[]=thutu', 'sort', 'Sắp xếp không phải là chuỗi ký tự hợp lệ'],
    ['?sort[]=thutu&sort[]=-thutu', 'sort', 'Sắp xếp không phải là chuỗi ký tự hợp lệ'],
    ['?q[]=kien&q[]=thuc', 'q', 'Từ khóa không phải là chuỗi ký tự hợp lệ'],
    ['?q[a]=kien', 'q', 'Từ khóa không phải là chuỗi ký tự hợp lệ'],
    ['?limit[]=1&limit[]=2', 'limit', 'Số dòng mỗi trang không phải là số hợp lệ'],
  ])('refuses %s with 400, not 500', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('survives a deeply nested parameter', async () => {
    const response = await list(`?q${'[a]'.repeat(20)}=x`);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('GET /api/dmtintuc/:id', () => {
  it('answers one category', async () => {
    const first = (await list('?limit=1')).json().data.docs[0];
    const response = await app.inject({ method: 'GET', url: `/api/dmtintuc/${first._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: first });
  });

  it('answers 404 for an unknown id, in vi and en', async () => {
    const url = '/api/dmtintuc/0190f4a0-0000-7000-8000-000000000000';
    const vi = await app.inject({ method: 'GET', url });
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
    const en = await app.inject({ method: 'GET', url, headers: { i18nextLng: 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });

  it.each(['42', 'not-a-uuid', "1' or '1'='1"])('answers 400 for the id %j', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/api/dmtintuc/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { id: 'Mã không phải là mã định danh hợp lệ' },
    });
  });
});

describe('GET /api/dmtintuc with special names and removed rows', async () => {
  const other = await buildTestApp({ seed: false });
  const [removed] = await other.database.db
    .insert(newsCategories)
    .values([
      { tendanhmuc: 'Giảm 50% phí khám', slug: 'giam-50', thutu: 1 },
      { tendanhmuc: 'Khám sức khỏe định kỳ', slug: 'kham-dinh-ky', thutu: 2 },
      { tendanhmuc: 'Mã_ưu đãi', slug: 'ma-uu-dai', thutu: 3 },
      { tendanhmuc: 'Đã gỡ: Điều trị da liễu', slug: 'da-go', thutu: 4, deletedAt: new Date() },
    ])
    .returning()
    .then((rows) => rows.filter((row) => row.deletedAt));
  const search = async (q: string) =>
    names((await other.app.inject({ method: 'GET', url: `/api/dmtintuc?q=${encodeURIComponent(q)}` })).json());

  it('matches % and _ only as themselves', async () => {
    expect(await search('50%')).toEqual(['Giảm 50% phí khám']);
    expect(await search('%')).toEqual(['Giảm 50% phí khám']);
    expect(await search('5_%')).toEqual([]);
    expect(await search('_')).toEqual(['Mã_ưu đãi']);
    expect(await search('ma_uu')).toEqual(['Mã_ưu đãi']);
    expect(await search('ma uu')).toEqual([]);
  });

  it('finds "đ" by typing "d"', async () => {
    expect(await search('dinh ky')).toEqual(['Khám sức khỏe định kỳ']);
    expect(await search('ĐỊNH KỲ')).toEqual(['Khám sức khỏe định kỳ']);
  });

  it('hides removed rows from the list, the search and the detail', async () => {
    const all = (await other.app.inject({ method: 'GET', url: '/api/dmtintuc?limit=0' })).json();
    expect(all.data.totalDocs).toBe(3);
    expect(await search('dieu tri')).toEqual([]);
    const detail = await other.app.inject({ method: 'GET', url: `/api/dmtintuc/${removed!._id}` });
    expect(detail.statusCode).toBe(404);
  });
});

describe('GET /api/dmtintuc?limit=0 from memory', () => {
  it('keeps the full list until content changes; other queries still read the table', async () => {
    const before = (await list('?limit=0')).json();
    // Written straight into the table, without the announcement every write makes…
    await database.db
      .insert(newsCategories)
      .values({ tendanhmuc: 'Lịch khám ngày lễ', slug: 'lich-kham-ngay-le', thutu: 99 });
    expect((await list('?limit=0')).json()).toEqual(before);
    expect(names((await list('?q=ngay le')).json())).toEqual(['Lịch khám ngày lễ']);
    // …then announced: the next full list has it.
    contentChanged('news-categories');
    const after = (await list('?limit=0')).json();
    expect(after.data.totalDocs).toBe(6);
    expect(names(after).at(-1)).toBe('Lịch khám ngày lễ');
  });
});
