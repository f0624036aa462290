import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureApi, renderRoute, serverRender } from '../../../test/pages';
import { charityApi } from '../charity/fixtures';

describe('about page', () => {
  it("shows the page from the API beside the clinic's facts from the settings", async () => {
    await renderRoute('/gioi-thieu', { api: fixtureApi(charityApi) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Về Phòng khám An Khang');
    // The trail names the page as the menu does.
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(trail).getByText('Giới thiệu')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Hơn 15 năm chăm sóc sức khỏe người dân quận 1.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Đội ngũ bác sĩ' })).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'Thông tin phòng khám' });
    expect(
      [...within(facts).getByTestId('about-address').querySelectorAll('span')].map((line) => line.textContent),
    ).toEqual(['12 Nguyễn Trãi', 'Phường Bến Thành', 'Quận 1', 'TP. Hồ Chí Minh']);
    expect(within(facts).getByRole('link', { name: '0909 115 115' })).toHaveAttribute('href', 'tel:0909115115');
    expect(within(facts).getByRole('link', { name: 'lienhe@ankhang.vn' })).toHaveAttribute(
      'href',
      'mailto:lienhe@ankhang.vn',
    );
    expect(facts).toHaveTextContent('8h00 - 21h00');
    expect(facts).toHaveTextContent('Thứ 2 - Chủ nhật, kể cả ngày lễ, Tết');
  });

  it('opens the booking modal from the facts block', async () => {
    const user = userEvent.setup();
    await renderRoute('/gioi-thieu', { api: fixtureApi(charityApi) });
    await user.click(screen.getByRole('button', { name: 'Đặt lịch khám' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('form')).toHaveAttribute('data-request-type', 'DAT_LICH_HEN');
  });

  it('renders on the server in English with the page title and description', async () => {
    const { status, doc, head } = await serverRender('/gioi-thieu', { api: fixtureApi(charityApi), lang: 'en' });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('About An Khang Clinic');
    expect(doc.body.textContent).toContain('12 specialist doctors.');
    expect(doc.body.textContent).toContain('Monday to Sunday, including holidays and Tet');
    expect(head).toContain('<title>About An Khang Clinic | Phòng khám Đa khoa An Khang</title>');
    expect(head).toContain('content="Caring for the people of District 1 for over 15 years."');
  });
});
