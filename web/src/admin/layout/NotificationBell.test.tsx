// The header's bell: the unread count of the staff member's notices on the bell, the notices in the popover in the
// page's language, and a notice marked read leaving the list (POST …/da-xem).
import type { MyNotices } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { doctor, ok, renderAdmin, signedInApi, staffWithRole } from '../../test/admin';
import { installEventSource } from '../../test/event-source';

const live = installEventSource();

/** Web Audio's stand-in (jsdom has none): counts the tones the chime starts. */
function installAudio() {
  const tones = { started: 0 };
  const param = { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
  class TestAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { ...param },
        connect: (next: unknown) => next,
        start: () => (tones.started += 1),
        stop: () => undefined,
      };
    }
    createGain() {
      return { gain: { ...param }, connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('AudioContext', TestAudioContext);
  return tones;
}

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

  it('counts new requests for a role that views the inbox, live, with a chime the user can turn off', async () => {
    const tones = installAudio();
    localStorage.removeItem('phongkham.chime');
    let waiting = 2;
    const api = signedInApi(staffWithRole('QUANLY'), {
      'GET /api/thongbaochung/cua-toi': () => ok({ docs: [notice(4)], chuadoc: 1 }),
      'GET /api/yeucau': () => {
        return ok({ docs: [], totalDocs: waiting, page: 1, limit: 1, totalPages: waiting });
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    // One notice and two new requests.
    const bell = await screen.findByRole('button', { name: 'Thông báo (3 chưa đọc)' });
    expect(api.calls()).toContain('GET /api/yeucau?trangthai=MOI&limit=1');

    waiting = 3;
    live.emit('yeucau.moi', { _id: '01a30000-0000-7000-8000-000000000009', loaiyeucau: 'DAT_LICH_HEN' });
    expect(await screen.findByRole('button', { name: 'Thông báo (4 chưa đọc)' })).toBeInTheDocument();
    expect(tones.started).toBe(2);

    await user.click(bell);
    const panel = await screen.findByTestId('notifications');
    expect(within(panel).getByRole('link', { name: '3 yêu cầu đặt lịch / tư vấn mới' })).toHaveAttribute(
      'href',
      '/admin/yeu-cau?trangthai=MOI',
    );
    await user.click(within(panel).getByRole('switch'));
    expect(localStorage.getItem('phongkham.chime')).toBe('off');
    waiting = 4;
    live.emit('yeucau.moi', { _id: '01a30000-0000-7000-8000-000000000010', loaiyeucau: 'DAT_LICH_HEN' });
    expect(await screen.findByRole('button', { name: 'Thông báo (5 chưa đọc)' })).toBeInTheDocument();
    expect(tones.started).toBe(2);
  });

  it('leaves requests out for a role that does not view the inbox', async () => {
    const api = signedInApi(doctor, { 'GET /api/thongbaochung/cua-toi': () => ok({ docs: [], chuadoc: 0 }) });
    renderAdmin();
    await screen.findByRole('button', { name: 'Thông báo' });
    expect(api.calls().some((call) => call.startsWith('GET /api/yeucau'))).toBe(false);
    expect(live.open()).toHaveLength(0);
  });
});
