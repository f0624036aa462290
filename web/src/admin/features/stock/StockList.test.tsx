// The stock list and a batch's page through the DOM: each batch with its alert marks, usable quantity beside what is
// held, and value at cost; an alert's mark counts its batches and narrows the list to them (in the address and the
// request); a batch's page puts it on hold with a reason, transfers a quantity typed in boxes as tablets, and shows
// no move to a reader without the grant.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { batches, card, drugs, keeper, page, reader, receiptDocument, stores } from './fixtures';
import { StockScreen } from './StockScreen';

const counts: Record<string, number> = { hethan: 1, ganhethan: 1, duoidinhmuc: 1, tamgiu: 1 };
const api = {
  'GET /api/kho': () => ok(stores),
  'GET /api/thuoc': () => ok(page(drugs)),
  'GET /api/kho/thekho': () => ok(card),
  'GET /api/kho/canhbao': () =>
    ok({ homnay: '2026-11-29', songay_ganhethan: 90, ...counts, ds_duoidinhmuc: [], ds_ganhethan: [], ds_hethan: [] }),
  [`GET /api/kho/phieukho/${receiptDocument._id}`]: () => ok(receiptDocument),
};

/** The list's answer for a query: one flag narrows to the batches carrying it. */
function listFor(url: string) {
  const query = new URL(url, 'http://x').searchParams;
  const flag = Object.keys(counts).find((name) => query.get(name) === 'true');
  const rows = flag ? batches.filter((batch) => batch[flag as keyof typeof batch]) : batches;
  return ok(page(rows));
}

function stockApi(staff = keeper, more = {}) {
  const calls = signedInApi(staff, { ...api, ...more });
  // The fake API routes by path alone: the list answers by its query here.
  const routed = calls.fetchMock.getMockImplementation()!;
  calls.fetchMock.mockImplementation(async (input, init) =>
    String(input).startsWith('/api/kho/lohang?') && (init.method ?? 'GET') === 'GET'
      ? listFor(String(input))
      : routed(input, init),
  );
  return calls;
}

