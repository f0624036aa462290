import type { SitePage } from '@phongkham/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureApi, navigate, renderRoute, serverRender } from '../../../test/pages';
import { setting } from '../../../test/site';

/** The settings with the clinic's position and its directions in both languages. */
const placed = {
  ...setting,
  bando_vido: 10.7721,
  bando_kinhdo: 106.6983,
  chiduong: 'Đối diện chợ Bến Thành, cửa chính quay ra đường Lê Lợi.\nGửi xe máy ở tầng hầm.',
  chiduong_en: 'Opposite Ben Thanh Market, main door on Le Loi Street.',
};

const contactPage: SitePage = {
  _id: '7e3b0000-0002-4c5d-8e9f-0a1b2c3d4e5f',
  ma: 'LIEN_HE',
  tieude: 'Liên hệ An Khang',
  tieude_en: 'Contact An Khang',
  mota: 'Lễ tân trả lời điện thoại từ 7h00 mỗi ngày.',
  mota_en: null,
  noidung: '<h2>Góp ý</h2><p>Gửi góp ý về gopy@ankhang.vn.</p>',
  noidung_en: '<h2>Feedback</h2><p>Write to gopy@ankhang.vn.</p>',
  hinhanh: null,
  updatedAt: '2025-01-10T02:00:00.000Z',
};

const mapped = fixtureApi({ '/api/setting': () => placed, '/api/trang/LIEN_HE': () => contactPage });

