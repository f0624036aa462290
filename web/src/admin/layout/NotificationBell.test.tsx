// The header's bell: the unread count of the staff member's notices on the bell, the notices in the popover in the
// page's language, and a notice marked read leaving the list (POST …/da-xem).
import type { MyNotices } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, ok, renderAdmin, signedInApi } from '../../test/admin';

const notice = (n: number, overrides: Partial<MyNotices['docs'][number]> = {}) => ({
  _id: `0193a4f2-0000-7000-8000-00000000000${n}`,
  tieude: `Thông báo số ${n}`,
  tieude_en: `Notice number ${n}`,
  noidung: `<p>Nội dung <strong>thông báo ${n}</strong>.</p>`,
  noidung_en: null,
  tungay: '2026-11-25T01:30:00.000Z',
  ...overrides,
});

describe('NotificationBell', { timeout: 60_000 }, () => {
  it('counts the unread notices, lists them, and drops one once marked read', async () => {
    let mine: MyNotices = { docs: [notice(1, { tieude: 'Lịch trực Tết' }), notice(2)], chuadoc: 2 };
    const api = signedInApi(doctor, {
      'GET /api/thongbaochung/cua-toi': () => ok(mine),
      [`POST /api/thongbaochung/${notice(1)._id}/da-xem`]: () => {
        mine = { docs: [notice(2)], chuadoc: 1 };
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    const bell = await screen.findByRole('button', { name: 'Thông báo (2 chưa đọc)' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const panel = await screen.findByTestId('notifications');
    expect(panel).toHaveStyle({ width: '320px' });
    expect(within(panel).getByText('Lịch trực Tết')).toBeInTheDocument();
    expect(within(panel).getByText('thông báo 1').tagName).toBe('STRONG');
    expect(within(panel).getAllByText('25/11/2026 08:30')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Đánh dấu đã đọc: Lịch trực Tết' }));
    await waitFor(() => expect(within(panel).queryByText('Lịch trực Tết')).not.toBeInTheDocument());
    expect(within(panel).getByText('Thông báo số 2')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' })).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /api/thongbaochung/${notice(1)._id}/da-xem`);
  });

  it('speaks English, the Vietnamese text standing in for an empty English one', async () => {
    signedInApi(doctor, {
      'GET /api/thongbaochung/cua-toi': () => ok({ docs: [notice(3)], chuadoc: 1 }),
    });
    const user = userEvent.setup();
    renderAdmin({ lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const panel = await screen.findByTestId('notifications');
    expect(within(panel).getByText('Notice number 3')).toBeInTheDocument();
    expect(within(panel).getByText('thông báo 3')).toBeInTheDocument();
    expect(within(panel).getByText('11/25/2026 08:30')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark as read: Notice number 3' })).toBeInTheDocument();
  });

  it('says nothing is waiting when no notice is', async () => {
    signedInApi(doctor, { 'GET /api/thongbaochung/cua-toi': () => ok({ docs: [], chuadoc: 0 }) });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Thông báo' }));
    expect(await screen.findByText('Chưa có thông báo mới')).toBeInTheDocument();
  });
});
