// The guides screens on the kit: the list with its catalogue and published filters, the editor's body (picture,
// English twin, published switch), and the catalogues, which cannot be deleted while they hold guides.
import type { GuideCategoryRecord, GuideRecord, GuideRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { GuideCategoriesScreen } from './GuideCategoriesScreen';
import { GuidesScreen } from './GuidesScreen';

const stamp = '2026-03-02T02:00:00.000Z';

const catalogue = (n: number, overrides: Partial<GuideCategoryRecord> = {}): GuideCategoryRecord => ({
  _id: `9a3b0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc: `Danh mục ${n}`,
  tendanhmuc_en: null,
  thutu: n,
  sohuongdan: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const preparing = catalogue(1, {
  tendanhmuc: 'Chuẩn bị xét nghiệm',
  tendanhmuc_en: 'Preparing for tests',
  sohuongdan: 3,
});
const aftercare = catalogue(2, { tendanhmuc: 'Chăm sóc sau tiểu phẫu', tendanhmuc_en: 'Aftercare' });
const cover = { _id: '0190d7c4-5a5a-7000-8000-0000000000c2', url: '/uploads/mau.webp', chieurong: 1200, chieucao: 675 };

const guide = (n: number, overrides: Partial<GuideRow> = {}): GuideRow => ({
  _id: `ab4c0000-0000-4a2b-9c3d-00000000000${n}`,
  dmhuongdan_id: preparing._id,
  tieude: `Hướng dẫn ${n}`,
  tieude_en: null,
  mota: null,
  mota_en: null,
  hinhanh: null,
  thutu: n,
  hienthi: true,
  danhmuc: { _id: preparing._id, tendanhmuc: preparing.tendanhmuc, tendanhmuc_en: 'Preparing for tests', thutu: 1 },
  updatedAt: stamp,
  ...overrides,
});
const bloodTest = guide(1, { tieude: 'Chuẩn bị trước khi xét nghiệm máu', hinhanh: cover });
const hiddenOne = guide(2, { tieude: 'Chuẩn bị trước khi nội soi', hienthi: false });

const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const api = (routes: Parameters<typeof signedInApi>[1] = {}) =>
  signedInApi(owner, {
    'GET /api/dmhuongdan': () => ok({ ...page([preparing, aftercare]), limit: 0 }),
    'GET /api/huongdan': () => ok(page([bloodTest, hiddenOne])),
    ...routes,
  });

describe('the guides list', { timeout: 60_000 }, () => {
  it('sends the filters of the URL, names them, and tags hidden guides', async () => {
    const calls = api();
    renderScreen({
      screen: GuidesScreen,
      url: '/huongdan',
      path: `/huongdan?dmhuongdan_id=${preparing._id}&hienthi=true`,
    });
    const hidden = (await screen.findByText('Chuẩn bị trước khi nội soi')).closest('tr')!;
    expect(within(hidden).getByText('Đang ẩn')).toBeInTheDocument();
    expect(within(hidden).getByText('Chuẩn bị xét nghiệm')).toBeInTheDocument();
    expect(await screen.findByTitle('Chuẩn bị xét nghiệm')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Đang hiển thị')).toHaveClass('ant-select-content');
    expect(calls.calls().find((c) => c.startsWith('GET /api/huongdan?'))).toBe(
      `GET /api/huongdan?page=1&limit=10&sort=thutu&dmhuongdan_id=${preparing._id}&hienthi=true`,
    );
  });
});

describe('the guide editor', { timeout: 120_000 }, () => {
  it('edits a guide: its picture kept, its English title, unpublished', async () => {
    const record: GuideRecord = {
      ...bloodTest,
      mota: 'Nhịn ăn 8 giờ.',
      noidung: '<p>Nhịn ăn <strong>8 đến 12 giờ</strong>.</p>',
      noidung_en: null,
      hinhanh_id: cover._id,
      createdAt: stamp,
    };
    const calls = api({
      [`GET /api/huongdan/${record._id}`]: () => ok(record),
      [`PUT /api/huongdan/${record._id}`]: () => ok({ ...record, hienthi: false }),
    });
    renderScreen({ screen: GuidesScreen, url: '/huongdan', path: `/huongdan/${record._id}` });
    expect(await screen.findByDisplayValue('Chuẩn bị trước khi xét nghiệm máu')).toBeInTheDocument();
    expect(screen.getByAltText('Ảnh đại diện')).toHaveAttribute('src', '/uploads/mau.webp');
    // The rich-text editor loads on demand: on a loaded machine that takes longer than a screen's first render.
    expect(await screen.findByText('8 đến 12 giờ', {}, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tiếng Anh' }));
    await userEvent.click(screen.getByLabelText('Tiêu đề – tiếng Anh'));
    await userEvent.paste('Preparing for a blood test');
    await userEvent.click(screen.getByRole('switch', { name: 'Hiển thị' }));
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeInTheDocument();
    expect(calls.bodyOf(`PUT /api/huongdan/${record._id}`)).toEqual({
      dmhuongdan_id: preparing._id,
      tieude: 'Chuẩn bị trước khi xét nghiệm máu',
      tieude_en: 'Preparing for a blood test',
      mota: 'Nhịn ăn 8 giờ.',
      mota_en: null,
      noidung: '<p>Nhịn ăn <strong>8 đến 12 giờ</strong>.</p>',
      noidung_en: null,
      hinhanh_id: cover._id,
      thutu: 1,
      hienthi: false,
    });
  });

  it('asks for the title and the catalogue before sending, in English', async () => {
    const calls = api();
    renderScreen({ screen: GuidesScreen, url: '/huongdan', path: '/huongdan/them-moi', lang: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: /Create/ }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category.closest('.ant-form-item') as HTMLElement).getByText('Must not be left empty'),
      ).toBeVisible(),
    );
    expect(calls.calls().some((c) => c.startsWith('POST'))).toBe(false);
  });
});

describe('the guide catalogues', { timeout: 60_000 }, () => {
  it('lists them with their counts, and refuses the delete of one holding guides, saying why', async () => {
    const calls = api({ [`DELETE /api/dmhuongdan/${aftercare._id}`]: () => ok(null) });
    renderScreen({ screen: GuideCategoriesScreen, url: '/dmhuongdan' });
    const row = (await screen.findByText('Chuẩn bị xét nghiệm')).closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    const held = within(row).getByRole('button', { name: 'Xóa: Chuẩn bị xét nghiệm' });
    expect(held).toBeDisabled();
    await userEvent.hover(held.parentElement!);
    expect(await screen.findByText(/Danh mục đang có 3 bài hướng dẫn nên không thể xóa/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa: Chăm sóc sau tiểu phẫu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.calls()).toContain(`DELETE /api/dmhuongdan/${aftercare._id}`));
  });
});
