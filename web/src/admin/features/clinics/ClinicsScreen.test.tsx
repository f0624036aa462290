// The clinics screen on the kit: the address picked through the kit's picker (the commune waits for its province,
// both searched without diacritics), sent as the contract's three fields with the rest of the clinic, and the
// server's message on the commune shown under it.
import type { BankItem, ClinicDetail, ClinicItem, CommuneItem, ProvinceItem } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, field, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { ClinicsScreen } from './ClinicsScreen';

const provinces: ProvinceItem[] = [
  { ma: '01', ten: 'Thành phố Hà Nội', soxa: 126 },
  { ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 },
];
const commune = (ma: string, ten: string): CommuneItem => ({
  _id: `0197a0a0-0000-7000-8000-0000000${ma}`,
  ma,
  ten,
  tinh_ma: '01',
  tinh_ten: 'Thành phố Hà Nội',
  sotruoc: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const communes = [commune('00004', 'Phường Ba Đình'), commune('00008', 'Phường Ngọc Hà')];
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 });

const saved: ClinicDetail = {
  _id: '0197a0a0-0000-7000-8000-00000000c001',
  ten: 'Phòng khám Ba Đình',
  sogiayphep: null,
  malienthong: null,
  ngaycapphep: null,
  tinh_ma: '01',
  xa_ma: '00004',
  diachi: '5 Phan Đình Phùng',
  diachi_day: '5 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội',
  dienthoai: '024 3823 0000',
  email: null,
  kichhoat: true,
  vido: null,
  kinhdo: null,
  nganhang_bin: null,
  sotaikhoan: null,
  tentaikhoan: null,
  nguong_giamgia: null,
  nguong_hoantien: null,
  nguong_chenhlech: null,
  giomocua: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const {
  vido: _v,
  kinhdo: _k,
  giomocua: _g,
  createdAt: _c,
  nganhang_bin: _b,
  sotaikhoan: _s,
  tentaikhoan: _t,
  nguong_giamgia: _ng,
  nguong_hoantien: _nh,
  nguong_chenhlech: _nc,
  ...savedRow
} = saved;

const addressApi = {
  'GET /api/diachi/tinh': () => ok(provinces),
  'GET /api/diachi/xa': () => ok(page(communes)),
};

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  const communeBox = await screen.findByRole('combobox', { name: 'Xã/phường/đặc khu' });
  expect(communeBox).toBeDisabled();
  await user.type(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), 'ha noi');
  await user.click(await screen.findByTitle('Thành phố Hà Nội'));
  await waitFor(() => expect(communeBox).toBeEnabled());
  await user.type(communeBox, 'ba dinh');
  await user.click(await screen.findByTitle('Phường Ba Đình'));
  await user.type(screen.getByRole('textbox', { name: 'Số nhà, đường, thôn/ấp' }), '5 Phan Đình Phùng');
}

describe('the clinics list', { timeout: 180_000 }, () => {
  it('shows each clinic with its whole address and whether it is active', async () => {
    signedInApi(owner, { ...addressApi, 'GET /api/phongkham': () => ok(page<ClinicItem>([savedRow])) });
    renderScreen({ screen: ClinicsScreen, url: '/quan-ly-phong-kham', path: '/quan-ly-phong-kham' });
    const row = (await screen.findByRole('link', { name: 'Phòng khám Ba Đình' })).closest('tr')!;
    expect(row).toHaveTextContent('5 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội');
    expect(row).toHaveTextContent('Đang hoạt động');
  });
});