describe('the stock list', { timeout: 180_000 }, () => {
  it('shows each batch with its alerts, and an alert’s mark narrows the list to it', async () => {
    const calls = stockApi();
    const user = userEvent.setup();
    const { location } = renderScreen({ screen: StockScreen, url: '/kho', staff: keeper });
    const expired = (await screen.findByText('HH01')).closest('tr')!;
    expect(within(expired).getByText('Hết hạn')).toBeInTheDocument();
    expect(expired).toHaveTextContent('0 Viên/ 40 tồn');
    const near = screen.getByText('CH02').closest('tr')!;
    expect(within(near).getByText('Cận hạn')).toBeInTheDocument();
    expect(within(near).getByText('Dưới định mức')).toBeInTheDocument();
    expect(near).toHaveTextContent('262.500 ₫');
    expect(within(screen.getByText('TG03').closest('tr')!).getByText('Tạm giữ')).toBeInTheDocument();
    expect(screen.getByText('P004').closest('tr')!.querySelector('.ant-tag')).toBeNull();

    expect(await screen.findByText('Cận hạn: còn hạn dưới 90 ngày')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Lô hết hạn: 1' }));
    await waitFor(() => expect(location()).toContain('hethan=true'));
    await waitFor(() => expect(screen.queryByText('CH02')).not.toBeInTheDocument());
    expect(screen.getByText('HH01')).toBeInTheDocument();
    expect(calls.calls()).toContainEqual(expect.stringMatching(/^GET \/api\/kho\/lohang\?.*hethan=true/));
  });

  it('puts a batch on hold with its reason and transfers boxes as tablets', async () => {
    const batch = batches[1]!;
    const calls = stockApi(keeper, {
      [`GET /api/kho/lohang/${batch._id}`]: () => ok(batch),
      [`POST /api/kho/lohang/${batch._id}/tamgiu`]: () => ok({ ...batch, tamgiu: true }),
      'POST /api/kho/chuyenkho': () => ok({ ...receiptDocument, loai: 'CHUYEN', so: 'PCK-2026-000001' }, 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: `/kho/${batch._id}`, staff: keeper });
    await user.click(await screen.findByRole('button', { name: 'Tạm giữ lô' }));
    const hold = await screen.findByRole('dialog');
    await user.type(within(hold).getByRole('textbox'), 'Thu hồi theo công văn 456/QLD');
    await user.click(within(hold).getByRole('button', { name: 'Tạm giữ lô' }));
    await waitFor(() =>
      expect(calls.bodyOf(`POST /api/kho/lohang/${batch._id}/tamgiu`)).toEqual({
        tamgiu: true,
        lydo: 'Thu hồi theo công văn 456/QLD',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Chuyển kho' }));
    const move = await screen.findByRole('dialog', { name: /Chuyển kho/ });
    await user.click(within(move).getByRole('combobox', { name: 'Chuyển đến kho' }));
    await user.click(await screen.findByTitle('Phòng thủ thuật'));
    await user.type(within(move).getByRole('spinbutton'), '2');
    await user.click(within(move).getByRole('combobox', { name: 'Đơn vị' }));
    await user.click(await screen.findByTitle('Hộp (100 Viên)'));
    await user.click(within(move).getByRole('button', { name: 'Chuyển kho' }));
    await waitFor(() => expect(calls.bodyOf('POST /api/kho/chuyenkho')).toBeDefined());
    expect(calls.bodyOf('POST /api/kho/chuyenkho')).toMatchObject({
      kho_id: batch.kho_id,
      kho_den_id: stores[1]!._id,
      dong: [{ lohang_id: batch._id, soluong: 200 }],
    });
    expect(await screen.findByText('Số: PN-2026-000012')).toBeInTheDocument();
  });

  it('destroys an expired batch before two witnesses, with its reason', async () => {
    const batch = batches[0]!;
    const calls = stockApi(keeper, {
      [`GET /api/kho/lohang/${batch._id}`]: () => ok(batch),
      'POST /api/kho/huy': () => ok({ ...receiptDocument, loai: 'HUY', so: 'PHY-2026-000001' }, 201),
    });
    const user = userEvent.setup();
    renderScreen({ screen: StockScreen, url: '/kho', path: `/kho/${batch._id}`, staff: keeper });
    // Expired: nothing usable to transfer or return, but all 40 tablets can be destroyed.
    expect(await screen.findByRole('button', { name: 'Chuyển kho' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Hủy thuốc' }));
    const dialog = (await screen.findByText('Có thể xuất: 40 Viên (4 Vỉ)')).closest<HTMLElement>('.ant-modal')!;
    await user.type(within(dialog).getByRole('spinbutton'), '40');
    await user.type(within(dialog).getByRole('textbox', { name: 'Họ tên người chứng kiến 1' }), 'Trần Văn Bình');
    await user.type(within(dialog).getByRole('textbox', { name: 'Chức vụ người chứng kiến 1' }), 'Dược sĩ phụ trách');
    await user.type(within(dialog).getByRole('textbox', { name: 'Họ tên người chứng kiến 2' }), 'Lê Thị Hoa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do' }), 'Hết hạn dùng');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy thuốc' }));
    await waitFor(() => expect(calls.bodyOf('POST /api/kho/huy')).toBeDefined());
    expect(calls.bodyOf('POST /api/kho/huy')).toEqual({
      kho_id: batch.kho_id,
      lydo: 'Hết hạn dùng',
      nguoichungkien: [{ hoten: 'Trần Văn Bình', chucvu: 'Dược sĩ phụ trách' }, { hoten: 'Lê Thị Hoa' }],
      dong: [{ lohang_id: batch._id, soluong: 40 }],
    });
  });

  it('offers no move to a reader without the grant', async () => {
    const batch = batches[1]!;
    stockApi(reader, { [`GET /api/kho/lohang/${batch._id}`]: () => ok(batch) });
    renderScreen({ screen: StockScreen, url: '/kho', path: `/kho/${batch._id}`, staff: reader });
    expect(await screen.findByText('PN-2026-000012')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạm giữ lô' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chuyển kho' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Nhập hàng' })).not.toBeInTheDocument();
  });
});
