import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, owner, renderAdmin, signedInApi } from '../../test/admin';
import { mediaListenerCount, setScreenWidth } from '../../test/media';
import { MOBILE_QUERY } from '../shared/useMediaQuery';

// The whole back office renders for each test; a loaded machine needs more than the default second.

const nav = () => screen.findByRole('navigation', { name: 'Menu quản trị' });
const sider = () => screen.getByTestId('sider');

describe('AdminLayout: the sider', () => {
  it('is 260 px wide open and 55 px folded, with the toggle in the header', async () => {
    signedInApi(owner);
    const user = userEvent.setup();
    renderAdmin();
    await nav();
    expect(sider()).toHaveStyle({ width: '260px', maxWidth: '260px', minWidth: '260px' });
    expect(screen.getByText('PhongKham')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thu gọn menu' }));
    expect(sider()).toHaveStyle({ width: '55px', maxWidth: '55px', minWidth: '55px' });
    expect(screen.getByRole('button', { name: 'Mở rộng menu' })).toHaveAttribute('aria-expanded', 'false');
    // Folded, the brand keeps only its mark.
    expect(screen.queryByText('PhongKham')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mở rộng menu' }));
    expect(sider()).toHaveStyle({ width: '260px' });
  });

  it('is hidden below 768 px, where the toggle opens the same menu in a drawer', async () => {
    setScreenWidth(375);
    signedInApi(doctor);
    const user = userEvent.setup();
    const { location } = renderAdmin({
      screens: { '/tai-khoan-benh-nhan': () => <p>Danh sách tài khoản bệnh nhân</p> },
    });
    await screen.findByRole('heading', { level: 1, name: 'Quản trị phòng khám' });
    expect(screen.queryByTestId('sider')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu quản trị' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog');
    const menu = within(within(drawer).getByRole('navigation', { name: 'Menu quản trị' }));
    await user.click(menu.getByText('Phòng khám'));
    await user.click(menu.getByRole('link', { name: 'Tài khoản bệnh nhân' }));
    // The page opens and the drawer closes.
    expect(await screen.findByText('Danh sách tài khoản bệnh nhân')).toBeInTheDocument();
    expect(location()).toBe('/admin/tai-khoan-benh-nhan');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mở menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it('follows the screen as it crosses 768 px', async () => {
    signedInApi(owner);
    renderAdmin();
    await nav();
    expect(sider()).toBeInTheDocument();
    act(() => setScreenWidth(600));
    expect(screen.queryByTestId('sider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    act(() => setScreenWidth(800));
    expect(sider()).toBeInTheDocument();
    expect(mediaListenerCount(MOBILE_QUERY)).toBeGreaterThan(0);
  });
});

describe('AdminLayout: the menu', () => {
  it('selects home on the home page', async () => {
    signedInApi(owner);
    renderAdmin();
    const menu = within(await nav());
    expect(menu.getByRole('link', { name: 'Trang chủ' }).closest('li')).toHaveClass('ant-menu-item-selected');
  });

  it('selects the page of a screen below its url, its group open', async () => {
    signedInApi(owner);
    renderAdmin({ path: '/admin/tin-tuc/them-moi', screens: { '/tin-tuc': () => <p>Thêm tin tức</p> } });
    const menu = within(await nav());
    expect(await screen.findByText('Thêm tin tức')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Tin tức' }).closest('li')).toHaveClass('ant-menu-item-selected');
    expect(menu.getByRole('link', { name: 'Trang chủ' }).closest('li')).not.toHaveClass('ant-menu-item-selected');
  });

  it('shows a page whose screen is not built yet greyed and marked as coming, not as a link', async () => {
    signedInApi(owner);
    const user = userEvent.setup();
    const { location } = renderAdmin({ screens: { '/nhanvien': () => <p>Danh sách nhân viên</p> } });
    const menu = within(await nav());
    await user.click(menu.getByText('Nội dung'));
    const news = await menu.findByRole('menuitem', { name: /^Tin tức\s*Sắp có$/ });
    expect(news).toHaveAttribute('aria-disabled', 'true');
    expect(news).toHaveClass('ant-menu-item-disabled');
    expect(within(news).queryByRole('link')).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: /Tin tức/ })).not.toBeInTheDocument();
    // Clicking it goes nowhere.
    await user.click(within(news).getByText('Tin tức'));
    expect(location()).toBe('/admin/');

    // A built page of the same menu is a plain link, without the mark, and opens its screen.
    await user.click(menu.getByText('Hệ thống'));
    const staff = await menu.findByRole('link', { name: 'Nhân viên' });
    expect(staff).toHaveAttribute('href', '/admin/nhanvien');
    expect(staff.closest('li')).not.toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByRole('menuitem', { name: /^Cài đặt\s*Sắp có$/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(staff);
    expect(await screen.findByText('Danh sách nhân viên')).toBeInTheDocument();
    expect(location()).toBe('/admin/nhanvien');
  });

  it('builds the menu in English', async () => {
    signedInApi(owner);
    const user = userEvent.setup();
    renderAdmin({ lang: 'en', screens: { '/lich-su-hoat-dong': () => <p>Activity</p> } });
    const menu = within(await screen.findByRole('navigation', { name: 'Back-office menu' }));
    await user.click(menu.getByText('System'));
    expect(await menu.findByRole('link', { name: 'Activity history' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /^Settings\s*Coming soon$/ })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('AdminLayout: the header', () => {
  it('opens a 320 px notification popover, empty while no notice waits', async () => {
    signedInApi(doctor);
    const user = userEvent.setup();
    renderAdmin();
    await nav();
    await user.click(screen.getByRole('button', { name: 'Thông báo' }));
    const panel = await screen.findByTestId('notifications');
    expect(panel).toHaveStyle({ width: '320px' });
    expect(within(panel).getByText('Chưa có thông báo mới')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    signedInApi(doctor);
    const user = userEvent.setup();
    renderAdmin({ lang: 'en' });
    await screen.findByRole('navigation', { name: 'Back-office menu' });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it("shows the user's initials and name, and links to the public site from the user menu", async () => {
    signedInApi(doctor);
    const user = userEvent.setup();
    renderAdmin();
    const button = await screen.findByRole('button', { name: 'Tài khoản của Trần Thị Lan' });
    expect(button).toHaveTextContent('TL');
    await user.click(button);
    expect(await screen.findByRole('link', { name: 'Xem trang web' })).toHaveAttribute('href', '/');
  });
});
