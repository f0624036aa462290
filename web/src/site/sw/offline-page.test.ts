import { describe, expect, it } from 'vitest';
import en from '../../locales/en/offline.json';
import vi from '../../locales/vi/offline.json';
import { offlinePage } from './offline-page';

const html = offlinePage({ appName: 'PhongKham', vi, en });
const page = new DOMParser().parseFromString(html, 'text/html');

describe('offlinePage()', () => {
  it('speaks both languages, Vietnamese first', () => {
    expect(page.documentElement.lang).toBe('vi');
    const sections = [...page.querySelectorAll('section')];
    expect(sections.map((section) => section.lang)).toEqual(['vi', 'en']);
    expect(page.querySelector('h1')?.textContent).toBe('Bạn đang ngoại tuyến');
    expect(page.querySelector('h2')?.textContent).toBe('You are offline');
    expect(page.title).toBe('Không có kết nối mạng · No network connection');
  });

  it('offers to try the same address again and the emergency number', () => {
    const retry = [...page.querySelectorAll('a.retry')];
    expect(retry.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Thử lại', ''],
      ['Try again', ''],
    ]);
    expect([...page.querySelectorAll('a[href="tel:115"]')]).toHaveLength(2);
  });

  it('needs nothing else: no script, no stylesheet or picture to fetch, and small', () => {
    expect(page.querySelectorAll('script, img, iframe, link:not([rel="icon"])')).toHaveLength(0);
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(html).not.toMatch(/url\(|@import|(src|href)="https?:/);
    expect(page.querySelector('style')?.textContent).toContain('#0270a0');
    expect(new TextEncoder().encode(html).length).toBeLessThan(5 * 1024);
  });

  it('escapes its texts', () => {
    const texts = { ...vi, heading: '<b>Ngoại tuyến</b> & "thử lại"' };
    const escaped = offlinePage({ appName: 'A&B', vi: texts, en });
    expect(escaped).toContain('&lt;b&gt;Ngoại tuyến&lt;/b&gt; &amp; &quot;thử lại&quot;');
    expect(escaped).toContain('<span data-clinic-name>A&amp;B</span>');
  });
});
