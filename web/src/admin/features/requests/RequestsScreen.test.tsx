// The requests inbox (/admin/yeu-cau) through the DOM: the list with its tel: links and filters in the URL, a new
// request appearing when the live stream announces it, and a request's page moving it along the workflow.
import type { RequestRecord, RequestRow } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { installEventSource } from '../../../test/event-source';
import { renderScreen } from '../../../test/screen';
import { RequestsScreen } from './RequestsScreen';

const live = installEventSource();
const clinic = '01a30000-0000-7000-8000-0000000000c1';
const row = (n: number, overrides: Partial<RequestRow> = {}): RequestRow => ({
  _id: `01a30000-0000-7000-8000-00000000000${n}`,
  phongkham_id: clinic,
  loaiyeucau: 'DAT_LICH_HEN',
  hoten: `Khách số ${n}`,
  dienthoai: `091234567${n}`,
  trangthai: 'MOI',
  bacsi_id: null,
  bacsi: null,
  nhanvien_id: null,
  nguoiphutrach: null,
  solanthu: 0,
  lienhetiep: null,
  solanlap: 0,
  benhnhan_id: null,
  benhnhan_ma: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
  ...overrides,
});
const page = (docs: RequestRow[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });
// A receptionist: the inbox only, to view and update.
const receptionist = staffWithRole('QUANLY', {
  phongkham_id: clinic,
  vaitro: {
    _id: '01a30000-0000-7000-8000-0000000000f1',
    ma: 'LETAN' as 'QUANLY',
    ten: 'Lễ tân',
    menu: [{ url: '/yeu-cau', view: true, create: false, update: true, delete: false, actions: [] }],
  },
});

