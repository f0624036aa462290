// The back-office home through the DOM: each figure the server sends, linked to its filtered list, the requests per
// type and status, the news, the trends (drawn once their library has loaded), and nothing of what the server left
// out for the role.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFigures, doctor, ok, signedInApi, staffWithRole } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { DashboardPage } from './DashboardPage';

describe('the dashboard', { timeout: 60_000 }, () => {
  it('links every figure to its filtered list and draws the trends', async () => {
    signedInApi(doctor, { 'GET /api/dashboard': () => ok({ ...dashboardFigures, tinnhan_chiluu: true }) });
    renderScreen({ screen: DashboardPage, url: '/', path: '/' });
    // No SMS provider: the home says that messages are only stored, and links to the outbox.
    expect(await screen.findByText(/Tin nhắn chỉ được lưu \(chưa cấu hình nhà mạng\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem hộp thư đi' })).toHaveAttribute('href', '/sms?kenh=SMS');
    const today = await screen.findByRole('link', { name: /Đặt lịch \/ Tư vấn hôm nay/ });
    expect(today).toHaveTextContent(/3$/);
    expect(today).toHaveAttribute('href', '/yeu-cau?tungay=2026-11-25');
    expect(screen.getByRole('link', { name: /Đặt lịch \/ Tư vấn tuần này/ })).toHaveAttribute(
      'href',
      '/yeu-cau?tungay=2026-11-23',
    );
    const registrations = screen.getByRole('link', { name: /Đăng ký thành viên tuần này/ });
    expect(registrations).toHaveAttribute('href', '/dang-ky-thanh-vien?tungay=2026-11-23');
    expect(screen.getByText('Còn 13/50 suất ưu đãi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hồ sơ chờ xét duyệt/ })).toHaveAttribute(
      'href',
      '/xet-duyet-ho-so?trangthai=MOI',
    );

    // New bookings: 2 today, 6 this week, each opening the inbox filtered by type, status and day.
    const table = screen.getByRole('table');
    const booking = within(table).getByText('Mới').closest('tr')!;
    expect(within(booking).getByRole('link', { name: 'Hôm nay: 2' })).toHaveAttribute(
      'href',
      '/yeu-cau?loaiyeucau=DAT_LICH_HEN&trangthai=MOI&tungay=2026-11-25',
    );
    expect(within(booking).getByRole('link', { name: 'Tuần này: 6' })).toHaveAttribute(
      'href',
      '/yeu-cau?loaiyeucau=DAT_LICH_HEN&trangthai=MOI&tungay=2026-11-23',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Trạng thái', 'Đặt lịch hẹn', 'Hỗ trợ tư vấn']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild?.textContent),
    ).toEqual(['Mới', 'Đã liên hệ', 'Đã đặt lịch', 'Không liên lạc được', 'Đã hủy']);

    expect(screen.getByRole('link', { name: 'Khám sức khỏe định kỳ cho người cao tuổi' })).toHaveAttribute(
      'href',
      '/tin-tuc/0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b21',
    );
    // The trends, after their chart library has loaded: described for screen readers day by day.
    const trend = await screen.findByRole('img', { name: /^Đặt lịch \/ Tư vấn 14 ngày qua: 12\/11 0, 13\/11 1/ });
    expect(trend).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Đăng ký thành viên 14 ngày qua:/ })).toBeInTheDocument();
  });

  it('shows only what the server sent for the role: no request figures without the inbox', async () => {
    const { yeucau: _requests, dangkythanhvien: _members, xetduyethoso: _reviews, ...newsOnly } = dashboardFigures;
    signedInApi(doctor, { 'GET /api/dashboard': () => ok(newsOnly) });
    renderScreen({ screen: DashboardPage, url: '/', path: '/', lang: 'en' });
    expect(await screen.findByText('Recently published news')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regular check-ups for older people' })).toBeInTheDocument();
    expect(screen.queryByText(/Bookings \/ consultations/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Applications awaiting review/)).toBeNull();
    expect(screen.queryByText(/only stored/)).toBeNull();
  });

  it('links each stock alert to the stock list filtered by it, in vi and en', async () => {
    const canhbaokho = { duoidinhmuc: 3, ganhethan: 2, hethan: 1, tamgiu: 0, songay_ganhethan: 60 };
    signedInApi(doctor, {
      'GET /api/dashboard': () => ok({ homnay: '2026-11-25', dautuan: '2026-11-23', canhbaokho }),
    });
    const { unmount } = renderScreen({ screen: DashboardPage, url: '/', path: '/', staff: doctor });
    expect(await screen.findByText('Cảnh báo kho')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dưới định mức tồn\s*3/ })).toHaveAttribute(
      'href',
      '/kho?duoidinhmuc=true',
    );
    expect(screen.getByRole('link', { name: /Sắp hết hạn \(60 ngày\)\s*2/ })).toHaveAttribute(
      'href',
      '/kho?ganhethan=60&tamgiu=false&conhang=true',
    );
    expect(screen.getByRole('link', { name: /Đã hết hạn còn tồn\s*1/ })).toHaveAttribute(
      'href',
      '/kho?hethan=true&conhang=true',
    );
    expect(screen.getByRole('link', { name: /Đang tạm giữ\s*0/ })).toHaveAttribute('href', '/kho?tamgiu=true');
    expect(screen.queryByText(/Vai trò của bạn chưa được xem/)).toBeNull();
    // The doctor does not hold the pharmacy report: no link to it.
    expect(screen.queryByRole('link', { name: 'Báo cáo kho thuốc' })).toBeNull();
    unmount();
    renderScreen({ screen: DashboardPage, url: '/', path: '/', lang: 'en' });
    expect(await screen.findByRole('link', { name: /Expiring within 60 days\s*2/ })).toHaveAttribute(
      'href',
      '/kho?ganhethan=60&tamgiu=false&conhang=true',
    );
  });

  it('links the stock alerts to the pharmacy report for those who hold it', async () => {
    const canhbaokho = { duoidinhmuc: 0, ganhethan: 0, hethan: 0, tamgiu: 0, songay_ganhethan: 90 };
    const pharmacist = staffWithRole('DUOCSI');
    signedInApi(pharmacist, {
      'GET /api/dashboard': () => ok({ homnay: '2026-11-25', dautuan: '2026-11-23', canhbaokho }),
    });
    renderScreen({ screen: DashboardPage, url: '/', path: '/', staff: pharmacist });
    expect(await screen.findByRole('link', { name: 'Báo cáo kho thuốc' })).toHaveAttribute(
      'href',
      '/bao-cao/kho-thuoc',
    );
  });

  it('says so when the role sees none of the figures', async () => {
    signedInApi(doctor, { 'GET /api/dashboard': () => ok({ homnay: '2026-11-25', dautuan: '2026-11-23' }) });
    renderScreen({ screen: DashboardPage, url: '/', path: '/' });
    expect(await screen.findByText(/Vai trò của bạn chưa được xem các số liệu/)).toBeInTheDocument();
  });

  it('shows the day at a glance, each figure opening its report or list for today', async () => {
    signedInApi(doctor, {
      'GET /api/dashboard': () =>
        ok({
          homnay: '2026-11-25',
          dautuan: '2026-11-23',
          doanhthu: {
            thucthu: 1_250_000,
            theophuongthuc: { TIEN_MAT: 800_000, THE: 0, CHUYEN_KHOAN: 50_000, VIETQR: 400_000 },
          },
          luotkham: { xong: 14, dangcho: 5, dangkham: 2 },
          thoigiancho: { trungvi_phut: 12.5, soluot: 16 },
          hoadonmo: { theotrangthai: { NHAP: 3, DA_PHAT_HANH: 1, THANH_TOAN_MOT_PHAN: 2 }, conlai: 735_000 },
        }),
    });
    renderScreen({ screen: DashboardPage, url: '/', path: '/' });
    const revenue = await screen.findByRole('link', { name: /Thực thu hôm nay/ });
    expect(revenue).toHaveTextContent('1.250.000 ₫');
    expect(revenue).toHaveAttribute('href', '/bao-cao/doanh-thu?tungay=2026-11-25&denngay=2026-11-25');
    const methods = screen.getByRole('list', { name: 'Thực thu theo hình thức thanh toán' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tiền mặt800.000\u00a0₫', 'Thẻ0\u00a0₫', 'Chuyển khoản50.000\u00a0₫', 'VietQR400.000\u00a0₫']);
    const waiting = screen.getByRole('link', { name: /Đang chờ khám/ });
    expect(waiting).toHaveTextContent(/5$/);
    expect(waiting).toHaveAttribute('href', '/tiep-nhan');
    expect(screen.getByText('Đã khám xong 14 · đang khám 2')).toBeInTheDocument();
    const wait = screen.getByRole('link', { name: /Thời gian chờ hôm nay \(trung vị\)/ });
    expect(wait).toHaveTextContent('12,5');
    expect(wait).toHaveAttribute('href', '/bao-cao/thoi-gian-cho?tungay=2026-11-25&denngay=2026-11-25');
    expect(screen.getByText('Từ lúc tiếp nhận đến lúc được gọi, tính trên 16 lượt')).toBeInTheDocument();
    expect(screen.getByText('735.000 ₫')).toBeInTheDocument();
    const bills = screen.getByRole('list', { name: 'Hóa đơn chưa thanh toán theo trạng thái' });
    expect(within(bills).getByRole('link', { name: 'Thanh toán một phần' })).toHaveAttribute(
      'href',
      '/hoa-don?trangthai=THANH_TOAN_MOT_PHAN',
    );
    expect(
      within(bills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nháp3', 'Đã phát hành1', 'Thanh toán một phần2']);
    // The other figures were not sent for this role: not shown, and no "nothing to show" either.
    expect(screen.queryByText(/Đặt lịch \/ Tư vấn hôm nay/)).not.toBeInTheDocument();
    expect(screen.queryByText(/chưa được xem các số liệu/)).not.toBeInTheDocument();
  });
});
