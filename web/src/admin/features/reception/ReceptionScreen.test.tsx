// Reception (/admin/tiep-nhan) through the DOM: a new patient checked in from the form gets their number, the queue
// calls the next number and reads again when the live stream says a visit changed; the waiting-room display shows
// the number called, without names, and reads the call aloud in Vietnamese.
import {
  clinicDay,
  type AppointmentRow,
  type DisplayRoom,
  type VisitRecord,
  type VisitRow,
} from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { installEventSource } from '../../../test/event-source';
import { renderScreen } from '../../../test/screen';
import { ReceptionScreen } from './ReceptionScreen';

const live = installEventSource();
const clinic = '01a40000-0000-7000-8000-0000000000c1';
const rooms = [
  { _id: '01a40000-0000-7000-8000-0000000000a1', ma: 'P1', ten: 'Phòng 1' },
  { _id: '01a40000-0000-7000-8000-0000000000a2', ma: 'P2', ten: 'Phòng 2' },
];
const visit = (n: number, overrides: Partial<VisitRow> = {}): VisitRecord => ({
  _id: `01a40000-0000-7000-8000-00000000000${n}`,
  phongkham_id: clinic,
  benhnhan_id: `01a40000-0000-7000-8000-0000000000b${n}`,
  benhnhan_ma: `BN-00000${n}`,
  benhnhan_hoten: `Bệnh Nhân ${n}`,
  benhnhan_ngaysinh: null,
  benhnhan_dienthoai: null,
  phong_id: rooms[0]!._id,
  phong_ten: 'Phòng 1',
  bacsi_id: null,
  bacsi_hoten: null,
  ngay: '2026-11-26',
  sothutu: n,
  trangthai: 'CHO',
  lydo: null,
  lichhen_id: null,
  den_luc: '2026-11-26T01:00:00.000Z',
  goi_luc: null,
  batdau_luc: null,
  ketthuc_luc: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  updatedAt: '2026-11-26T01:00:00.000Z',
  chidinh: [],
  ...overrides,
});
const page = (docs: VisitRow[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 });
const receptionist = staffWithRole('QUANLY', {
  phongkham_id: clinic,
  vaitro: {
    _id: '01a40000-0000-7000-8000-0000000000f1',
    ma: 'LETAN' as 'QUANLY',
    ten: 'Lễ tân',
    menu: [
      { url: '/tiep-nhan', view: true, create: true, update: true, delete: false, actions: [] },
      { url: '/tai-khoan-benh-nhan', view: true, create: true, update: true, delete: false, actions: [] },
    ],
  },
});
const common = {
  'GET /api/luotkham/phong': () => ok(rooms),
  'GET /api/bacsi': () => page([]),
  'GET /api/dichvu': () => page([]),
};

