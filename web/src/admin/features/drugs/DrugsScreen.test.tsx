// The drug catalogue through the DOM: the list shows each drug's ingredients and class and sends the class tab as its
// filter; the form edits the active ingredients row by row and checks the contract before anything is sent.
import type { DrugRow } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { field, labelled, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { DrugsScreen } from './DrugsScreen';

const stamp = '2026-11-01T02:00:00.000Z';
const drug = (n: number, overrides: Partial<DrugRow> = {}): DrugRow => ({
  _id: `01a70000-0000-7000-8000-0000000000d${n}`,
  tenthuoc: `Thuốc ${n}`,
  thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '500 mg' }],
  dangbaoche: 'Viên nén',
  donvitinh: 'viên',
  duongdung: 'UONG',
  sodangky: null,
  hangsanxuat: null,
  nuocsanxuat: null,
  loaithuoc: 'THUONG',
  maatc: null,
  cachdung: null,
  ghichu: null,
  hoatdong: true,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const augmentin = drug(1, {
  tenthuoc: 'Augmentin 625',
  thanhphan: [
    { hoatchat: 'Amoxicillin', hamluong: '500 mg' },
    { hoatchat: 'Acid clavulanic', hamluong: '125 mg' },
  ],
});
const morphin = drug(2, { tenthuoc: 'Morphin 10 mg/ml', loaithuoc: 'GAY_NGHIEN', hoatdong: false });
/** A button by its text: a role query computes every element's accessible name, slow over a whole form in jsdom. */
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' });
const page = (docs: DrugRow[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

describe('the drug catalogue', { timeout: 60_000 }, () => {
  it('lists each drug with its ingredients and class, and sends the class tab as the filter', async () => {
    const api = signedInApi(owner, { 'GET /api/thuoc': () => page([augmentin, morphin]) });
    renderScreen({ screen: DrugsScreen, url: '/danh-muc-thuoc', path: '/danh-muc-thuoc?loaithuoc=GAY_NGHIEN' });
    const row = (await screen.findByText('Augmentin 625')).closest('tr')!;
    expect(within(row).getByText('Amoxicillin 500 mg + Acid clavulanic 125 mg')).toBeInTheDocument();
    expect(within(row).getByText('Thuốc thường')).toBeInTheDocument();
    const controlled = screen.getByText('Morphin 10 mg/ml').closest('tr')!;
    expect(within(controlled).getByText('Gây nghiện')).toBeInTheDocument();
    expect(within(controlled).getByText('Ngừng sử dụng')).toBeInTheDocument();
    expect(api.calls().find((call) => call.startsWith('GET /api/thuoc?'))).toContain('loaithuoc=GAY_NGHIEN');
    expect(screen.getByText('Augmentin 625').closest('a')).toHaveAttribute('href', `/danh-muc-thuoc/${augmentin._id}`);
  });

  it('adds a drug of two active ingredients, entered row by row', async () => {
    const created = drug(3, {
      tenthuoc: 'Klamentin 1g',
      thanhphan: [
        { hoatchat: 'Amoxicillin', hamluong: '875 mg' },
        { hoatchat: 'Acid clavulanic', hamluong: '125 mg' },
      ],
    });
    const api = signedInApi(owner, {
      'GET /api/thuoc': () => page([]),
      'POST /api/thuoc': () => ok(created, 201),
      [`GET /api/thuoc/${created._id}`]: () => ok(created),
    });
    const { location } = renderScreen({
      screen: DrugsScreen,
      url: '/danh-muc-thuoc',
      path: '/danh-muc-thuoc/them-moi',
    });
    fireEvent.change(await waitFor(() => field('Tên thuốc')), { target: { value: 'Klamentin 1g' } });
    fireEvent.change(labelled('Hoạt chất 1'), { target: { value: 'Amoxicillin' } });
    fireEvent.change(labelled('Hàm lượng 1'), { target: { value: '875 mg' } });
    await userEvent.click(button('Thêm hoạt chất'));
    fireEvent.change(await waitFor(() => labelled('Hoạt chất 2')), { target: { value: 'Acid clavulanic' } });
    fireEvent.change(labelled('Hàm lượng 2'), { target: { value: '125 mg' } });
    fireEvent.change(field('Dạng bào chế'), { target: { value: 'Viên nén bao phim' } });
    fireEvent.change(field('Đơn vị tính'), { target: { value: 'viên' } });
    await userEvent.click(button('Thêm mới'));
    await waitFor(() => expect(location()).toBe(`/danh-muc-thuoc/${created._id}`));
    expect(api.bodyOf('POST /api/thuoc')).toMatchObject({
      tenthuoc: 'Klamentin 1g',
      thanhphan: [
        { hoatchat: 'Amoxicillin', hamluong: '875 mg' },
        { hoatchat: 'Acid clavulanic', hamluong: '125 mg' },
      ],
      dangbaoche: 'Viên nén bao phim',
      donvitinh: 'viên',
      duongdung: 'UONG',
      loaithuoc: 'THUONG',
    });
  });

  it('sends nothing while a required field is empty', async () => {
    const api = signedInApi(owner, { 'GET /api/thuoc': () => page([]) });
    renderScreen({ screen: DrugsScreen, url: '/danh-muc-thuoc', path: '/danh-muc-thuoc/them-moi' });
    const name = await waitFor(() => field('Tên thuốc'));
    fireEvent.change(name, { target: { value: 'Panadol' } });
    await userEvent.click(button('Thêm mới'));
    await waitFor(() => expect(field('Dạng bào chế')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });
});