describe('contact page', () => {
  it('gives every way to reach the clinic: address by lines, tel:, mailto:, hours and the social links that are set', async () => {
    await renderRoute('/lien-he', { api: fixtureApi({}) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Liên hệ');
    const details = screen.getByRole('region', { name: 'Thông tin liên hệ' });
    expect(
      [...within(details).getByTestId('contact-address').querySelectorAll('span')].map((s) => s.textContent),
    ).toEqual(['12 Nguyễn Trãi', 'Phường Bến Thành', 'Quận 1', 'TP. Hồ Chí Minh']);
    expect(within(details).getByTestId('contact-hotline')).toHaveAttribute('href', 'tel:0909115115');
    expect(within(details).getByTestId('contact-email')).toHaveAttribute('href', 'mailto:lienhe@ankhang.vn');
    expect(details).toHaveTextContent('8h00 - 21h00');
    expect(details).toHaveTextContent('Thứ 2 - Chủ nhật, kể cả ngày lễ, Tết');
    // Facebook and YouTube are set, TikTok is not.
    expect(
      within(details)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-social'))
        .filter(Boolean),
    ).toEqual(['facebook', 'youtube']);
    expect(within(details).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', setting.link_facebook);

    const directions = screen.getByRole('region', { name: 'Đường đến phòng khám' });
    expect(directions).toHaveTextContent('Phòng khám ở 12 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh.');
    expect(within(directions).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Nguy%E1%BB%85n%20Tr%C3%A3i%2C%20Ph%C6%B0%E1%BB%9Dng%20B%E1%BA%BFn%20Th%C3%A0nh%2C%20Qu%E1%BA%ADn%201%2C%20TP.%20H%E1%BB%93%20Ch%C3%AD%20Minh',
    );
    // No position in the settings: no map, and no page text from the API either.
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chỉ đường' })).toBeNull();
    expect(screen.getByText(/Phòng khám luôn sẵn sàng lắng nghe/)).toBeInTheDocument();
  });

  it('shows the map around the clinic’s position, loaded lazily, and directions to it from Google Maps', async () => {
    await renderRoute('/lien-he', { api: mapped });
    const map = screen.getByTitle('Bản đồ vị trí Phòng khám Đa khoa An Khang');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    const src = new URL(map.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('10.772100,106.698300');
    expect(src.searchParams.get('bbox')).toBe('106.694300,10.769600,106.702300,10.774600');
    expect(screen.getByRole('region', { name: 'Bản đồ' })).toContainElement(map);

    const directions = screen.getByRole('region', { name: 'Đường đến phòng khám' });
    const route = within(directions).getByRole('link', { name: 'Chỉ đường' });
    expect(route).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=10.772100%2C106.698300');
    expect(route).toHaveAttribute('target', '_blank');
    expect(route).toHaveAttribute('rel', 'noopener noreferrer');
    // The clinic's own directions, as typed (line breaks kept), instead of the generic advice.
    expect(within(directions).getByTestId('contact-directions-text').textContent).toBe(placed.chiduong);
    expect(directions).not.toHaveTextContent('Bạn có thể nhập địa chỉ này vào ứng dụng bản đồ');
  });

  it('shows the LIEN_HE page’s summary as the introduction and its text below the details', async () => {
    await renderRoute('/lien-he', { api: mapped });
    expect(screen.getByText('Lễ tân trả lời điện thoại từ 7h00 mỗi ngày.')).toBeInTheDocument();
    expect(screen.queryByText(/Phòng khám luôn sẵn sàng lắng nghe/)).toBeNull();
    const more = screen.getByRole('region', { name: 'Liên hệ An Khang' });
    expect(within(more).getByRole('heading', { level: 2, name: 'Góp ý' })).toBeInTheDocument();
  });

  it('shows no social list when no link is set', async () => {
    const bare = { ...setting, link_facebook: null, link_youtube: null, link_tiktok: null };
    await renderRoute('/lien-he', { api: fixtureApi({ '/api/setting': () => bare }) });
    const details = screen.getByRole('region', { name: 'Thông tin liên hệ' });
    expect(details).not.toHaveTextContent('Mạng xã hội');
    expect(within(details).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('opens the booking modal and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    await renderRoute('/lien-he', { api: fixtureApi({}) });
    const book = screen.getByRole('button', { name: 'Đặt lịch khám ngay' });
    await user.click(book);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Đặt lịch khám');
    expect(dialog.querySelector('form')).toHaveAttribute('data-request-type', 'DAT_LICH_HEN');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();
  });

  it('renders the map, the directions and the page text on the server, in English', async () => {
    const { status, doc } = await serverRender('/lien-he', { api: mapped, lang: 'en' });
    expect(status).toBe(200);
    const frame = doc.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Map showing where Phòng khám Đa khoa An Khang is');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    const route = doc.querySelector('a[data-action="directions"]')!;
    expect(route.textContent).toBe('Get directions');
    expect(doc.body.textContent).toContain('Opposite Ben Thanh Market, main door on Le Loi Street.');
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toContain('Feedback');
    // An English summary left empty reads in Vietnamese.
    expect(doc.body.textContent).toContain('Lễ tân trả lời điện thoại từ 7h00 mỗi ngày.');
  });

  it('renders on the server in English with the MedicalClinic JSON-LD', async () => {
    const { status, doc, head } = await serverRender('/lien-he', { api: fixtureApi({}), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Contact');
    expect(doc.body.textContent).toContain('Monday to Sunday, including holidays and Tet');
    expect(doc.body.textContent).toContain('Getting here');
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    const clinic = blocks.find((block) => block['@type'] === 'MedicalClinic')!;
    expect(clinic).toMatchObject({
      name: 'Phòng khám Đa khoa An Khang',
      telephone: '0909115115',
      email: 'lienhe@ankhang.vn',
    });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(head).toContain(
      'content="Contact Phòng khám Đa khoa An Khang: 12 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh, hotline 0909 115 115, open 8h00 - 21h00 every day."',
    );
  });

  it('is reached by client navigation from another page', async () => {
    const { router } = await renderRoute('/khong-co', { api: fixtureApi({}) });
    await navigate(router, '/lien-he');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Liên hệ');
    expect(document.title).toBe('Liên hệ | Phòng khám Đa khoa An Khang');
  });
});