describe('reception', { timeout: 90_000 }, () => {
  it('checks a new patient in, calls the next number, and follows the live stream', async () => {
    let rows: VisitRow[] = [];
    const api = signedInApi(receptionist, {
      ...common,
      'GET /api/luotkham': () => page(rows),
      'POST /api/luotkham': () => {
        rows = [visit(1, { benhnhan_hoten: 'Trần Thị Mai' })];
        return ok(rows[0], 201);
      },
      [`POST /api/luotkham/${visit(1)._id}/trangthai`]: () => {
        rows = [visit(1, { benhnhan_hoten: 'Trần Thị Mai', trangthai: 'DANG_GOI' })];
        return ok(rows[0]);
      },
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: receptionist });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Bệnh nhân mới'));
    // Typed at once (fireEvent): key-by-key typing into the form costs seconds in jsdom.
    fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: 'Trần Thị Mai' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912 345 678' } });
    // The birth day is typed day first, as the screen's language writes it, and sent as the wire's text.
    await user.type(screen.getByLabelText('Ngày sinh'), '10/05/1990{Enter}');
    // Enter moved on to the next field: nobody is checked in before the doctor, reason and services are reached.
    await waitFor(() => expect(screen.getByLabelText('Giới tính')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận và cấp số' }));
    await screen.findByText(/Đã tiếp nhận Trần Thị Mai vào Phòng 1/);
    expect(api.calls().filter((call) => call === 'POST /api/luotkham')).toHaveLength(1);
    expect(api.bodyOf('POST /api/luotkham')).toEqual({
      benhnhan: { hoten: 'Trần Thị Mai', dienthoai: '0912 345 678', ngaysinh: '1990-05-10' },
      phong_id: rooms[0]!._id,
      bacsi_id: null,
      lydo: null,
      dichvu_ids: [],
    });

    const queue = screen.getByRole('list', { name: 'Hàng đợi' });
    await within(queue).findByText('Trần Thị Mai');
    await user.click(screen.getByRole('button', { name: 'Gọi số tiếp theo (1)' }));
    expect(api.bodyOf(`POST /api/luotkham/${visit(1)._id}/trangthai`)).toEqual({ hanhdong: 'GOI' });
    await within(queue).findByText('Đang gọi');

    // Another desk checks someone in: the stream tells, the list reads again.
    rows = [...rows, visit(2, { benhnhan_hoten: 'Lê Văn Hùng' })];
    live.emit('luotkham.capnhat', { _id: visit(2)._id, hanhdong: 'TIEP_NHAN', sothutu: 2 });
    await within(queue).findByText('Lê Văn Hùng', {}, { timeout: 15_000 });
  });

  it('offers only the moves a visit’s state allows, none once it is final, and none to a reader without the update grant', async () => {
    const moveNames = ['Gọi', 'Gọi lại', 'Vào khám', 'Xong', 'Bỏ qua', 'Hủy'];
    const shownMoves = (row: HTMLElement) =>
      moveNames.filter((name) => within(row).queryByRole('button', { name }) !== null);
    const rows = [
      visit(1, { benhnhan_hoten: 'Đang Khám', trangthai: 'DANG_KHAM' }),
      visit(2, { benhnhan_hoten: 'Đã Xong', trangthai: 'XONG' }),
      visit(3, { benhnhan_hoten: 'Đã Hủy', trangthai: 'HUY' }),
    ];
    signedInApi(receptionist, { ...common, 'GET /api/luotkham': () => page(rows) });
    const desk = renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: receptionist });
    const queue = await screen.findByRole('list', { name: 'Hàng đợi' });
    const inExam = (await within(queue).findByText('Đang Khám')).closest('li')!;
    expect(shownMoves(inExam)).toEqual(['Xong']);
    // Finished and cancelled visits have no move left: they are not listed with buttons, only counted.
    expect(within(queue).queryByText('Đã Xong')).toBeNull();
    expect(within(queue).queryByText('Đã Hủy')).toBeNull();
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    desk.unmount();

    const watcher = staffWithRole('QUANLY', {
      phongkham_id: clinic,
      vaitro: {
        ...receptionist.vaitro,
        menu: [{ url: '/tiep-nhan', view: true, create: false, update: false, delete: false, actions: [] }],
      },
    });
    const waiting = [
      visit(4, { benhnhan_hoten: 'Đang Chờ' }),
      visit(5, { benhnhan_hoten: 'Đang Gọi', trangthai: 'DANG_GOI' }),
    ];
    signedInApi(watcher, { ...common, 'GET /api/luotkham': () => page(waiting) });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: watcher });
    const watched = await screen.findByRole('list', { name: 'Hàng đợi' });
    for (const name of ['Đang Chờ', 'Đang Gọi']) {
      expect(shownMoves((await within(watched).findByText(name)).closest('li')!)).toEqual([]);
    }
    expect(screen.queryByRole('button', { name: /Gọi số tiếp theo/ })).toBeNull();
  });

  it("asks a register patient's missing birth date and sex at check-in, and sends them with it", async () => {
    const booked = {
      _id: '01a40000-0000-7000-8000-0000000000b9',
      phongkham_id: clinic,
      ma: 'BN-000009',
      hoten: 'Phạm Thu Hà',
      ngaysinh: null,
      gioitinh: null,
      dienthoai: '0909000111',
      email: null,
      cccd: null,
    };
    const api = signedInApi(receptionist, {
      ...common,
      'GET /api/luotkham': () => page([]),
      'GET /api/benhnhan': () => ok({ docs: [booked], totalDocs: 1, page: 1, limit: 8, totalPages: 1 }),
      'POST /api/luotkham': () => ok(visit(1, { benhnhan_hoten: 'Phạm Thu Hà' }), 201),
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: receptionist });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bệnh nhân'), 'Phạm');
    await user.click(await screen.findByText('BN-000009 · Phạm Thu Hà · 0909000111'));
    // A site booking's record: no birth date, no sex. The form asks for both before the room.
    expect(await screen.findByText(/Hồ sơ chưa có ngày sinh hoặc giới tính/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ngày sinh'), '02/04/2019');
    await user.click(screen.getByLabelText('Giới tính'));
    await user.click(await screen.findByTitle('Nữ'));
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận và cấp số' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/luotkham')).toEqual({
        benhnhan_id: booked._id,
        benhnhan_bosung: { ngaysinh: '2019-04-02', gioitinh: 'NU' },
        phong_id: rooms[0]!._id,
        bacsi_id: null,
        lydo: null,
        dichvu_ids: [],
      }),
    );
  });

  it('picks among many rooms by name, whole and searchable, at any width', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      _id: `01a40000-0000-7000-8000-0000000001${String(index).padStart(2, '0')}`,
      ma: `P${index + 1}`,
      ten: `Phòng khám Nội tổng quát số ${index + 1}`,
    }));
    const api = signedInApi(receptionist, {
      ...common,
      'GET /api/luotkham/phong': () => ok(many),
      'GET /api/luotkham': () => page([]),
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: receptionist });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Hàng đợi của phòng' });
    await user.type(picker, 'số 8');
    await user.click(await screen.findByTitle('Phòng khám Nội tổng quát số 8'));
    await waitFor(() =>
      expect(api.calls()).toContain(
        `GET /api/luotkham?ngay=${encodeURIComponent(clinicDay())}&phong_id=${many[7]!._id}&limit=0&sort=sothutu`,
      ),
    );
  });

  it("changes a waiting visit's doctor, reason and services from the queue's Sửa", async () => {
    const doctor = { _id: '01a40000-0000-7000-8000-0000000000e1', hoten: 'BS. Nguyễn Văn Hùng' };
    const api = signedInApi(receptionist, {
      ...common,
      'GET /api/bacsi': () => page([doctor as never]),
      'GET /api/luotkham': () => page([visit(1)]),
      [`GET /api/luotkham/${visit(1)._id}`]: () => ok(visit(1)),
      [`PUT /api/luotkham/${visit(1)._id}`]: () => ok(visit(1, { lydo: 'Sốt', bacsi_id: doctor._id })),
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: receptionist });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sửa lượt khám số 1: Bệnh Nhân 1' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('Sửa lượt khám số 1: Bệnh Nhân 1')).toBeInTheDocument();
    const doctorPicker = await within(dialog).findByRole('combobox', { name: 'Bác sĩ' }, { timeout: 15_000 });
    await user.click(doctorPicker);
    await user.click(await screen.findByTitle('BS. Nguyễn Văn Hùng'));
    // The doctor chosen can be cleared by a button named in the screen's language, not antd's "Clear".
    const doctorSelect = doctorPicker.closest<HTMLElement>('.ant-select')!;
    // (antd names both the button and its icon.)
    await waitFor(() => expect(within(doctorSelect).getAllByLabelText('Bỏ chọn').length).toBeGreaterThan(0));
    expect(within(dialog).queryByLabelText('Clear')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Lý do khám'), { target: { value: ' Sốt ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu bác sĩ, lý do, dịch vụ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodyOf(`PUT /api/luotkham/${visit(1)._id}`)).toEqual({
      bacsi_id: doctor._id,
      lydo: 'Sốt',
      dichvu_ids: [],
    });
  });

  it("lists today's appointments and checks an arrival in with one click, live as bookings come", async () => {
    const desk = staffWithRole('QUANLY', {
      ...receptionist,
      vaitro: {
        ...receptionist.vaitro,
        menu: [
          ...receptionist.vaitro.menu,
          { url: '/dat-lich-hen', view: true, create: true, update: true, delete: false, actions: [] },
        ],
      },
    });
    const booked = (n: number, hoten: string, trangthai: AppointmentRow['trangthai'] = 'DA_DAT'): AppointmentRow => ({
      _id: `01a40000-0000-7000-8000-0000000000d${n}`,
      phongkham_id: clinic,
      bacsi_id: '01a40000-0000-7000-8000-0000000000e1',
      bacsi_hoten: 'BS. Nguyễn Văn Hùng',
      benhnhan_id: `01a40000-0000-7000-8000-0000000000b${n}`,
      benhnhan_ma: `BN-00000${n}`,
      hoten,
      dienthoai: '0912345678',
      batdau: '2026-11-26T02:00:00.000Z',
      ketthuc: '2026-11-26T02:15:00.000Z',
      trangthai,
      nguon: 'WEB',
      ghichu: null,
      yeucau_id: null,
      sokhongden: 0,
      createdAt: '2026-11-25T02:00:00.000Z',
      updatedAt: '2026-11-25T02:00:00.000Z',
    });
    let appointments = [booked(1, 'Phạm Thu Hà')];
    const api = signedInApi(desk, {
      ...common,
      'GET /api/luotkham': () => page([]),
      'GET /api/lichhen': () =>
        ok({ docs: appointments, totalDocs: appointments.length, page: 1, limit: 0, totalPages: 1 }),
      'POST /api/luotkham': () => {
        appointments = [booked(1, 'Phạm Thu Hà', 'DA_DEN')];
        return ok(visit(1, { benhnhan_hoten: 'Phạm Thu Hà', lichhen_id: appointments[0]!._id }), 201);
      },
      // Her record already holds birth date and sex: nothing to ask, one click checks her in.
      [`GET /api/benhnhan/${booked(1, '').benhnhan_id}`]: () => ok({ ngaysinh: '1990-05-10', gioitinh: 'NU' }),
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: desk });
    const arrivals = (await screen.findByText('Lịch hẹn hôm nay')).closest<HTMLElement>('.ant-card')!;
    await within(arrivals).findByText('Phạm Thu Hà');
    expect(arrivals).toHaveTextContent('09:00');

    // A booking made on the site meanwhile: the stream tells, the list reads again.
    appointments = [...appointments, booked(2, 'Đỗ Minh Quân', 'DA_XAC_NHAN')];
    live.emit('lichhen.capnhat', { _id: appointments[1]!._id, hanhdong: 'DA_DAT' });
    await within(arrivals).findByText('Đỗ Minh Quân', {}, { timeout: 15_000 });

    await userEvent.click(within(arrivals).getByLabelText('Tiếp nhận Phạm Thu Hà vào phòng đang chọn'));
    expect(api.bodyOf('POST /api/luotkham')).toEqual({
      benhnhan_id: booked(1, '')['benhnhan_id'],
      lichhen_id: booked(1, '')._id,
      phong_id: rooms[0]!._id,
    });
    await within(arrivals).findByText('Đã đến');
  });

  it('asks a site booking without a record for birth date and sex before checking it in', async () => {
    const desk = staffWithRole('QUANLY', {
      ...receptionist,
      vaitro: {
        ...receptionist.vaitro,
        menu: [
          ...receptionist.vaitro.menu,
          { url: '/dat-lich-hen', view: true, create: true, update: true, delete: false, actions: [] },
        ],
      },
    });
    const booking: AppointmentRow = {
      _id: '01a40000-0000-7000-8000-0000000000d7',
      phongkham_id: clinic,
      bacsi_id: '01a40000-0000-7000-8000-0000000000e1',
      bacsi_hoten: 'BS. Nguyễn Văn Hùng',
      benhnhan_id: null,
      benhnhan_ma: null,
      hoten: 'Lê Thị Web',
      dienthoai: '0912345670',
      batdau: '2026-11-26T02:00:00.000Z',
      ketthuc: '2026-11-26T02:15:00.000Z',
      trangthai: 'DA_DAT',
      nguon: 'WEB',
      ghichu: null,
      yeucau_id: null,
      sokhongden: 0,
      createdAt: '2026-11-25T02:00:00.000Z',
      updatedAt: '2026-11-25T02:00:00.000Z',
    };
    const api = signedInApi(desk, {
      ...common,
      'GET /api/luotkham': () => page([]),
      'GET /api/lichhen': () => ok({ docs: [booking], totalDocs: 1, page: 1, limit: 0, totalPages: 1 }),
      'POST /api/luotkham': () => ok(visit(1, { benhnhan_hoten: 'Lê Thị Web', lichhen_id: booking._id }), 201),
    });
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', staff: desk });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Tiếp nhận Lê Thị Web vào phòng đang chọn'));
    const dialog = (await screen.findByText('Tiếp nhận Lê Thị Web: ngày sinh, giới tính')).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(api.calls()).not.toContain('POST /api/luotkham');
    await user.type(within(dialog).getByLabelText('Ngày sinh'), '02/03/1988');
    await user.click(within(dialog).getByRole('combobox', { name: 'Giới tính' }));
    await user.click(await screen.findByTitle('Nữ'));
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp nhận' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/luotkham')).toEqual({
        benhnhan_bosung: { ngaysinh: '1988-03-02', gioitinh: 'NU' },
        lichhen_id: booking._id,
        phong_id: rooms[0]!._id,
      }),
    );
  });

  it('shows the waiting room the number called, no names, and reads the call aloud', async () => {
    let display: DisplayRoom[] = [
      { phong_id: rooms[0]!._id, phong_ten: 'Phòng 1', dang_goi: null, dang_kham: [], tiep_theo: [1, 2] },
    ];
    signedInApi(receptionist, { ...common, 'GET /api/luotkham/man-hinh': () => ok(display) });
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { getVoices: () => [{ lang: 'vi-VN', name: 'Tiếng Việt' }], speak });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        voice: unknown = null;
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    renderScreen({ screen: ReceptionScreen, url: '/tiep-nhan', path: '/tiep-nhan/man-hinh', staff: receptionist });
    const room = await screen.findByRole('region', { name: 'Phòng 1' });
    expect(within(room).getByText('1, 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Bật âm thanh'));

    display = [{ ...display[0]!, dang_goi: 1, tiep_theo: [2] }];
    live.emit('luotkham.capnhat', {
      _id: visit(1)._id,
      phong_id: rooms[0]!._id,
      phong_ten: 'Phòng 1',
      sothutu: 1,
      hanhdong: 'GOI',
    });
    await waitFor(() => expect(within(room).getByTestId(`calling-${rooms[0]!._id}`)).toHaveTextContent('1'));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Mời bệnh nhân số 1 vào Phòng 1' }));
    expect(screen.queryByText(/Bệnh Nhân/)).toBeNull();
  });
});