describe('the requests inbox', { timeout: 90_000 }, () => {
  it('lists requests with tel: links, keeps filters in the URL, and shows a new one when the stream says so', async () => {
    let rows = [row(1, { hoten: 'Nguyễn Thị Lan', bacsi: 'BS. Trần An', nguoiphutrach: 'Lê Thu' })];
    const api = signedInApi(receptionist, { 'GET /api/yeucau': () => page(rows) });
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: '/yeu-cau?trangthai=MOI', staff: receptionist });
    const lan = (await screen.findByText('Nguyễn Thị Lan')).closest('tr')!;
    expect(api.calls()).toContain('GET /api/yeucau?page=1&limit=10&sort=-createdAt&trangthai=MOI');
    expect(within(lan).getByRole('link', { name: '0912345671' })).toHaveAttribute('href', 'tel:0912345671');
    expect(within(lan).getByText('Mới')).toBeInTheDocument();
    expect(within(lan).getByText('Đặt lịch khám')).toBeInTheDocument();
    expect(within(lan).getByText('Lê Thu')).toBeInTheDocument();
    // A staff member of one clinic has no clinic filter; the owner's is tested by the kit.
    expect(screen.queryByRole('combobox', { name: 'Phòng khám' })).toBeNull();

    rows = [row(2, { hoten: 'Phạm Văn Bình', loaiyeucau: 'HO_TRO_TU_VAN' }), ...rows];
    live.emit('yeucau.moi', { _id: row(2)._id, loaiyeucau: 'HO_TRO_TU_VAN' });
    const binh = (await screen.findByText('Phạm Văn Bình', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(binh).getByText('Tư vấn')).toBeInTheDocument();
    expect(live.open()).toHaveLength(1);
  });

  it('moves a request along the workflow with a note, from its page', async () => {
    let record: RequestRecord = {
      ...row(3, { hoten: 'Đỗ Thị Cúc', bacsi: 'BS. Trần An' }),
      dongy_phienban: '2026-01-01',
      dongy_luc: '2026-11-25T02:00:00.000Z',
      lichsu: [],
      lichhen: [],
    };
    const api = signedInApi(receptionist, {
      [`GET /api/yeucau/${record._id}`]: () => ok(record),
      [`GET /api/yeucau/${record._id}/nguoiphutrach`]: () =>
        ok([{ _id: '01a30000-0000-7000-8000-0000000000e1', hoten: 'Lê Thu' }]),
      [`POST /api/yeucau/${record._id}/trangthai`]: (body) => {
        const { trangthai, ghichu } = body as { trangthai: 'DA_LIEN_HE'; ghichu?: string };
        record = {
          ...record,
          trangthai,
          lichsu: [
            {
              _id: '01a30000-0000-7000-8000-0000000000h1',
              hanhdong: 'TRANG_THAI',
              truoc: 'MOI',
              sau: trangthai,
              ghichu: ghichu ?? null,
              nhanvien: 'Lê Thu',
              createdAt: '2026-11-25T03:00:00.000Z',
            },
          ],
        };
        return ok(record);
      },
    });
    const user = userEvent.setup();
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${record._id}`, staff: receptionist });
    expect(await screen.findByText('Yêu cầu của Đỗ Thị Cúc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0912345673' })).toHaveAttribute('href', 'tel:0912345673');
    expect(screen.getByText(/Có, theo chính sách phiên bản 2026-01-01/)).toBeInTheDocument();
    expect(screen.getByText('BS. Trần An')).toBeInTheDocument();
    // From new: contacted, unreachable or cancelled, never straight to booked.
    expect(screen.queryByRole('button', { name: 'Đã đặt lịch' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Đã liên hệ' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Ghi chú'), 'Khách hẹn sáng mai');
    await user.click(within(dialog).getByRole('button', { name: 'Đã liên hệ' }));
    await waitFor(() => expect(api.calls()).toContain(`POST /api/yeucau/${record._id}/trangthai`));
    expect(api.bodyOf(`POST /api/yeucau/${record._id}/trangthai`)).toMatchObject({
      trangthai: 'DA_LIEN_HE',
      ghichu: 'Khách hẹn sáng mai',
    });
    const step = (await screen.findByText('Mới → Đã liên hệ')).closest('li')!;
    expect(within(step).getByText('Khách hẹn sáng mai')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Đã đặt lịch' })).toBeInTheDocument();
  });

  it('offers the moves only to a reader holding the update grant, and none on a final request', async () => {
    const moveNames = ['Đã liên hệ', 'Không liên lạc được', 'Đã đặt lịch', 'Hủy yêu cầu'];
    const noMoves = () => moveNames.forEach((name) => expect(screen.queryByRole('button', { name })).toBeNull());
    const open = {
      ...row(8, { hoten: 'Khách chỉ xem' }),
      dongy_phienban: null,
      dongy_luc: null,
      lichsu: [],
      lichhen: [],
    };
    const reader = staffWithRole('QUANLY', {
      phongkham_id: clinic,
      vaitro: {
        ...receptionist.vaitro,
        menu: [{ url: '/yeu-cau', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    signedInApi(reader, { [`GET /api/yeucau/${open._id}`]: () => ok(open) });
    const viewed = renderScreen({
      screen: RequestsScreen,
      url: '/yeu-cau',
      path: `/yeu-cau/${open._id}`,
      staff: reader,
    });
    expect(await screen.findByText('Yêu cầu của Khách chỉ xem')).toBeInTheDocument();
    noMoves();
    viewed.unmount();

    const cancelled = { ...open, ...row(9, { hoten: 'Khách đã hủy', trangthai: 'HUY' }) };
    signedInApi(receptionist, {
      [`GET /api/yeucau/${cancelled._id}`]: () => ok(cancelled),
      [`GET /api/yeucau/${cancelled._id}/nguoiphutrach`]: () => ok([]),
    });
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${cancelled._id}`, staff: receptionist });
    expect(await screen.findByText('Yêu cầu của Khách đã hủy')).toBeInTheDocument();
    noMoves();
  });

  it('makes the visitor a patient in one step, then links to the record', async () => {
    const record: RequestRecord = {
      ...row(4, { hoten: 'Vũ Minh Tâm' }),
      dongy_phienban: null,
      dongy_luc: null,
      lichsu: [],
      lichhen: [],
    };
    const patientId = '01a30000-0000-7000-8000-0000000000p1';
    // The receptionist may also add patients.
    const desk = staffWithRole('QUANLY', {
      phongkham_id: clinic,
      vaitro: {
        ...receptionist.vaitro,
        menu: [
          ...receptionist.vaitro.menu,
          { url: '/tai-khoan-benh-nhan', view: true, create: true, update: false, delete: false, actions: [] },
        ],
      },
    });
    const api = signedInApi(desk, {
      [`GET /api/yeucau/${record._id}`]: () => ok(record),
      [`GET /api/yeucau/${record._id}/nguoiphutrach`]: () => ok([]),
      [`POST /api/benhnhan/tu-yeu-cau/${record._id}`]: () =>
        ok({ benhnhan: { _id: patientId, ma: 'BN-000124', hoten: 'Vũ Minh Tâm' }, moi: true }),
    });
    const user = userEvent.setup();
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${record._id}`, staff: desk });
    await user.click(await screen.findByRole('button', { name: 'Tạo hồ sơ bệnh nhân' }));
    await waitFor(() => expect(api.calls()).toContain(`POST /api/benhnhan/tu-yeu-cau/${record._id}`));
    expect(await screen.findByText('Đã tạo hồ sơ bệnh nhân BN-000124')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'BN-000124' })).toHaveAttribute(
      'href',
      `/tai-khoan-benh-nhan/${patientId}`,
    );
  });

  it('offers no conversion to a role that may not add patients', async () => {
    const record: RequestRecord = { ...row(5), dongy_phienban: null, dongy_luc: null, lichsu: [], lichhen: [] };
    signedInApi(receptionist, {
      [`GET /api/yeucau/${record._id}`]: () => ok(record),
      [`GET /api/yeucau/${record._id}/nguoiphutrach`]: () => ok([]),
    });
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${record._id}`, staff: receptionist });
    expect(await screen.findByText('Yêu cầu của Khách số 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo hồ sơ bệnh nhân' })).toBeNull();
  });

  it('books the visitor from the request: a button opens the calendar for it, and its appointments are listed', async () => {
    const booked = '01a30000-0000-7000-8000-0000000000a9';
    const record: RequestRecord = {
      ...row(6, { hoten: 'Trịnh Thị Đặt', trangthai: 'DA_DAT_LICH' }),
      dongy_phienban: null,
      dongy_luc: null,
      lichsu: [],
      lichhen: [{ _id: booked, batdau: '2026-12-01T02:30:00.000Z', bacsi_hoten: 'BS. Trần An', trangthai: 'DA_DAT' }],
    };
    const desk = staffWithRole('QUANLY', {
      phongkham_id: clinic,
      vaitro: {
        ...receptionist.vaitro,
        menu: [
          ...receptionist.vaitro.menu,
          { url: '/dat-lich-hen', view: true, create: true, update: false, delete: false, actions: [] },
        ],
      },
    });
    signedInApi(desk, {
      [`GET /api/yeucau/${record._id}`]: () => ok(record),
      [`GET /api/yeucau/${record._id}/nguoiphutrach`]: () => ok([]),
    });
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${record._id}`, staff: desk });
    const book = await screen.findByRole('link', { name: /Đặt thêm lịch hẹn/ });
    expect(book).toHaveAttribute('href', `/dat-lich-hen?yeucau=${record._id}`);
    const listed = screen.getByText('Lịch hẹn đã đặt từ yêu cầu này').closest('.ant-card')! as HTMLElement;
    expect(within(listed).getByText(/BS\. Trần An/)).toBeInTheDocument();
    expect(within(listed).getByRole('link', { name: /\b0?1\/12\/2026 09:30/ })).toHaveAttribute(
      'href',
      '/dat-lich-hen?ngay=2026-12-01',
    );
  });

  it('offers no booking to a role that may not book appointments', async () => {
    const record: RequestRecord = { ...row(7), dongy_phienban: null, dongy_luc: null, lichsu: [], lichhen: [] };
    signedInApi(receptionist, {
      [`GET /api/yeucau/${record._id}`]: () => ok(record),
      [`GET /api/yeucau/${record._id}/nguoiphutrach`]: () => ok([]),
    });
    renderScreen({ screen: RequestsScreen, url: '/yeu-cau', path: `/yeu-cau/${record._id}`, staff: receptionist });
    expect(await screen.findByText('Yêu cầu của Khách số 7')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Đặt lịch hẹn/ })).toBeNull();
  });
});
