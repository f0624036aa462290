import type { AppInfo } from '@phongkham/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { doctor, ok, owner, renderAdmin, signedInApi } from '../../../test/admin';
import { adminTables } from '../../i18n';
import { formatMoment, formatUptime } from './AppInfoPage';

const info: AppInfo = {
  version: '0.4.2',
  database: { kind: 'postgres', reachable: true },
  uptime: 2 * 86_400 + 3 * 3_600 + 5 * 60 + 9,
  startedAt: '2026-11-20T01:55:00.000Z',
  serverTime: '2026-11-22T05:00:09.000Z',
  timeZone: 'Asia/Ho_Chi_Minh',
  node: 'v20.20.0',
  platform: 'linux x64',
  memory: 230 * 1024 * 1024,
  mail: 'outbox',
};

describe('formatUptime() and formatMoment()', () => {
  const vi = createTranslator('vi', adminTables);
  const en = createTranslator('en', adminTables);
  it('reads uptime in days, hours and minutes, seconds in the first minute', () => {
    expect(formatUptime(info.uptime, vi)).toBe('2 ngày 3 giờ 5 phút');
    expect(formatUptime(3_660, en)).toBe('1 h 1 min');
    expect(formatUptime(42, vi)).toBe('42 giây');
  });
  it('writes a moment on the server’s clock, D/M/YYYY in vi and M/D/YYYY in en', () => {
    const moment = new Date('2026-11-22T05:00:09.000Z');
    expect(formatMoment('vi', moment, 'Asia/Ho_Chi_Minh')).toBe('22/11/2026 12:00:09');
    expect(formatMoment('en', moment, 'UTC')).toBe('11/22/2026 05:00:09');
  });
});

describe('AppInfoPage', () => {
  it('shows the owner what runs and refreshes on demand', async () => {
    let loads = 0;
    signedInApi(owner, { 'GET /api/thong-tin-ung-dung': () => (loads++, ok(info)) });
    renderAdmin({ path: '/admin/thong-tin-ung-dung' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thông tin ứng dụng' })).toBeInTheDocument();
    expect(await screen.findByText('PhongKham 0.4.2')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('Đang kết nối')).toBeInTheDocument();
    expect(screen.getByText(/^2 ngày 3 giờ 5 phút$/)).toBeInTheDocument();
    expect(screen.getByText(/^22\/11\/2026 12:00:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('v20.20.0')).toBeInTheDocument();
    expect(screen.getByText('230 MB')).toBeInTheDocument();
    expect(screen.getByText(/Chưa cấu hình SMTP/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Làm mới/ }));
    await screen.findByText('PhongKham 0.4.2');
    expect(loads).toBe(2);
  });

  it('is not opened for a role without the view permission', async () => {
    const { calls } = signedInApi(doctor, { 'GET /api/thong-tin-ung-dung': () => ok(info) });
    renderAdmin({ path: '/admin/thong-tin-ung-dung' });
    expect(await screen.findByText(/^Bạn chưa được cấp quyền xem “/)).toBeInTheDocument();
    expect(calls()).not.toContain('GET /api/thong-tin-ung-dung');
  });
});
