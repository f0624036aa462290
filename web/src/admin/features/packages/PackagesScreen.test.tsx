// The packages screen on the kit: the list with each package's price, sessions, refund rule and state; the form's
// item lines (a service or a product picked per line, its sessions, a line added and removed, an item picked twice
// held back before anything is sent), what the items cost one by one beside the package's price, and the body the
// API receives; an existing package opens with its lines; the revenue tab reads its period's figures.
import type { PackageRevenue, ProductItem, ServiceItem, ServicePackageDetail } from '@phongkham/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { PackagesScreen } from './PackagesScreen';

const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
const id = (n: number) => `0197a0a0-0000-7000-8000-00000000${String(n).padStart(4, '0')}`;
const service = (n: number, tendichvu: string, gia: number) =>
  ({ _id: id(n), tendichvu, gia, loai: 'KHAC' }) as unknown as ServiceItem;
const services = [service(1, 'Vật lý trị liệu', 150_000), service(2, 'Siêu âm thai', 250_000)];
const products = [{ _id: id(3), tensanpham: 'Gel siêu âm', gia: 30_000 } as unknown as ProductItem];
const physio: ServicePackageDetail = {
  _id: id(10),
  phongkham_id: id(99),
  ten: 'Vật lý trị liệu 10 buổi',
  mota: null,
  giaban: 1_200_000,
  hieuluc_ngay: 60,
  quytac_hoantien: 'THEO_TY_LE',
  hoatdong: true,
  tongluot: 10,
  giale: 1_500_000,
  daban: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  dong: [{ dichvu_id: id(1), sanpham_id: null, ten: 'Vật lý trị liệu', dongia: 150_000, soluot: 10 }],
};
const antenatal: ServicePackageDetail = {
  ...physio,
  _id: id(11),
  ten: 'Khám thai trọn gói',
  quytac_hoantien: 'KHONG',
  hoatdong: false,
  dong: [],
};
const api = {
  'GET /api/dichvu': () => ok(page(services)),
  'GET /api/sanpham': () => ok(page(products)),
  'GET /api/goidichvu': () => ok(page([physio, antenatal])),
  [`GET /api/goidichvu/${physio._id}`]: () => ok(physio),
};

/** Picks `option` in the line's item picker after typing `search` into it. */
async function pick(user: ReturnType<typeof userEvent.setup>, line: number, search: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: `Dịch vụ dòng ${line}` }), search);
  const found = await screen.findAllByTitle(option);
  await user.click(found[found.length - 1]!);
}

