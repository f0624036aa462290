import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const html = [
  '<p>Đăng ký tại <a href="/dang-ky-thanh-vien?nguon=bai-viet#form">trang đăng ký</a>,',
  ' xem <a href="https://www.who.int/vi">WHO</a>, <a href="/uploads/bang-gia.webp">bảng giá</a>,',
  ' <a href="/lien-he" target="_blank">liên hệ</a>.</p>',
].join('');

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderArticle() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <RichText html={html} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/tin-tuc/1-bai-viet'] },
  );
  render(<RouterProvider router={router} />);
  const click = (name: string, init: MouseEventInit = {}) => {
    const link = screen.getByRole('link', { name });
    // fireEvent returns false when a handler prevented the browser's own handling (a reload, here).
    return fireEvent.click(link, { button: 0, ...init });
  };
  return { click, where: () => screen.getByTestId('where').textContent };
}

describe('RichText links', () => {
  it('opens a link to another page of the site in place, keeping its query and fragment', () => {
    const { click, where } = renderArticle();
    expect(click('trang đăng ký')).toBe(false);
    expect(where()).toBe('/dang-ky-thanh-vien?nguon=bai-viet#form');
  });

  it('leaves other sites, stored files, new tabs and modified clicks to the browser', () => {
    const { click, where } = renderArticle();
    expect(click('WHO')).toBe(true);
    expect(click('bảng giá')).toBe(true);
    expect(click('liên hệ')).toBe(true);
    expect(click('trang đăng ký', { ctrlKey: true })).toBe(true);
    expect(click('trang đăng ký', { button: 1 })).toBe(true);
    expect(where()).toBe('/tin-tuc/1-bai-viet');
  });

  it('renders nothing for empty content', () => {
    const router = createMemoryRouter([{ path: '*', element: <RichText html="  " /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(container.innerHTML).toBe('');
  });
});
