import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categories, renderSite, setting } from '../../test/site';
import { readCookie } from '../../test/storage';
import { Header } from './Header';

const mainMenu = () => screen.getByRole('navigation', { name: 'Menu chính' });

describe('Header', () => {
  it('shows the address one comma-separated part per line', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    const address = screen.getByTestId('header-address');
    const lines = [...address.children].map((line) => line.textContent);
    expect(lines).toEqual(['12 Nguyễn Trãi', 'Phường Bến Thành', 'Quận 1', 'TP. Hồ Chí Minh']);
  });

  it('keeps an address part that repeats (a ward named like its province)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite(<Header setting={{ ...setting, diachi: 'Số 5 Tràng Tiền, Hà Nội, Hà Nội' }} categories={categories} />);
    const lines = [...screen.getByTestId('header-address').children].map((line) => line.textContent);
    expect(lines).toEqual(['Số 5 Tràng Tiền', 'Hà Nội', 'Hà Nội']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('links the hotline with a tel: link without spaces', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    const hotline = screen.getByRole('link', { name: /Hotline/ });
    expect(hotline).toHaveAttribute('href', 'tel:0909115115');
    expect(hotline).toHaveTextContent('0909 115 115');
  });

  it('names the hotline by the text it shows, label and number apart (WCAG 2.5.3)', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    const hotline = screen.getByRole('link', { name: /Hotline/ });
    expect(hotline).not.toHaveAttribute('aria-label');
    expect(hotline).toHaveAccessibleName('Hotline 0909 115 115');
    // What a reader sees, word for word, is in the name (axe's label-content-name-mismatch).
    expect(hotline.textContent).toBe('Hotline 0909 115 115');
  });

  it('shows the opening hours staff set in the general information, in the reader’s language', () => {
    const edited = { ...setting, giomocua: '7h30 - 20h00', giomocua_en: '7:30 am - 8 pm', ngaymocua: 'Cả tuần' };
    const { unmount } = renderSite(<Header setting={edited} categories={categories} />);
    expect(screen.getByText('7h30 - 20h00')).toBeInTheDocument();
    expect(screen.getByText('Cả tuần')).toBeInTheDocument();
    unmount();
    renderSite(<Header setting={edited} categories={categories} />, { lang: 'en' });
    expect(screen.getByText('7:30 am - 8 pm')).toBeInTheDocument();
    // No English text given: the Vietnamese one shows rather than the built-in wording.
    expect(screen.getByText('Cả tuần')).toBeInTheDocument();
  });

  it('shows the opening hours and the clinic name', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    expect(screen.getByText('8h00 - 21h00')).toBeInTheDocument();
    expect(screen.getByText('Thứ 2 - Chủ nhật, kể cả ngày lễ, Tết')).toBeInTheDocument();
    expect(screen.getByText('Chào mừng bạn đến với Phòng khám Đa khoa An Khang')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phòng khám Đa khoa An Khang - Trang chủ' })).toHaveAttribute('href', '/');
  });

  it('shows the Facebook and YouTube links and no TikTok link when link_tiktok is null', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    expect(screen.getByRole('link', { name: 'Facebook của phòng khám' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/phongkhamankhang',
    );
    expect(screen.getByRole('link', { name: 'Kênh YouTube của phòng khám' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@phongkhamankhang',
    );
    expect(screen.queryByRole('link', { name: 'TikTok của phòng khám' })).not.toBeInTheDocument();
  });

  it('shows all three social links when all are set, opening in a new tab', () => {
    const withTiktok = { ...setting, link_tiktok: 'https://www.tiktok.com/@ankhang' };
    renderSite(<Header setting={withTiktok} categories={categories} />);
    const tiktok = screen.getByRole('link', { name: 'TikTok của phòng khám' });
    expect(tiktok).toHaveAttribute('href', 'https://www.tiktok.com/@ankhang');
    for (const name of ['Facebook của phòng khám', 'Kênh YouTube của phòng khám', 'TikTok của phòng khám']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows no social links, address or hotline without settings, and names the app', () => {
    renderSite(<Header setting={null} categories={[]} />);
    expect(screen.queryByRole('link', { name: /Facebook|YouTube|TikTok/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-address')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Hotline/ })).not.toBeInTheDocument();
    expect(screen.getByText('Chào mừng bạn đến với PhongKham')).toBeInTheDocument();
  });

  it('has the main menu items in order with their paths', () => {
    renderSite(<Header setting={setting} categories={categories} />);
    const links = within(mainMenu())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Trang chủ', '/'],
      ['Giới thiệu', '/gioi-thieu'],
      ['Dịch vụ', '/dich-vu'],
      ['Tin tức', '/tin-tuc'],
      ['Sức khỏe gia đình', `/danh-muc-tin-tuc/${categories[0]!._id}-suc-khoe-gia-dinh`],
      ['Tiểu phẫu', `/danh-muc-tin-tuc/${categories[1]!._id}-tieu-phau`],
      ['Liên hệ', '/lien-he'],
    ]);
  });

  it('highlights only home when the router is at /', () => {
    renderSite(<Header setting={setting} categories={categories} />, { path: '/' });
    const current = within(mainMenu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Trang chủ']);
    expect(current[0]).toHaveClass('active');
  });

  it('highlights the section of the current path, news for a news article', () => {
    renderSite(<Header setting={setting} categories={categories} />, { path: '/tin-tuc/abc' });
    const menu = within(mainMenu());
    expect(menu.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/danh-muc-tin-tuc/0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b12-tieu-phau', 'Tin tức'],
    ['/bang-gia-dich-vu', 'Dịch vụ'],
    ['/dich-vu-cung-cap/0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b12-noi-soi', 'Dịch vụ'],
    ['/san-pham', 'Dịch vụ'],
    ['/benh/0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b12-viem-xoang', 'Dịch vụ'],
    ['/bac-si/0b8f8e0c-2222-4c3b-9a51-2f7e0d9c4b12', 'Giới thiệu'],
    ['/tai-tro-ca-mo', 'Giới thiệu'],
  ])('highlights the menu item whose section %s belongs to', (path, item) => {
    renderSite(<Header setting={setting} categories={categories} />, { path });
    const highlighted = within(mainMenu())
      .getAllByRole('link')
      .filter((link) => link.classList.contains('active') && !link.closest('#news-categories-menu'))
      .map((link) => link.textContent);
    expect(highlighted).toEqual([item]);
  });

  it('does not take a path that only starts like a section for it', () => {
    renderSite(<Header setting={setting} categories={categories} />, { path: '/dich-vu-moi' });
    const highlighted = within(mainMenu())
      .getAllByRole('link')
      .filter((link) => link.classList.contains('active'));
    expect(highlighted).toEqual([]);
  });

  it('highlights the news category being read', () => {
    const path = `/danh-muc-tin-tuc/${categories[1]!._id}-tieu-phau`;
    renderSite(<Header setting={setting} categories={categories} />, { path });
    const menu = within(mainMenu());
    expect(menu.getByRole('link', { name: 'Tiểu phẫu' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Sức khỏe gia đình' })).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight when a menu link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderSite(<Header setting={setting} categories={categories} />);
    const menu = within(mainMenu());
    await user.click(menu.getByRole('link', { name: 'Liên hệ' }));
    expect(router.state.location.pathname).toBe('/lien-he');
    expect(menu.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  });

  it('lists the news categories in English, falling back to the Vietnamese name when there is no English one', () => {
    renderSite(<Header setting={setting} categories={categories} />, { lang: 'en' });
    const dropdown = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', {
      name: 'News categories',
    });
    const list = document.getElementById(dropdown.getAttribute('aria-controls')!)!;
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Family health', `/danh-muc-tin-tuc/${categories[0]!._id}-suc-khoe-gia-dinh`],
      ['Tiểu phẫu', `/danh-muc-tin-tuc/${categories[1]!._id}-tieu-phau`],
    ]);
  });

  it('has no news dropdown without categories', () => {
    renderSite(<Header setting={setting} categories={[]} />);
    expect(screen.queryByRole('button', { name: 'Chuyên mục tin tức' })).not.toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Tin tức' })).toBeInTheDocument();
  });

  it('toggles the news dropdown with its button', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Chuyên mục tin tức' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the news dropdown on a click elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderSite(
      <>
        <Header setting={setting} categories={categories} />
        <p>Nội dung trang</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Chuyên mục tin tức' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Inside the list it stays open.
    await user.pointer({ keys: '[MouseLeft]', target: document.getElementById('news-categories-menu')! });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Nội dung trang'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.closest('li')).not.toHaveClass('subOpen');
  });

  it('closes the news dropdown on Escape, even under the mouse, and gives the keyboard back to its button', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Chuyên mục tin tức' });
    await user.click(toggle);
    await user.tab();
    expect(within(mainMenu()).getByRole('link', { name: 'Sức khỏe gia đình' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // The pointer is still over the item: the hover rule must not show the list again.
    expect(toggle.closest('li')).toHaveClass('hoverClosed');
  });

  it('closes the news dropdown when the keyboard leaves it', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Chuyên mục tin tức' });
    await user.click(toggle);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(mainMenu()).getByRole('link', { name: 'Liên hệ' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu on Escape and gives the keyboard back to the menu button', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const button = screen.getByRole('button', { name: 'Mở menu' });
    await user.click(button);
    await user.click(within(mainMenu()).getByRole('button', { name: 'Chuyên mục tin tức' }));
    // The news list first, then the menu.
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu()).getByRole('button', { name: 'Chuyên mục tin tức' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).not.toHaveClass('menuOpen');
    expect(button).toHaveFocus();
  });

  it('toggles the phone menu with the menu button, and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const button = screen.getByRole('button', { name: 'Mở menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Đóng menu');
    expect(document.getElementById('site-menu')).toHaveClass('menuOpen');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).not.toHaveClass('menuOpen');

    await user.click(button);
    await user.click(within(mainMenu()).getByRole('link', { name: 'Dịch vụ' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current language and switches the text to English, writing the cookie', async () => {
    const user = userEvent.setup();
    renderSite(<Header setting={setting} categories={categories} />);
    const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
    const vi = within(group).getByRole('button', { name: 'VI' });
    const en = within(group).getByRole('button', { name: 'EN' });
    expect(vi).toHaveAttribute('aria-pressed', 'true');
    expect(en).toHaveAttribute('aria-pressed', 'false');

    await user.click(en);
    expect(en).toHaveAttribute('aria-pressed', 'true');
    expect(vi).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Family health' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Sunday, including holidays and Tet')).toBeInTheDocument();
    expect(screen.queryByText('Trang chủ')).not.toBeInTheDocument();
    expect(readCookie('i18nextLng')).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'VI' }));
    expect(within(mainMenu()).getByRole('link', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(readCookie('i18nextLng')).toBe('vi');
  });
});
