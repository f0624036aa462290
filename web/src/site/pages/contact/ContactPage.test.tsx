import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureApi, navigate, renderRoute, serverRender } from '../../../test/pages';
import { setting } from '../../../test/site';

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
    expect(document.querySelector('iframe')).toBeNull();
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
