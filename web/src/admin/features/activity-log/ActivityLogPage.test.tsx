import type { ActivityEntry } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, ok, owner, renderAdmin, signedInApi } from '../../../test/admin';

const entries: ActivityEntry[] = [
  {
    _id: '01a20000-0000-7000-8000-000000000002',
    nhanvien_id: owner._id,
    nhanvien: { hoten: owner.hoten, taikhoan: owner.taikhoan },
    hanhdong: 'CAP_NHAT',
    tainguyen: 'nhanvien',
    banghi_id: owner._id,
    truoc: { hoten: 'Nguyễn Văn A' },
    sau: { hoten: 'Nguyễn Văn An' },
    ip: '127.0.0.1',
    createdAt: '2026-11-21T01:30:00.000Z',
  },
  {
    _id: '01a20000-0000-7000-8000-000000000001',
    nhanvien_id: null,
    nhanvien: null,
    hanhdong: 'DANG_NHAP_THAT_BAI',
    tainguyen: 'kho_thuoc',
    banghi_id: null,
    truoc: null,
    sau: { taikhoan: 'khach' },
    ip: '10.0.0.9',
    createdAt: '2026-11-21T01:00:00.000Z',
  },
];

const activityApi = (staff = owner) =>
  signedInApi(staff, {
    'GET /api/lich-su-hoat-dong': () => ok({ docs: entries, totalDocs: 42, page: 1, limit: 20, totalPages: 3 }),
  });

describe('activity history screen', () => {
  it('lists who did what and when, with the range and the before/after of a row', async () => {
    activityApi();
    renderAdmin({ path: '/admin/lich-su-hoat-dong' });
    expect(await screen.findByText('Nguyễn Văn An (quantri)')).toBeInTheDocument();
    expect(screen.getByText('Cập nhật')).toBeInTheDocument();
    expect(screen.getByText('Đăng nhập thất bại')).toBeInTheDocument();
    expect(screen.getByText('Chưa đăng nhập')).toBeInTheDocument();
    expect(screen.getByText('1-20 trên 42 mục')).toBeInTheDocument();
    // A resource reads as its name; a code without one yet shows as it is.
    expect(screen.getByText('Tài khoản nhân viên')).toHaveAttribute('title', 'nhanvien');
    expect(screen.getByText('kho_thuoc')).toBeInTheDocument();
    // Vietnamese dates read D/M/YYYY.
    expect(screen.getAllByText(/^21\/11\/2026 \d{2}:\d{2}:\d{2}$/)).toHaveLength(2);

    const [firstExpand] = screen.getAllByRole('button', { name: /expand row|mở rộng/i });
    await userEvent.click(firstExpand!);
    expect(await screen.findByText(/"Nguyễn Văn A"/)).toBeInTheDocument();
    expect(screen.getByText(/"Nguyễn Văn An"/)).toBeInTheDocument();
  });

  it('keeps filters in the URL and sends them to the API', async () => {
    const api = activityApi();
    const { location } = renderAdmin({ path: '/admin/lich-su-hoat-dong?hanhdong=DANG_NHAP&tungay=2026-11-20' });
    await screen.findByText('Nguyễn Văn An (quantri)');
    const call = api.calls().find((c) => c.includes('/api/lich-su-hoat-dong'))!;
    expect(call).toContain('hanhdong=DANG_NHAP');
    expect(call).toContain('tungay=2026-11-20');

    await userEvent.click(screen.getByText('Nguyễn Văn An (quantri)'));
    expect(location()).toContain(`nhanvien_id=${owner._id}`);
    expect(location()).toContain('hanhdong=DANG_NHAP');

    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(location()).toBe('/admin/lich-su-hoat-dong');
  });

  it('is not open to a doctor, whose role lacks the view permission', async () => {
    activityApi(doctor);
    const { location } = renderAdmin({ path: '/admin/lich-su-hoat-dong' });
    await within(document.body).findByText('Không tìm thấy trang');
    expect(location()).toBe('/admin/not-found');
  });
});
