import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/site';
import { Pagination, pageItems } from './Pagination';

const nav = () => screen.getByRole('navigation', { name: 'Phân trang' });

describe('Pagination', () => {
  it('shows the range and the product’s labels, as links carrying ?page= in the URL', () => {
    renderSite(<Pagination page={2} totalPages={3} totalDocs={24} limit={10} />, { path: '/tin-tuc?page=2' });
    expect(within(nav()).getByText('11-20 của 24')).toBeInTheDocument();
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Trang Trước', '/tin-tuc'],
      ['1', '/tin-tuc'],
      ['2', '/tin-tuc?page=2'],
      ['3', '/tin-tuc?page=3'],
      ['Trang Kế', '/tin-tuc?page=3'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Trang Trước' })).toHaveAttribute('rel', 'prev');
    expect(within(nav()).getByRole('link', { name: 'Trang Kế' })).toHaveAttribute('rel', 'next');
  });

  it('keeps the other query parameters and has no link before the first page', () => {
    renderSite(<Pagination page={1} totalPages={2} totalDocs={12} limit={10} />, { path: '/san-pham?dmsanpham_id=x' });
    expect(within(nav()).queryByRole('link', { name: 'Trang Trước' })).not.toBeInTheDocument();
    expect(within(nav()).getByText('Trang Trước')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav()).getByRole('link', { name: 'Trang Kế' })).toHaveAttribute(
      'href',
      '/san-pham?dmsanpham_id=x&page=2',
    );
    expect(within(nav()).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('href', '/san-pham?dmsanpham_id=x');
  });

  it('has no link past the last page', () => {
    renderSite(<Pagination page={3} totalPages={3} totalDocs={23} limit={10} />, { path: '/tin-tuc?page=3' });
    expect(within(nav()).getByText('21-23 của 23')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Trang Kế' })).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderSite(<Pagination page={1} totalPages={12} totalDocs={120} limit={10} />, { path: '/tin-tuc', lang: 'en' });
    const english = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(english).getByText('1-10 of 120')).toBeInTheDocument();
    expect(within(english).getByRole('link', { name: 'Next Page' })).toBeInTheDocument();
    expect(within(english).getByRole('link', { name: 'Next 5 Pages' })).toHaveAttribute('href', '/tin-tuc?page=6');
    expect(within(english).getByRole('link', { name: 'Page 12' })).toBeInTheDocument();
  });

  it('shows only the range for a single page, and nothing for an empty list', () => {
    const { unmount } = renderSite(<Pagination page={1} totalPages={1} totalDocs={4} limit={10} />);
    expect(screen.getByText('1-4 của 4')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderSite(<Pagination page={1} totalPages={0} totalDocs={0} limit={10} />);
    expect(screen.queryByText(/của/)).not.toBeInTheDocument();
  });

  it('moves the router to the page followed', async () => {
    const user = userEvent.setup();
    const { router } = renderSite(<Pagination page={1} totalPages={3} totalDocs={30} limit={10} />, {
      path: '/tin-tuc',
    });
    await user.click(within(nav()).getByRole('link', { name: 'Trang Kế' }));
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('pageItems', () => {
  const show = (page: number, total: number) =>
    pageItems(page, total)
      .map((item) => (item.kind === 'page' ? String(item.page) : item.direction === 'back' ? '«' : '»'))
      .join(' ');

  it('lists every page of a short list', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('folds the far pages of a long list into 5-page jumps', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 » 20');
    expect(show(3, 20)).toBe('1 2 3 4 5 » 20');
    expect(show(10, 20)).toBe('1 « 8 9 10 11 12 » 20');
    expect(show(19, 20)).toBe('1 « 16 17 18 19 20');
    expect(show(20, 20)).toBe('1 « 16 17 18 19 20');
  });
});
