// The languages screen: the list with its default and enabled flags, a shipped language's record (its code and
// default fixed) with the overrides editor (search sent to the API, an override that loses a placeholder refused
// before sending, a saved override, a removed one), and a language without locale files, which offers no editor.
import type { LanguageRecord, TranslationKey } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { LanguagesScreen } from './LanguagesScreen';

const stamp = '2026-03-02T02:00:00.000Z';
const language = (n: number, overrides: Partial<LanguageRecord>): LanguageRecord => ({
  _id: `9a1b0000-0000-4a2b-9c3d-00000000000${n}`,
  ma: 'vi',
  ten: 'Tiếng Việt',
  locale: 'vi-VN',
  macdinh: false,
  kichhoat: true,
  cosan: true,
  sobandich: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const vi = language(1, { macdinh: true, sobandich: 1 });
const en = language(2, { ma: 'en', ten: 'English', locale: 'en-US' });
const fr = language(3, { ma: 'fr', ten: 'Français', locale: 'fr-FR', kichhoat: false, cosan: false });

const eyebrow: TranslationKey = {
  khoa: 'site:home.eyebrow',
  vi: 'Khám chữa bệnh và tiểu phẫu',
  en: 'Treatment and minor surgery',
  bandich: { _id: '9b2c0000-0000-4a2b-9c3d-000000000001', noidung: 'Phòng khám gia đình' },
};
const metaTitle: TranslationKey = {
  khoa: 'site:home.metaTitle',
  vi: '{{name}} - Khám chữa bệnh và tiểu phẫu',
  en: '{{name}} - Treatment and minor surgery',
  bandich: null,
};
const page = <T,>(docs: T[], limit = 10) => ({ docs, totalDocs: docs.length, page: 1, limit, totalPages: 1 });

const api = () =>
  signedInApi(owner, {
    'GET /api/ngonngu': () => ok(page([vi, en, fr])),
    [`GET /api/ngonngu/${vi._id}`]: () => ok(vi),
    [`GET /api/ngonngu/${fr._id}`]: () => ok(fr),
    [`GET /api/ngonngu/${vi._id}/khoa`]: () => ok(page([eyebrow, metaTitle], 20)),
    'POST /api/bandich': (body) => ok({ _id: '9b2c0000-0000-4a2b-9c3d-000000000002', ...(body as object) }, 201),
    [`DELETE /api/bandich/${eyebrow.bandich!._id}`]: () => ok(null),
  });

describe('the languages list', { timeout: 60_000 }, () => {
  it('lists the languages with their code, default and enabled flags, in vi and en', async () => {
    api();
    renderScreen({ screen: LanguagesScreen, url: '/languages' });
    const row = (await screen.findByRole('link', { name: 'Tiếng Việt' })).closest('tr')!;
    expect(within(row).getAllByLabelText(/Mặc định|Đang bật/)).toHaveLength(2);
    const french = screen.getByRole('link', { name: 'Français' }).closest('tr')!;
    expect(within(french).queryByLabelText('Đang bật')).toBeNull();
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', `/languages/${fr._id}`);
    expect(screen.getByRole('button', { name: /Thêm ngôn ngữ/ })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    api();
    renderScreen({ screen: LanguagesScreen, url: '/languages', lang: 'en' });
    await screen.findByRole('link', { name: 'English' });
    expect(screen.getByText('Interface languages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add a language/ })).toBeInTheDocument();
  });
});

describe('a language record', { timeout: 120_000 }, () => {
  it('keeps vi’s code and default fixed, and edits its overrides', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderScreen({ screen: LanguagesScreen, url: '/languages', path: `/languages/${vi._id}` });
    expect(await screen.findByLabelText('Mã')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Mặc định' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Đang bật' })).toBeDisabled();

    const overridden = (await screen.findByText('site:home.eyebrow')).closest('tr')!;
    expect(within(overridden).getByText('Phòng khám gia đình')).toBeInTheDocument();
    const shipped = screen.getByText('site:home.metaTitle').closest('tr')!;
    expect(within(shipped).getByText('Dùng câu chữ gốc')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo khóa hoặc câu chữ' }), 'tieu phau{Enter}');
    await waitFor(() =>
      expect(calls.calls()).toContain(`GET /api/ngonngu/${vi._id}/khoa?q=tieu%20phau&page=1&limit=20`),
    );

    await user.click(screen.getByRole('button', { name: 'Sửa câu chữ: site:home.metaTitle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Giữ nguyên các biến: {{name}}')).toBeInTheDocument();
    const box = within(dialog).getByLabelText('Câu chữ sửa đổi');
    await user.clear(box);
    await user.type(box, 'Phòng khám gia đình');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu bản sửa' }));
    expect(await within(dialog).findByText(/Bản dịch phải giữ đúng các biến/)).toBeInTheDocument();
    expect(calls.calls().some((call) => call.startsWith('POST'))).toBe(false);

    await user.clear(box);
    await user.type(box, '{{{{name}} – Phòng khám gia đình');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu bản sửa' }));
    await waitFor(() =>
      expect(calls.bodyOf('POST /api/bandich')).toEqual({
        ngonngu_id: vi._id,
        khoa: 'site:home.metaTitle',
        noidung: '{{name}} – Phòng khám gia đình',
      }),
    );
    expect(await screen.findByText('Đã sửa câu chữ site:home.metaTitle.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Xóa bản sửa: site:home.eyebrow' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa bản sửa' }));
    await waitFor(() => expect(calls.calls()).toContain(`DELETE /api/bandich/${eyebrow.bandich!._id}`));
  });

  it('says a language without locale files cannot be enabled, and offers no overrides', async () => {
    api();
    renderScreen({ screen: LanguagesScreen, url: '/languages', path: `/languages/${fr._id}` });
    expect(await screen.findByText(/chưa có tệp ngôn ngữ cho ngôn ngữ này/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Đang bật' })).toBeDisabled();
    expect(screen.getByLabelText('Mã')).toBeEnabled();
    expect(screen.queryByText('Sửa câu chữ')).toBeNull();
  });
});