describe('a new clinic', { timeout: 180_000 }, () => {
  it('picks the province, then a commune of it, then the street line, and sends the three fields', async () => {
    const api = signedInApi(owner, {
      ...addressApi,
      'POST /api/phongkham': (body) => ok({ ...saved, ...(body as object) }, 201),
    });
    const user = userEvent.setup();
    const { location } = renderScreen({
      screen: ClinicsScreen,
      url: '/quan-ly-phong-kham',
      path: '/quan-ly-phong-kham/them-moi',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Tên phòng khám' }), 'Phòng khám Ba Đình');
    await fillAddress(user);
    await user.type(screen.getByRole('textbox', { name: 'Điện thoại' }), '024 3823 0000');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(api.bodyOf('POST /api/phongkham')).toBeDefined());
    expect(api.bodyOf('POST /api/phongkham')).toMatchObject({
      ten: 'Phòng khám Ba Đình',
      tinh_ma: '01',
      xa_ma: '00004',
      diachi: '5 Phan Đình Phùng',
      dienthoai: '024 3823 0000',
      kichhoat: true,
      giomocua: [],
    });
    await waitFor(() => expect(location()).toBe(`/quan-ly-phong-kham/${saved._id}`));
  });

  it("shows the server's message under the commune", async () => {
    signedInApi(owner, {
      ...addressApi,
      'POST /api/phongkham': () =>
        fail('Dữ liệu chưa hợp lệ', 400, { xa_ma: 'Xã/phường này không thuộc tỉnh/thành phố đã chọn.' }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: ClinicsScreen, url: '/quan-ly-phong-kham', path: '/quan-ly-phong-kham/them-moi' });
    await user.type(await screen.findByRole('textbox', { name: 'Tên phòng khám' }), 'Phòng khám Ba Đình');
    await fillAddress(user);
    await user.type(screen.getByRole('textbox', { name: 'Điện thoại' }), '024 3823 0000');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await screen.findByText('Xã/phường này không thuộc tỉnh/thành phố đã chọn.')).toBeInTheDocument();
  });
});

describe('a stored clinic', { timeout: 180_000 }, () => {
  const banks: BankItem[] = [
    { bin: '970418', ten: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', tenviettat: 'BIDV' },
    { bin: '970436', ten: 'Ngân hàng TMCP Ngoại Thương Việt Nam', tenviettat: 'Vietcombank' },
    { bin: '970415', ten: 'Ngân hàng TMCP Công thương Việt Nam', tenviettat: 'VietinBank' },
  ];
  const money = {
    nganhang_bin: '970436',
    sotaikhoan: '0011001234567',
    tentaikhoan: 'PHONG KHAM BA DINH',
    nguong_giamgia: 500_000,
    nguong_hoantien: 1_000_000,
    nguong_chenhlech: 50_000,
  };

  it('opens with its bank account and thresholds filled, and saves them back unchanged', async () => {
    const api = signedInApi(owner, {
      ...addressApi,
      'GET /api/nganhang': () => ok(banks),
      [`GET /api/phongkham/${saved._id}`]: () => ok({ ...saved, ...money }),
      [`PUT /api/phongkham/${saved._id}`]: (body) => ok({ ...saved, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: ClinicsScreen, url: '/quan-ly-phong-kham', path: `/quan-ly-phong-kham/${saved._id}` });
    await waitFor(() => expect(field('Số tài khoản')).toHaveValue('0011001234567'));
    expect(await screen.findByTitle('Vietcombank – Ngân hàng TMCP Ngoại Thương Việt Nam')).toBeInTheDocument();
    expect(field('Tên chủ tài khoản')).toHaveValue('PHONG KHAM BA DINH');
    expect(field('Giảm giá trên mức này cần duyệt')).toHaveValue('500.000');
    expect(field('Hoàn tiền trên mức này cần duyệt')).toHaveValue('1.000.000');
    expect(field('Chênh lệch két trên mức này cần duyệt')).toHaveValue('50.000');
    await user.click(screen.getByRole('button', { name: /Lưu/ }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/phongkham/${saved._id}`)).toBeDefined());
    expect(api.bodyOf(`PUT /api/phongkham/${saved._id}`)).toMatchObject(money);
  });

  it('finds the bank by its full name without diacritics and stores its BIN', async () => {
    const api = signedInApi(owner, {
      ...addressApi,
      'GET /api/nganhang': () => ok(banks),
      [`GET /api/phongkham/${saved._id}`]: () => ok({ ...saved, ...money }),
      [`PUT /api/phongkham/${saved._id}`]: (body) => ok({ ...saved, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: ClinicsScreen, url: '/quan-ly-phong-kham', path: `/quan-ly-phong-kham/${saved._id}` });
    await screen.findByTitle('Vietcombank – Ngân hàng TMCP Ngoại Thương Việt Nam');
    await user.type(field('Ngân hàng'), 'cong thuong');
    await user.click(await screen.findByText('VietinBank'));
    expect(field('Ngân hàng').closest('.ant-select')).toHaveTextContent(
      'VietinBank – Ngân hàng TMCP Công thương Việt Nam',
    );
    await user.click(screen.getByRole('button', { name: /Lưu/ }));
    await waitFor(() => expect(api.bodyOf(`PUT /api/phongkham/${saved._id}`)).toBeDefined());
    expect(api.bodyOf(`PUT /api/phongkham/${saved._id}`)).toMatchObject({ nganhang_bin: '970415' });
  });
});