describe('the packages screen', { timeout: 180_000 }, () => {
  it('lists each package with its price, sessions, refund rule and whether it is on sale', async () => {
    signedInApi(owner, api);
    renderScreen({ screen: PackagesScreen, url: '/goi-dich-vu' });
    const row = (await screen.findByRole('link', { name: physio.ten })).closest('tr')!;
    expect(row).toHaveTextContent('1.200.000');
    expect(row).toHaveTextContent('Hoàn theo tỷ lệ');
    expect(row).toHaveTextContent('Đang bán');
    const old = screen.getByRole('link', { name: antenatal.ten }).closest('tr')!;
    expect(old).toHaveTextContent('Không hoàn tiền');
    expect(old).toHaveTextContent('Ngừng bán');
  });

  it('builds the item lines, holds an item picked twice, and sends services and products apart', async () => {
    const calls = signedInApi(owner, {
      ...api,
      'POST /api/goidichvu': (body) => ok({ ...physio, ...(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: PackagesScreen, url: '/goi-dich-vu', path: '/goi-dich-vu/them-moi' });
    await user.type(await screen.findByRole('textbox', { name: 'Tên gói' }), 'Khám thai trọn gói');
    await pick(user, 1, 'sieu am thai', 'Siêu âm thai · 250.000 ₫');
    const sessions = screen.getByRole('spinbutton', { name: 'Số buổi dòng 1' });
    await user.clear(sessions);
    await user.type(sessions, '4');
    await user.click(screen.getByRole('button', { name: /Thêm dịch vụ/ }));
    await pick(user, 2, 'gel', 'Gel siêu âm · 30.000 ₫');
    await user.clear(screen.getByRole('spinbutton', { name: 'Số buổi dòng 2' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Số buổi dòng 2' }), '2');
    await user.click(screen.getByRole('button', { name: /Thêm dịch vụ/ }));
    await pick(user, 3, 'sieu am thai', 'Siêu âm thai · 250.000 ₫');
    // 4 × 250 000 + 2 × 30 000 + 1 × 250 000, one by one.
    expect(await screen.findByText(/Mua lẻ: 1\.310\.000/)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Giá trọn gói' }), '900000');
    await user.type(screen.getByRole('spinbutton', { name: 'Thời hạn' }), '180');
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    expect(await screen.findAllByText('Mục này đã có ở dòng khác')).not.toHaveLength(0);
    expect(calls.bodyOf('POST /api/goidichvu')).toBeUndefined();
    // The third line goes; the saving shows against what is left.
    await user.click(screen.getByRole('button', { name: 'Bỏ dòng 3' }));
    expect(await screen.findByText(/Gói rẻ hơn 160\.000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Thêm mới/ }));
    await waitFor(() => expect(calls.bodyOf('POST /api/goidichvu')).toBeDefined());
    expect(calls.bodyOf('POST /api/goidichvu')).toEqual({
      ten: 'Khám thai trọn gói',
      mota: null,
      giaban: 900_000,
      hieuluc_ngay: 180,
      quytac_hoantien: 'THEO_TY_LE',
      hoatdong: true,
      dong: [
        { dichvu_id: id(2), sanpham_id: null, soluot: 4 },
        { dichvu_id: null, sanpham_id: id(3), soluot: 2 },
      ],
    });
  });

  it('opens a package with its lines, in English too', async () => {
    signedInApi(owner, api);
    renderScreen({ screen: PackagesScreen, url: '/goi-dich-vu', path: `/goi-dich-vu/${physio._id}`, lang: 'en' });
    await screen.findByRole('combobox', { name: 'Service on line 1' });
    expect(await screen.findByTitle('Vật lý trị liệu · 150.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Sessions on line 1' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('reads the money received for packages apart from the revenue their sessions earned', async () => {
    const revenue: PackageRevenue = {
      tungay: '2026-03-01',
      denngay: '2026-03-31',
      soban: 3,
      dathu: 3_600_000,
      soluot: 12,
      doanhthu: 1_440_000,
      sohoan: 1,
      dahoan: 480_000,
      sohethan: 0,
      hethan: 0,
      theogoi: [
        {
          goidichvu_id: physio._id,
          ten: physio.ten,
          soban: 3,
          dathu: 3_600_000,
          soluot: 12,
          doanhthu: 1_440_000,
          sohoan: 1,
          dahoan: 480_000,
          sohethan: 0,
          hethan: 0,
        },
      ],
    };
    const calls = signedInApi(owner, { ...api, 'GET /api/goidichvu/doanhthu': () => ok(revenue) });
    renderScreen({
      screen: PackagesScreen,
      url: '/goi-dich-vu',
      path: '/goi-dich-vu/doanh-thu?tungay=2026-03-01&denngay=2026-03-31',
    });
    const received = (await screen.findAllByText('Đã thu (bán gói)'))[0]!.closest('.ant-statistic')!;
    expect(received).toHaveTextContent('3.600.000');
    expect(received).toHaveTextContent('3 gói');
    const earned = screen.getAllByText('Doanh thu theo buổi đã dùng')[0]!.closest('.ant-statistic')!;
    expect(earned).toHaveTextContent('1.440.000');
    expect(earned).toHaveTextContent('12 buổi');
    const row = screen.getByRole('row', { name: new RegExp(physio.ten) });
    expect(row).toHaveTextContent('3.600.000');
    expect(row).toHaveTextContent('1.440.000');
    expect(calls.calls().some((call) => call.includes('tungay=2026-03-01'))).toBe(true);
  });
});
