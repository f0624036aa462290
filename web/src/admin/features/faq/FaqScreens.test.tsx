// The FAQ screens on the kit: the questions' list with its catalogue and published filters, the editor's body and
// rules (an answer is required), and the catalogues, which cannot be deleted while they hold questions.
import type { FaqCategoryRecord, FaqRecord, FaqRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { FaqCategoriesScreen } from './FaqCategoriesScreen';
import { FaqScreen } from './FaqScreen';

const stamp = '2026-03-02T02:00:00.000Z';

const catalogue = (n: number, overrides: Partial<FaqCategoryRecord> = {}): FaqCategoryRecord => ({
  _id: `7e1f0000-0000-4a2b-9c3d-00000000000${n}`,
  tendanhmuc: `Danh mục ${n}`,
  tendanhmuc_en: null,
  thutu: n,
  socauhoi: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const booking = catalogue(1, { tendanhmuc: 'Đặt lịch và thủ tục', tendanhmuc_en: 'Booking', socauhoi: 2 });
const fees = catalogue(2, { tendanhmuc: 'Chi phí và bảo hiểm', tendanhmuc_en: 'Fees and insurance' });

const question = (n: number, overrides: Partial<FaqRow> = {}): FaqRecord => ({
  _id: `8f2a0000-0000-4a2b-9c3d-00000000000${n}`,
  dmfaq_id: booking._id,
  cauhoi: `Câu hỏi ${n}`,
  cauhoi_en: null,
  traloi: `<p>Trả lời ${n}.</p>`,
  traloi_en: null,
  thutu: n,
  hienthi: true,
  danhmuc: { _id: booking._id, tendanhmuc: booking.tendanhmuc, tendanhmuc_en: 'Booking', thutu: 1 },
  updatedAt: stamp,
  createdAt: stamp,
  ...overrides,
});
const needBooking = question(1, { cauhoi: 'Có cần đặt lịch trước không?' });
const hiddenOne = question(2, { cauhoi: 'Có chỗ đậu xe không?', hienthi: false });

const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const api = (routes: Parameters<typeof signedInApi>[1] = {}) =>
  signedInApi(owner, {
    'GET /api/dmfaq': () => ok({ ...page([booking, fees]), limit: 0 }),
    'GET /api/faq': () => ok(page([needBooking, hiddenOne])),
    ...routes,
  });

describe('the questions list', { timeout: 60_000 }, () => {
  it('sends the catalogue and published filters of the URL, names them, and tags hidden questions', async () => {
    const calls = api();
    renderScreen({ screen: FaqScreen, url: '/faq', path: `/faq?dmfaq_id=${booking._id}&hienthi=false` });
    const hidden = (await screen.findByText('Có chỗ đậu xe không?')).closest('tr')!;
    expect(within(hidden).getByText('Đang ẩn')).toBeInTheDocument();
    const shown = screen.getByText('Có cần đặt lịch trước không?').closest('tr')!;
    expect(within(shown).getByText('Đang hiển thị')).toBeInTheDocument();
    expect(within(shown).getByText('Đặt lịch và thủ tục')).toBeInTheDocument();
    expect(await screen.findByTitle('Đặt lịch và thủ tục')).toHaveClass('ant-select-content');
    expect(screen.getByTitle('Đang ẩn')).toHaveClass('ant-select-content');
    expect(calls.calls().find((c) => c.startsWith('GET /api/faq?'))).toBe(
      `GET /api/faq?page=1&limit=10&sort=thutu&dmfaq_id=${booking._id}&hienthi=false`,
    );
    expect(screen.getByText('Có cần đặt lịch trước không?').closest('a')).toHaveAttribute(
      'href',
      `/faq/${needBooking._id}`,
    );
  });

  it('speaks English: the catalogue by its English name', async () => {
    api();
    renderScreen({ screen: FaqScreen, url: '/faq', lang: 'en' });
    const row = (await screen.findByText('Có cần đặt lịch trước không?')).closest('tr')!;
    expect(within(row).getByText('Booking')).toBeInTheDocument();
    expect(within(row).getByText('Shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New question/ })).toBeInTheDocument();
  });
});

describe('the question editor', { timeout: 120_000 }, () => {
  it('asks for the question, the answer and the catalogue before sending', async () => {
    const calls = api();
    renderScreen({ screen: FaqScreen, url: '/faq', path: '/faq/them-moi' });
    await userEvent.click(await screen.findByLabelText('Câu hỏi'));
    await userEvent.paste('Có nhận thẻ tín dụng không?');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    const answer = await screen.findByText('Câu trả lời', { selector: 'label' });
    await waitFor(() =>
      expect(within(answer.closest('.ant-form-item') as HTMLElement).getByText('Không được để trống')).toBeVisible(),
    );
    const category = screen.getByRole('combobox', { name: 'Danh mục' });
    expect(within(category.closest('.ant-form-item') as HTMLElement).getByText('Không được để trống')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Hiển thị' })).toBeChecked();
    expect(calls.calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('edits a question: its answer in the editor, its English twin, unpublished and moved to another catalogue', async () => {
    const record = question(1, {
      cauhoi: 'Có cần đặt lịch trước không?',
      traloi: '<p>Không <strong>bắt buộc</strong>.</p>',
    });
    const calls = api({
      [`GET /api/faq/${record._id}`]: () => ok(record),
      [`PUT /api/faq/${record._id}`]: () => ok({ ...record, hienthi: false }),
    });
    renderScreen({ screen: FaqScreen, url: '/faq', path: `/faq/${record._id}` });
    // The rich-text editor loads on demand: on a loaded machine that takes longer than a screen's first render.
    expect(await screen.findByText('bắt buộc', {}, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tiếng Anh' }));
    await userEvent.click(screen.getByLabelText('Câu hỏi – tiếng Anh'));
    await userEvent.paste('Do I need to book ahead?');
    await userEvent.click(screen.getByRole('switch', { name: 'Hiển thị' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByTitle('Chi phí và bảo hiểm'));
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeInTheDocument();
    expect(calls.bodyOf(`PUT /api/faq/${record._id}`)).toEqual({
      dmfaq_id: fees._id,
      cauhoi: 'Có cần đặt lịch trước không?',
      cauhoi_en: 'Do I need to book ahead?',
      traloi: '<p>Không <strong>bắt buộc</strong>.</p>',
      traloi_en: null,
      thutu: 1,
      hienthi: false,
    });
  });

  it('puts the server’s message under the catalogue', async () => {
    const record = question(3);
    api({
      [`GET /api/faq/${record._id}`]: () => ok(record),
      [`PUT /api/faq/${record._id}`]: () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          dmfaq_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.',
        }),
    });
    renderScreen({ screen: FaqScreen, url: '/faq', path: `/faq/${record._id}` });
    await userEvent.click(await screen.findByRole('button', { name: /Lưu thay đổi/ }));
    const message = await screen.findByText('Mục được chọn không tồn tại hoặc đã bị xóa.');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByRole('combobox', { name: 'Danh mục' }));
  });
});

describe('the FAQ catalogues', { timeout: 60_000 }, () => {
  it('lists them with their question counts in their order', async () => {
    const calls = api();
    renderScreen({ screen: FaqCategoriesScreen, url: '/dmfaq' });
    const row = (await screen.findByText('Đặt lịch và thủ tục')).closest('tr')!;
    expect(within(row).getByText('Booking')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(calls.calls()).toContain('GET /api/dmfaq?page=1&limit=10&sort=thutu');
    expect(screen.getByText(/Danh mục còn câu hỏi thì chưa xóa được/)).toBeInTheDocument();
  });

  it('offers a delete on each row, off with its reason while the catalogue holds questions', async () => {
    const calls = api({ [`DELETE /api/dmfaq/${fees._id}`]: () => ok(null) });
    renderScreen({ screen: FaqCategoriesScreen, url: '/dmfaq' });
    const held = await screen.findByRole('button', { name: 'Xóa: Đặt lịch và thủ tục' });
    expect(held).toBeDisabled();
    await userEvent.hover(held.parentElement!);
    expect(
      await screen.findByText('Danh mục đang có 2 câu hỏi nên không thể xóa. Hãy chuyển hoặc xóa các câu hỏi trước.'),
    ).toBeInTheDocument();
    const empty = screen.getByRole('button', { name: 'Xóa: Chi phí và bảo hiểm' });
    expect(empty).toBeEnabled();
    await userEvent.click(empty);
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.calls()).toContain(`DELETE /api/dmfaq/${fees._id}`));
    expect(calls.calls()).not.toContain(`DELETE /api/dmfaq/${booking._id}`);
  });

  it('sends a new catalogue as the contract says, its English name in the English tab', async () => {
    const created = catalogue(3, { tendanhmuc: 'Tiêm chủng' });
    const calls = api({
      'POST /api/dmfaq': () => ok(created, 201),
      [`GET /api/dmfaq/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({ screen: FaqCategoriesScreen, url: '/dmfaq', path: '/dmfaq/them-moi' });
    await userEvent.click(await screen.findByLabelText('Tên danh mục'));
    await userEvent.paste('Tiêm chủng');
    await userEvent.click(screen.getByRole('tab', { name: 'Tiếng Anh' }));
    await userEvent.click(screen.getByLabelText('Tên tiếng Anh'));
    await userEvent.paste('Vaccination');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`/dmfaq/${created._id}`));
    expect(calls.bodyOf('POST /api/dmfaq')).toEqual({
      tendanhmuc: 'Tiêm chủng',
      tendanhmuc_en: 'Vaccination',
      thutu: 0,
    });
  });
});
