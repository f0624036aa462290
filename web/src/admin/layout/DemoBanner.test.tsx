// The demo banner in the back office (docs/decisions/0062-demo-clinic.md): the owner's ways out of the demo shown
// only under their grants; once a real sign-in has closed the demo's public sign-in, the banner says so and the
// owner can open it again, which the server is asked for and the banner then reflects.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, owner, renderAdmin, signedInApi, staffWithRole } from '../../test/admin';

const openDemo = { mo: true, matkhau: 'mat-khau-mau', taikhoan: [] };
const closedDemo = { mo: false, matkhau: null, taikhoan: [] };

describe('DemoBanner', () => {
  it('tells the owner the data is invented and offers to end the demo, not to reopen what is open', async () => {
    signedInApi(owner, { 'GET /api/demo': () => ok(openDemo) });
    renderAdmin();
    expect(await screen.findByText(/Đây là phòng khám mẫu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kết thúc dùng thử' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở lại đăng nhập mẫu' })).not.toBeInTheDocument();
    // AdminLayout.module.css keeps the message at least 240 px wide on a phone (else the buttons squeeze it into a
    // column of letters) by Ant Design's class for it: the element must be the message's.
    const message = screen.getByText(/Đây là phòng khám mẫu/).closest('.ant-alert-section');
    expect(message).not.toBeNull();
    expect(message).not.toContainElement(screen.getByRole('button', { name: 'Kết thúc dùng thử' }));
  });

  it('shows the manager the banner without the installation owner’s buttons', async () => {
    signedInApi(staffWithRole('QUANLY'), { 'GET /api/demo': () => ok(closedDemo) });
    renderAdmin();
    expect(await screen.findByText(/đăng nhập mẫu đã khóa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kết thúc dùng thử' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở lại đăng nhập mẫu' })).not.toBeInTheDocument();
  });

  it('says the demo sign-in is locked, and the owner opens it again after confirming', async () => {
    let demo: typeof openDemo | typeof closedDemo = closedDemo;
    const { calls } = signedInApi(owner, {
      'GET /api/demo': () => ok(demo),
      'POST /api/demo/mo': () => {
        demo = openDemo;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    expect(await screen.findByText(/đăng nhập mẫu đã khóa từ khi tài khoản thật/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mở lại đăng nhập mẫu' }));
    expect(await screen.findByText(/Chỉ mở lại khi trang chưa công khai/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mở lại' }));
    expect(await screen.findByText('Đã mở lại đăng nhập mẫu.')).toBeInTheDocument();
    expect(calls()).toContain('POST /api/demo/mo');
    expect(await screen.findByText(/Đây là phòng khám mẫu/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mở lại đăng nhập mẫu' })).not.toBeInTheDocument();
  });
});
