// The success stories' screen on the kit: the list names the operation each story follows and filters on it
// through the URL; the editor links a story to an operation (or to none), and names the linked one even when the
// operations list leaves it out.
import type { SponsorshipRow, SuccessStoryRecord, SuccessStoryRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { SuccessStoriesScreen } from './SuccessStoriesScreen';

const URL_ = '/cau-chuyen-thanh-cong';

const operation = (n: number, tieude: string): SponsorshipRow => ({
  _id: `8f4c0000-0000-4d6e-9f0a-00000000000${n}`,
  tieude,
  tieude_en: null,
  mota: null,
  mota_en: null,
  benhnhan: null,
  benhnhan_en: null,
  chiphi: 12_000_000,
  dataitro: 12_000_000,
  trangthai: 'DA_PHAU_THUAT',
  hinhanh: null,
  ngaydang: '2026-02-01T02:00:00.000Z',
  hienthi: true,
  updatedAt: '2026-02-01T02:00:00.000Z',
});
const hernia = operation(1, 'Mổ thoát vị bẹn cho anh H.');
const knee = operation(2, 'Thay khớp gối cho ông S.');

const story = (n: number, overrides: Partial<SuccessStoryRow> = {}): SuccessStoryRow => ({
  _id: `a05d0000-0000-4e7f-8a0b-00000000000${n}`,
  tieude: `Câu chuyện số ${n}`,
  tieude_en: null,
  mota: null,
  mota_en: null,
  hinhanh: null,
  ngaydang: '2026-03-01T02:00:00.000Z',
  taitro_id: null,
  taitro: null,
  hienthi: true,
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});
const stories = [
  story(1, {
    tieude: 'Anh H. trở lại công việc',
    taitro_id: hernia._id,
    taitro: { _id: hernia._id, tieude: hernia.tieude, tieude_en: null },
  }),
  story(2, { tieude: 'Bé Na mang dép trở lại', hienthi: false }),
];
const paged = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the success stories', { timeout: 240_000 }, () => {
  it('lists each story with the operation it follows, and filters on an operation through the URL', async () => {
    const api = signedInApi(owner, {
      'GET /api/cauchuyen': () => ok(paged(stories)),
      'GET /api/taitro': () => ok(paged([hernia, knee])),
    });
    renderScreen({ screen: SuccessStoriesScreen, url: URL_, path: `${URL_}?taitro_id=${hernia._id}` });
    const first = (await screen.findByText('Anh H. trở lại công việc')).closest('tr')!;
    expect(first).toHaveTextContent('Mổ thoát vị bẹn cho anh H.');
    expect(within(first).getByText('Đang hiển thị')).toBeInTheDocument();
    expect(within(screen.getByText('Bé Na mang dép trở lại').closest('tr')!).getByText('Đang ẩn')).toBeInTheDocument();
    expect(api.calls().find((c) => c.startsWith('GET /api/cauchuyen?'))).toBe(
      `GET /api/cauchuyen?page=1&limit=10&sort=-ngaydang&taitro_id=${hernia._id}`,
    );
    // The filter names the operation of the URL.
    expect(await screen.findByTitle('Mổ thoát vị bẹn cho anh H.')).toHaveClass('ant-select-content');
  });

  it('writes a story linked to the operation chosen', async () => {
    const created: SuccessStoryRecord = {
      ...story(5, { tieude: 'Ông S. tự đi chợ', taitro_id: knee._id }),
      taitro: { _id: knee._id, tieude: knee.tieude, tieude_en: null },
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      createdAt: '2026-03-02T02:00:00.000Z',
    };
    const api = signedInApi(owner, {
      'GET /api/cauchuyen': () => ok(paged(stories)),
      'GET /api/taitro': () => ok(paged([hernia, knee])),
      'POST /api/cauchuyen': () => ok(created, 201),
      [`GET /api/cauchuyen/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: SuccessStoriesScreen, url: URL_, path: `${URL_}/them-moi` });
    await fill(await screen.findByLabelText('Tiêu đề'), 'Ông S. tự đi chợ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ca mổ được tài trợ' }));
    await userEvent.click(await screen.findByTitle('Thay khớp gối cho ông S.'));
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`${URL_}/${created._id}`));
    expect(api.bodyOf('POST /api/cauchuyen')).toEqual({
      tieude: 'Ông S. tự đi chợ',
      tieude_en: null,
      mota: null,
      mota_en: null,
      noidung: null,
      noidung_en: null,
      hinhanh_id: null,
      taitro_id: knee._id,
      ngaydang: null,
      hienthi: true,
    });
  });

  it('names a linked operation the list leaves out, and unlinks it', async () => {
    const hidden = { _id: '8f4c0000-0000-4d6e-9f0a-000000000009', tieude: 'Ca mổ chưa công bố', tieude_en: null };
    const record: SuccessStoryRecord = {
      ...story(3, { tieude: 'Câu chuyện của một ca chưa công bố', taitro_id: hidden._id, taitro: hidden }),
      noidung: '<p>Đang chờ gia đình đồng ý.</p>',
      noidung_en: null,
      hinhanh_id: null,
      createdAt: '2026-03-02T02:00:00.000Z',
    };
    const api = signedInApi(owner, {
      'GET /api/taitro': () => ok(paged([hernia])),
      [`GET /api/cauchuyen/${record._id}`]: () => ok(record),
      [`PUT /api/cauchuyen/${record._id}`]: (body) => ok({ ...record, ...(body as object), taitro: null }),
    });
    renderScreen({ screen: SuccessStoriesScreen, url: URL_, path: `${URL_}/${record._id}` });
    expect(await screen.findByTitle('Ca mổ chưa công bố')).toHaveClass('ant-select-content');
    const select = screen.getByRole('combobox', { name: 'Ca mổ được tài trợ' });
    await userEvent.hover(select.closest('.ant-select')!);
    await userEvent.click(select.closest('.ant-select')!.querySelector('.ant-select-clear')!);
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/cauchuyen/${record._id}`)).toMatchObject({ taitro_id: null, hienthi: true });
  });
});
