// The sponsored operations' screen on the kit: the list with what each raised, the editor's rules from the contract
// (a patient named in full is refused before sending), and the record page's donations: progress against the
// target, recorded, corrected and deleted in a dialog, each under its own grant.
import type { DonationRow, RoleMenuEntry, SponsorshipRecord, SponsorshipRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { SponsorshipsScreen } from './SponsorshipsScreen';

const URL_ = '/tai-tro-ca-mo';

/** Puts text in a field at once (typing key by key takes seconds per field on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const row = (n: number, overrides: Partial<SponsorshipRow> = {}): SponsorshipRow => ({
  _id: `8f4c0000-0000-4d6e-9f0a-00000000000${n}`,
  tieude: `Ca mổ số ${n}`,
  tieude_en: null,
  mota: null,
  mota_en: null,
  benhnhan: 'Bà N.T.L., 72 tuổi',
  benhnhan_en: null,
  chiphi: 6_500_000,
  dataitro: 4_200_000,
  trangthai: 'DANG_KEU_GOI',
  hinhanh: null,
  ngaydang: '2026-04-10T02:30:00.000Z',
  hienthi: true,
  updatedAt: '2026-04-11T03:00:00.000Z',
  ...overrides,
});
const rows = [
  row(1, { tieude: 'Bóc khối u bã đậu cho bà L.' }),
  row(2, {
    tieude: 'Mổ thoát vị bẹn cho anh H.',
    trangthai: 'DA_PHAU_THUAT',
    chiphi: 12_000_000,
    dataitro: 12_000_000,
  }),
  row(3, { tieude: 'Ca mổ chờ gia đình đồng ý', hienthi: false, dataitro: 0 }),
];
const paged = <T,>(docs: T[], totalDocs = docs.length) => ({ docs, totalDocs, page: 1, limit: 10, totalPages: 1 });

const record = (overrides: Partial<SponsorshipRecord> = {}): SponsorshipRecord => ({
  ...rows[0]!,
  noidung: '<p>Bà L. sống một mình.</p>',
  noidung_en: null,
  quyengop: [],
  cauchuyen: [],
  hinhanh_id: null,
  createdAt: '2026-04-01T03:00:00.000Z',
  ...overrides,
});

const gift = (n: number, overrides: Partial<DonationRow> = {}): DonationRow => ({
  _id: `d1a00000-0000-4d6e-9f0a-00000000000${n}`,
  taitro_id: rows[0]!._id,
  nhataitro: `Nhà tài trợ ${n}`,
  sotien: 2_100_000,
  ngay: '2026-04-12',
  congkhai: true,
  ghichu: null,
  nguoighi: { _id: owner._id, hoten: owner.hoten },
  createdAt: '2026-04-12T03:00:00.000Z',
  updatedAt: '2026-04-12T03:00:00.000Z',
  ...overrides,
});

const entry = (flags: Partial<RoleMenuEntry> = {}): RoleMenuEntry => ({
  url: URL_,
  view: true,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...flags,
});
const withMenu = (menu: RoleMenuEntry[]) =>
  staffWithRole('QUANLY', {
    vaitro: { _id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c97', ma: 'QUANLY', ten: 'Công tác xã hội', menu },
  });

describe('the operations list', { timeout: 240_000 }, () => {
  it('sends the URL’s filters and shows status, what was raised of the target, and whether it is shown', async () => {
    const api = signedInApi(owner, { 'GET /api/taitro': () => ok(paged(rows)) });
    renderScreen({ screen: SponsorshipsScreen, url: URL_, path: `${URL_}?trangthai=DANG_KEU_GOI&hienthi=true` });
    expect(await screen.findByText('Bóc khối u bã đậu cho bà L.')).toBeInTheDocument();
    expect(api.calls().find((c) => c.startsWith('GET /api/taitro?'))).toBe(
      'GET /api/taitro?page=1&limit=10&sort=-ngaydang&trangthai=DANG_KEU_GOI&hienthi=true',
    );
    const first = screen.getByText('Bóc khối u bã đậu cho bà L.').closest('tr')!;
    expect(within(first).getByText('Đang kêu gọi')).toBeInTheDocument();
    expect(first).toHaveTextContent('4.200.000 ₫ (64%)');
    expect(first).toHaveTextContent('6.500.000 ₫');
    const operated = screen.getByText('Mổ thoát vị bẹn cho anh H.').closest('tr')!;
    expect(within(operated).getByText('Đã phẫu thuật')).toBeInTheDocument();
    expect(operated).toHaveTextContent('12.000.000 ₫ (100%)');
    expect(
      within(screen.getByText('Ca mổ chờ gia đình đồng ý').closest('tr')!).getByText('Đang ẩn'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Số tiền đã nhận là tổng các khoản quyên góp/)).toBeInTheDocument();
  });
});

describe('the operation editor', { timeout: 240_000 }, () => {
  it('refuses a patient named in full before sending, then sends the operation as the contract says', async () => {
    const created = record({ _id: '8f4c0000-0000-4d6e-9f0a-000000000009', tieude: 'Mổ mắt cho ông B.', dataitro: 0 });
    const api = signedInApi(owner, {
      'GET /api/taitro': () => ok(paged(rows)),
      'POST /api/taitro': () => ok(created, 201),
      [`GET /api/taitro/${created._id}`]: () => ok(created),
      'GET /api/quyengop': () => ok(paged([])),
    });
    const { location } = renderScreen({ screen: SponsorshipsScreen, url: URL_, path: `${URL_}/them-moi` });
    await fill(await screen.findByLabelText('Tiêu đề'), 'Mổ mắt cho ông B.');
    const patient = screen.getByLabelText('Người bệnh (ẩn danh)');
    expect(screen.getByText(/Chỉ ghi chữ cái đầu của tên, tuổi và nơi ở/)).toBeInTheDocument();
    await fill(patient, 'Ông Trần Văn Bình, 76 tuổi');
    await fill(screen.getByLabelText('Chi phí cần kêu gọi'), '9000000');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(
      await screen.findByText(
        'Chỉ ghi chữ cái đầu của tên và tuổi (ví dụ: Bà N.T.L., 72 tuổi), không ghi họ tên đầy đủ của người bệnh.',
      ),
    ).toBeInTheDocument();
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.clear(patient);
    await fill(patient, 'Ông T.V.B., 76 tuổi');
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(location()).toBe(`${URL_}/${created._id}`));
    expect(api.bodyOf('POST /api/taitro')).toEqual({
      tieude: 'Mổ mắt cho ông B.',
      tieude_en: null,
      mota: null,
      mota_en: null,
      noidung: null,
      noidung_en: null,
      benhnhan: 'Ông T.V.B., 76 tuổi',
      benhnhan_en: null,
      chiphi: 9_000_000,
      trangthai: 'DANG_KEU_GOI',
      hinhanh_id: null,
      ngaydang: null,
      hienthi: true,
    });
    // Saved, its page offers its donations.
    expect(await screen.findByText('Chưa có khoản quyên góp nào.')).toBeInTheDocument();
  });
});

describe('the operation’s donations', { timeout: 240_000 }, () => {
  it('shows the progress, records a donation in a dialog, and the progress follows', async () => {
    let raised = 4_200_000;
    let gifts = [
      gift(1, { nhataitro: 'Nhóm thiện nguyện Ánh Dương' }),
      gift(2, { congkhai: false, ghichu: 'Tiền mặt' }),
    ];
    const operation = () => record({ dataitro: raised });
    const api = signedInApi(owner, {
      [`GET /api/taitro/${rows[0]!._id}`]: () => ok(operation()),
      'GET /api/quyengop': () => ok(paged(gifts)),
      'POST /api/quyengop': (body) => {
        const added = gift(3, body as Partial<DonationRow>);
        gifts = [added, ...gifts];
        raised += added.sotien;
        return ok({ ...added, nguoighi_id: owner._id }, 201);
      },
    });
    renderScreen({ screen: SponsorshipsScreen, url: URL_, path: `${URL_}/${rows[0]!._id}` });
    const list = (await screen.findByText('Các khoản quyên góp')).closest('.ant-card') as HTMLElement;
    expect(await within(list).findByText('Nhóm thiện nguyện Ánh Dương')).toBeInTheDocument();
    expect(api.calls()).toContain(`GET /api/quyengop?taitro_id=${rows[0]!._id}&sort=-ngay&limit=0`);
    expect(within(list).getByTestId('raised')).toHaveTextContent('Đã nhận 4.200.000 ₫ trên 6.500.000 ₫ (64%)');
    expect(within(list).getByTestId('raised')).toHaveTextContent('Còn thiếu 2.300.000 ₫');
    expect(within(list).getByText('Ẩn danh')).toBeInTheDocument();
    expect(within(list).getAllByText('12/4/2026')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: /Ghi khoản quyên góp/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Nhà tài trợ'), 'Công ty Dược Minh Châu');
    await fill(within(dialog).getByLabelText('Số tiền'), '1500000');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Công khai tên trên trang web' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Đã ghi khoản quyên góp của Công ty Dược Minh Châu.')).toBeInTheDocument();
    const body = api.bodyOf('POST /api/quyengop') as Record<string, unknown>;
    expect(body).toEqual({
      taitro_id: rows[0]!._id,
      nhataitro: 'Công ty Dược Minh Châu',
      sotien: 1_500_000,
      ngay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      congkhai: true,
      ghichu: null,
    });
    // The operation is read again: its raised amount is the new sum.
    await waitFor(() =>
      expect(within(list).getByTestId('raised')).toHaveTextContent('Đã nhận 5.700.000 ₫ trên 6.500.000 ₫ (87%)'),
    );
    expect(within(list).getByText('Công ty Dược Minh Châu')).toBeInTheDocument();
  });

  it('refuses an amount of nothing and a day ahead in the dialog, and shows the server’s field errors', async () => {
    const api = signedInApi(owner, {
      [`GET /api/taitro/${rows[0]!._id}`]: () => ok(record()),
      'GET /api/quyengop': () => ok(paged([])),
    });
    renderScreen({ screen: SponsorshipsScreen, url: URL_, path: `${URL_}/${rows[0]!._id}` });
    await userEvent.click(await screen.findByRole('button', { name: /Ghi khoản quyên góp/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await within(dialog).findAllByText('Không được để trống')).not.toHaveLength(0);
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  const first = gift(1, { nhataitro: 'Nhóm thiện nguyện Ánh Dương' });
  const editor = withMenu([entry({ update: true, delete: true })]);
  const openAs = async (staff: typeof editor, routes: Parameters<typeof signedInApi>[1] = {}) => {
    const api = signedInApi(staff, {
      [`GET /api/taitro/${rows[0]!._id}`]: () => ok(record()),
      'GET /api/quyengop': () => ok(paged([first])),
      ...routes,
    });
    renderScreen({ screen: SponsorshipsScreen, url: URL_, path: `${URL_}/${rows[0]!._id}`, staff });
    const list = (await screen.findByText('Các khoản quyên góp')).closest('.ant-card') as HTMLElement;
    await within(list).findByText('Nhóm thiện nguyện Ánh Dương');
    return { api, list };
  };

  it('corrects a donation in its dialog with the update grant', async () => {
    const { api, list } = await openAs(editor, {
      [`PUT /api/quyengop/${first._id}`]: (body) => ok({ ...first, ...(body as object), nguoighi_id: owner._id }),
    });
    expect(within(list).queryByText('Ghi khoản quyên góp')).toBeNull();
    await userEvent.click(within(list).getByLabelText('Sửa: Nhóm thiện nguyện Ánh Dương'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nhà tài trợ')).toHaveValue('Nhóm thiện nguyện Ánh Dương');
    expect(within(dialog).getByLabelText('Số tiền')).toHaveValue('2.100.000');
    await fill(within(dialog).getByLabelText('Ghi chú'), 'Chuyển khoản ngày 12/4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Đã lưu khoản quyên góp của Nhóm thiện nguyện Ánh Dương.')).toBeInTheDocument();
    expect(api.bodyOf(`PUT /api/quyengop/${first._id}`)).toMatchObject({
      taitro_id: rows[0]!._id,
      sotien: 2_100_000,
      ngay: '2026-04-12',
      ghichu: 'Chuyển khoản ngày 12/4',
    });
  });

  it('deletes a donation after asking, with the delete grant', async () => {
    const { api, list } = await openAs(editor, { [`DELETE /api/quyengop/${first._id}`]: () => ok(null) });
    await userEvent.click(within(list).getByLabelText('Xóa: Nhóm thiện nguyện Ánh Dương'));
    // The confirmation's own button, not the operation's delete button beside its form.
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa khoản quyên góp.')).toBeInTheDocument();
    expect(api.calls()).toContain(`DELETE /api/quyengop/${first._id}`);
  });

  it('offers no add, edit or delete without the grants', async () => {
    const { list } = await openAs(withMenu([entry()]));
    // Text and attribute queries: role queries over a whole record page take minutes on a loaded machine.
    expect(within(list).queryByText('Ghi khoản quyên góp')).toBeNull();
    expect(list.querySelector('[aria-label^="Sửa:"], [aria-label^="Xóa:"]')).toBeNull();
    expect(within(list).queryByText('Thao tác')).toBeNull();
  });
});
