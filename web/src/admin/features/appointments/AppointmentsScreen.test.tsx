// The appointments calendar (/admin/dat-lich-hen) through the DOM: the week's appointments appear on the time grid,
// one opens with its no-show count and confirms; a booking elsewhere arrives through the live stream; one doctor
// chosen, their free slots are read for each day shown; the English screen; the holidays list opened from the
// calendar, and a holiday's date kept as the calendar day it is when its name is edited.
import type { AppointmentRow } from '@phongkham/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, signedInApi, staffWithRole } from '../../../test/admin';
import { installEventSource } from '../../../test/event-source';
import { renderScreen } from '../../../test/screen';
import { AppointmentsScreen } from './AppointmentsScreen';

const live = installEventSource();
const clinic = '01a50000-0000-7000-8000-0000000000c1';
const doctorId = '01a50000-0000-7000-8000-0000000000d1';
/** Tomorrow at 09:00 clinic time: inside the week shown, whatever today is (a Sunday shows the next day too). */
const tomorrowAt = (hour: number) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`).getTime());
};
// FullCalendar places events on the grid from measured sizes, which jsdom lacks: the list below it is what is read.
const appointment = (n: number, overrides: Partial<AppointmentRow> = {}): AppointmentRow => ({
  _id: `01a50000-0000-7000-8000-00000000000${n}`,
  phongkham_id: clinic,
  bacsi_id: doctorId,
  bacsi_hoten: 'Nguyễn Văn An',
  benhnhan_id: `01a50000-0000-7000-8000-0000000000b${n}`,
  benhnhan_ma: `BN-00000${n}`,
  hoten: `Người Hẹn ${n}`,
  dienthoai: '0912345678',
  batdau: tomorrowAt(8 + n).toISOString(),
  ketthuc: new Date(tomorrowAt(8 + n).getTime() + 15 * 60_000).toISOString(),
  trangthai: 'DA_DAT',
  nguon: 'WEB',
  ghichu: null,
  yeucau_id: null,
  sokhongden: 2,
  createdAt: '2026-11-26T01:00:00.000Z',
  updatedAt: '2026-11-26T01:00:00.000Z',
  ...overrides,
});
const page = <T,>(docs: T[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 0, totalPages: 1 });
const receptionist = staffWithRole('QUANLY', {
  phongkham_id: clinic,
  vaitro: {
    _id: '01a50000-0000-7000-8000-0000000000f1',
    ma: 'LETAN' as 'QUANLY',
    ten: 'Lễ tân',
    menu: [{ url: '/dat-lich-hen', view: true, create: true, update: true, delete: false, actions: [] }],
  },
});
const doctors = () => page([{ _id: doctorId, hoten: 'Nguyễn Văn An' }]);

describe('appointments calendar', { timeout: 90_000 }, () => {
  it('shows the appointments, opens one with its no-shows, confirms it, and follows the live stream', async () => {
    let rows = [appointment(1)];
    const api = signedInApi(receptionist, {
      'GET /api/bacsi': doctors,
      'GET /api/lichhen': () => page(rows),
      [`POST /api/lichhen/${appointment(1)._id}/trangthai`]: () => {
        rows = [appointment(1, { trangthai: 'DA_XAC_NHAN' })];
        return ok(rows[0]);
      },
    });
    renderScreen({ screen: AppointmentsScreen, url: '/dat-lich-hen', staff: receptionist });
    const user = userEvent.setup();
    const agenda = await screen.findByRole('list', { name: 'Danh sách lịch hẹn' });
    await user.click(await within(agenda).findByText('Người Hẹn 1'));
    const card = await screen.findByRole('dialog');
    expect(within(card).getByText('BN-000001')).toBeInTheDocument();
    expect(within(card).getByText('2')).toBeInTheDocument();
    await user.click(within(card).getByText('Xác nhận'));
    await waitFor(() =>
      expect(api.bodyOf(`POST /api/lichhen/${appointment(1)._id}/trangthai`)).toEqual({ trangthai: 'DA_XAC_NHAN' }),
    );

    // A patient books on the site: the stream tells, the calendar reads again.
    rows = [...rows, appointment(2, { hoten: 'Lê Văn Hùng' })];
    live.emit('lichhen.capnhat', { _id: appointment(2)._id, hanhdong: 'DAT' });
    await within(agenda).findByText('Lê Văn Hùng', {}, { timeout: 15_000 });
  });

  it('reads the free slots of the doctor chosen, in English', async () => {
    const api = signedInApi(receptionist, {
      'GET /api/bacsi': doctors,
      'GET /api/lichhen': () => page([]),
      'GET /api/lichhen/trong': () => ok([]),
    });
    renderScreen({ screen: AppointmentsScreen, url: '/dat-lich-hen', staff: receptionist, lang: 'en' });
    expect(await screen.findByText('Appointments')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('All doctors'));
    await userEvent
      .setup()
      .click(await screen.findByText('Nguyễn Văn An', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(api.calls().some((call) => call.startsWith(`GET /api/lichhen/trong?bacsi_id=${doctorId}`))).toBe(true),
    );
    expect(screen.getByText('Free time')).toBeInTheDocument();
  });
  it('books for an inbox request: names the visitor, shows the chosen doctor’s free time, and can drop it', async () => {
    const requestId = '01a50000-0000-7000-8000-0000000000a1';
    const api = signedInApi(receptionist, {
      'GET /api/bacsi': doctors,
      'GET /api/lichhen': () => page([]),
      'GET /api/lichhen/trong': () => ok([]),
      [`GET /api/yeucau/${requestId}`]: () =>
        ok({ _id: requestId, hoten: 'Trịnh Thị Đặt', dienthoai: '0977000111', bacsi_id: doctorId, lichhen: [] }),
    });
    const { location } = renderScreen({
      screen: AppointmentsScreen,
      url: '/dat-lich-hen',
      path: `/dat-lich-hen?yeucau=${requestId}`,
      staff: receptionist,
    });
    expect(await screen.findByText('Đặt lịch cho Trịnh Thị Đặt (từ yêu cầu trong hộp thư)')).toBeInTheDocument();
    expect(screen.getByText(/0977000111/)).toBeInTheDocument();
    // The doctor the visitor chose is picked, so their free time is read and shaded.
    await waitFor(() =>
      expect(api.calls().some((call) => call.startsWith(`GET /api/lichhen/trong?bacsi_id=${doctorId}`))).toBe(true),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thôi, đặt lịch khác' }));
    await waitFor(() => expect(location()).toBe('/dat-lich-hen'));
    expect(screen.queryByText(/Đặt lịch cho Trịnh Thị Đặt/)).toBeNull();
  });

  it('opens the holidays from the calendar and keeps a holiday’s day when its name is edited', async () => {
    const newYear = {
      _id: '01a50000-0000-7000-8000-0000000000e1',
      phongkham_id: clinic,
      ngay: '2027-01-01',
      ten: 'Tết Dương lịch',
      ten_en: "New Year's Day",
      updatedAt: '2026-11-26T01:00:00.000Z',
    };
    const api = signedInApi(receptionist, {
      'GET /api/bacsi': doctors,
      'GET /api/lichhen': () => page([]),
      'GET /api/ngaynghi': () => page([newYear]),
      [`GET /api/ngaynghi/${newYear._id}`]: () => ok(newYear),
      [`PUT /api/ngaynghi/${newYear._id}`]: () => ok({ ...newYear, ten: 'Tết Dương lịch 2027' }),
    });
    const { location } = renderScreen({ screen: AppointmentsScreen, url: '/dat-lich-hen', staff: receptionist });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ngày nghỉ lễ' }));
    await waitFor(() => expect(location()).toBe('/dat-lich-hen/ngay-nghi'));
    await user.click(await screen.findByText(/01\/01\/2027/));
    const name = await screen.findByDisplayValue('Tết Dương lịch');
    fireEvent.change(name, { target: { value: 'Tết Dương lịch 2027' } });
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(api.bodyOf(`PUT /api/ngaynghi/${newYear._id}`)).toMatchObject({
        ngay: '2027-01-01',
        ten: 'Tết Dương lịch 2027',
      }),
    );
  });
});
