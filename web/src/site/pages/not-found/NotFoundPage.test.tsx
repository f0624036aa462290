import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureApi, renderRoute, serverRender } from '../../../test/pages';

/** The banner's heading and trail, as a reader finds them. */
function banner() {
  const box = screen.getByTestId('page-banner');
  const trail = within(box).getByRole('navigation', { name: /Đường dẫn|Breadcrumb/ });
  return {
    heading: within(box).getByRole('heading', { level: 1 }),
    trail: within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
    current: within(trail).getByText((_, node) => node?.getAttribute('aria-current') === 'page'),
  };
}

describe('not-found page', () => {
  it('opens with the breadcrumb banner, its one heading, like every page but home', async () => {
    await renderRoute('/khong-co-trang-nay', { api: fixtureApi({}) });
    const { heading, trail, current } = banner();
    expect(heading).toHaveTextContent('Không tìm thấy trang');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(trail).toEqual(['Trang chủ', 'Không tìm thấy trang']);
    expect(current).toHaveTextContent('Không tìm thấy trang');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('has the banner in English too, and when a page’s record is unknown (the error boundary’s 404)', async () => {
    await renderRoute('/tin-tuc/0b8f8e0c-9999-4c3b-9a51-2f7e0d9c4b19', { api: fixtureApi({}), lang: 'en' });
    const { heading, trail } = banner();
    expect(heading).toHaveTextContent('Page not found');
    expect(trail).toEqual(['Home', 'Page not found']);
  });

  it('renders the banner on the server with the 404 status', async () => {
    const { status, doc } = await serverRender('/khong-co-trang-nay', { api: fixtureApi({}) });
    expect(status).toBe(404);
    expect(doc.querySelector('[data-testid="page-banner"] h1')?.textContent).toBe('Không tìm thấy trang');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
  });
});
