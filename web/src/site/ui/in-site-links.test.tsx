import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/site';
import { RichText } from './RichText';
import { isCurrent, SiteLink, SiteNavLink } from './SiteLink';

const content = [
  '<p>Đăng ký tại <a href="/dang-ky-thanh-vien?nguon=bai-viet#form">trang đăng ký</a>,',
  ' xem <a href="https://www.who.int/vi">WHO</a>, <a href="/uploads/bang-gia.webp">bảng giá</a>,',
  ' <a href="/lien-he" target="_blank">liên hệ</a>, <a href="/admin">quản trị</a>,',
  ' <a href="/tin-tuc/1-bai-viet#muc-2">mục 2</a>, <a href="/lien-he" download>tải</a>.</p>',
].join('');

function renderPage() {
  const { router } = renderSite(
    <>
      <RichText html={content} />
      <SiteLink to="/bac-si">Bác sĩ</SiteLink>
      <SiteLink to="/dich-vu" onClick={(event) => event.preventDefault()}>
        Dịch vụ
      </SiteLink>
      <SiteLink to="/tin-tuc/1-bai-viet">Bài này</SiteLink>
      <a href="/bang-gia">Không đánh dấu</a>
    </>,
    { path: '/tin-tuc/1-bai-viet' },
  );
  // fireEvent returns false when a handler prevented the browser's own handling (loading a document, here).
  const click = (name: string, init: MouseEventInit = {}) =>
    fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
  const where = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { router, click, where };
}

describe('links to the site’s own pages', () => {
  it('open in place, from a SiteLink and from content, keeping the query and fragment', () => {
    const { click, where, router } = renderPage();
    expect(click('Bác sĩ')).toBe(false);
    expect(where()).toBe('/bac-si');
    expect(router.state.historyAction).toBe('PUSH');
    expect(click('trang đăng ký')).toBe(false);
    expect(where()).toBe('/dang-ky-thanh-vien?nguon=bai-viet#form');
  });

  it('replace the history entry when they lead to the page already shown', () => {
    const { click, where, router } = renderPage();
    expect(click('Bài này')).toBe(false);
    expect(where()).toBe('/tin-tuc/1-bai-viet');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leave to the browser other sites, files, the back office, new tabs, downloads and modified clicks', () => {
    const { click, where } = renderPage();
    for (const name of ['WHO', 'bảng giá', 'liên hệ', 'quản trị', 'tải', 'Không đánh dấu']) {
      expect(click(name), name).toBe(true);
    }
    expect(click('Bác sĩ', { ctrlKey: true })).toBe(true);
    expect(click('Bác sĩ', { button: 1 })).toBe(true);
    expect(where()).toBe('/tin-tuc/1-bai-viet');
  });

  it('leave telephone and mail links to the browser, and pass over an anchor without an address', () => {
    const errors: unknown[] = [];
    const record = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', record);
    try {
      const { container, router } = renderSite(
        <RichText html='<p>Gọi <a href="tel:0912345678">0912 345 678</a>, <a href="mailto:lh@antam.vn">thư</a>, <a id="muc-1">mục 1</a>.</p>' />,
        { path: '/gioi-thieu' },
      );
      for (const name of ['0912 345 678', 'thư'])
        expect(fireEvent.click(screen.getByRole('link', { name })), name).toBe(true);
      expect(fireEvent.click(container.querySelector('a#muc-1')!)).toBe(true);
      expect(router.state.location.pathname).toBe('/gioi-thieu');
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', record);
    }
  });

  it('leave a jump within the page to the browser, and a click its own handler prevented', () => {
    const { click, where } = renderPage();
    expect(click('mục 2')).toBe(true);
    expect(click('Dịch vụ')).toBe(false);
    expect(where()).toBe('/tin-tuc/1-bai-viet');
  });
});

describe('menu entries', () => {
  it('are the current page on their own path and below it, unless they end there', () => {
    expect(isCurrent('/tin-tuc', '/tin-tuc')).toBe(true);
    expect(isCurrent('/tin-tuc', '/Tin-Tuc/1-bai')).toBe(true);
    expect(isCurrent('/tin-tuc', '/tin-tuc-moi')).toBe(false);
    expect(isCurrent('/', '/tin-tuc')).toBe(false);
    expect(isCurrent('/', '/', true)).toBe(true);
    expect(isCurrent('/tin-tuc', '/tin-tuc/1', true)).toBe(false);
    expect(isCurrent('/danh-muc-tin-tuc/1-a?page=2', '/danh-muc-tin-tuc/1-a')).toBe(true);
  });

  it('say so to assistive technology and to their class', () => {
    renderSite(
      <>
        <SiteNavLink to="/tin-tuc" className={(current) => (current ? 'dang-xem' : undefined)}>
          Tin tức
        </SiteNavLink>
        <SiteNavLink to="/lien-he">Liên hệ</SiteNavLink>
      </>,
      { path: '/tin-tuc/2-bai' },
    );
    expect(screen.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tin tức' })).toHaveClass('dang-xem');
    expect(screen.getByRole('link', { name: 'Liên hệ' })).not.toHaveAttribute('aria-current');
  });
});
