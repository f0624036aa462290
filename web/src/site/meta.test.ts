import { describe, expect, it } from 'vitest';
import { createTranslator } from '../shared/i18n/translator';
import { categories, setting } from '../test/site';
import { siteTables } from './i18n';
import { applyHead, clinicJsonLd, headHtml, routeMeta, type PageMeta } from './meta';

const site = { setting, categories };
const t = createTranslator('vi', siteTables);
const url = new URL('https://phongkham.example/tin-tuc?page=2&utm_source=zalo');

const article: PageMeta = {
  title: 'Khám sức khỏe tổng quát',
  description: 'Bác sĩ giải đáp tần suất khám sức khỏe.',
  type: 'article',
  image: { url: '/uploads/anh.webp', chieurong: 1200, chieucao: 750 },
  crumbs: [{ label: 'Tin tức', to: '/tin-tuc' }, { label: 'Khám sức khỏe tổng quát' }],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Hết </script><b>' }],
};

function parse(html: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

const attr = (doc: Document, selector: string, name: string) => doc.head.querySelector(selector)?.getAttribute(name);

describe('headHtml', () => {
  it('writes the title with the clinic name, the description, canonical and Open Graph tags', () => {
    const doc = parse(headHtml({ meta: article, site, t, lang: 'vi', url }, 'n0nce'));
    expect(doc.title).toBe('Khám sức khỏe tổng quát | Phòng khám Đa khoa An Khang');
    expect(attr(doc, 'meta[name="description"]', 'content')).toBe('Bác sĩ giải đáp tần suất khám sức khỏe.');
    // The list page stays in the canonical URL; other parameters do not.
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://phongkham.example/tin-tuc?page=2');
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toBe('https://phongkham.example/tin-tuc?page=2');
    expect(attr(doc, 'meta[property="og:type"]', 'content')).toBe('article');
    expect(attr(doc, 'meta[property="og:title"]', 'content')).toBe(
      'Khám sức khỏe tổng quát | Phòng khám Đa khoa An Khang',
    );
    expect(attr(doc, 'meta[property="og:description"]', 'content')).toBe('Bác sĩ giải đáp tần suất khám sức khỏe.');
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe('https://phongkham.example/uploads/anh.webp');
    expect(attr(doc, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    expect(attr(doc, 'meta[property="og:locale"]', 'content')).toBe('vi_VN');
    expect(attr(doc, 'meta[property="og:site_name"]', 'content')).toBe('Phòng khám Đa khoa An Khang');
  });

  it('links the vi and en versions of the same URL and names vi the default', () => {
    const doc = parse(headHtml({ meta: article, site, t, lang: 'en', url }));
    const alternates = [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['vi', 'https://phongkham.example/tin-tuc?page=2'],
      ['en', 'https://phongkham.example/tin-tuc?page=2&lng=en'],
      ['x-default', 'https://phongkham.example/tin-tuc?page=2'],
    ]);
    // The English page is its own canonical URL.
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://phongkham.example/tin-tuc?page=2&lng=en');
    expect(attr(doc, 'meta[property="og:locale"]', 'content')).toBe('en_US');
  });

  it("uses the site's share picture when the page has none", () => {
    const doc = parse(headHtml({ meta: { title: 'Dịch vụ' }, site, t, lang: 'vi', url }));
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe('https://phongkham.example/og-image.png');
  });

  it('writes JSON-LD blocks with the nonce, escaped so content cannot close the script', () => {
    const html = headHtml({ meta: article, site, t, lang: 'vi', url }, 'n0nce');
    expect(html).not.toContain('</script><b>');
    const blocks = [...parse(html).head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.map((block) => block.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
    const [own, breadcrumbs] = blocks.map((block) => JSON.parse(block.textContent!));
    expect(own).toMatchObject({ '@type': 'NewsArticle', headline: 'Hết </script><b>' });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://phongkham.example/' },
        { '@type': 'ListItem', position: 2, name: 'Tin tức', item: 'https://phongkham.example/tin-tuc' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Khám sức khỏe tổng quát',
          item: 'https://phongkham.example/tin-tuc?page=2',
        },
      ],
    });
  });

  it('writes no BreadcrumbList without crumbs (home)', () => {
    const doc = parse(headHtml({ meta: { title: 'Trang chủ' }, site, t, lang: 'vi', url }));
    expect(doc.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('marks an error page noindex, without canonical or alternates', () => {
    const doc = parse(headHtml({ meta: { title: 'Không tìm thấy trang', noindex: true }, site, t, lang: 'vi', url }));
    expect(attr(doc, 'meta[name="robots"]', 'content')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('escapes text in attributes and the title', () => {
    const doc = parse(
      headHtml({ meta: { title: 'A "quoted" <b>', description: 'x" onload="y' }, site, t, lang: 'vi', url }),
    );
    expect(doc.title).toBe('A "quoted" <b> | Phòng khám Đa khoa An Khang');
    expect(attr(doc, 'meta[name="description"]', 'content')).toBe('x" onload="y');
    expect(doc.head.querySelector('[onload]')).toBeNull();
  });
});

describe('applyHead', () => {
  it("replaces the previous page's tags with the new page's, leaving the rest of the head alone", () => {
    document.head.innerHTML = '<meta charset="utf-8"><link rel="icon" href="/favicon.svg">';
    document.head.insertAdjacentHTML('beforeend', headHtml({ meta: article, site, t, lang: 'vi', url }));
    applyHead({
      meta: { title: 'Bác sĩ', description: 'Đội ngũ bác sĩ', crumbs: [{ label: 'Bác sĩ' }] },
      site,
      t,
      lang: 'vi',
      url: new URL('https://phongkham.example/bac-si'),
    });
    expect(document.title).toBe('Bác sĩ | Phòng khám Đa khoa An Khang');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr(document, 'meta[name="description"]', 'content')).toBe('Đội ngũ bác sĩ');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr(document, 'link[rel="canonical"]', 'href')).toBe('https://phongkham.example/bac-si');
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.map((block) => JSON.parse(block.textContent!)['@type'])).toEqual(['BreadcrumbList']);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    document.head.innerHTML = '';
  });
});

describe('routeMeta', () => {
  const args = { t, lang: 'vi' as const, site, url };
  const handle = { meta: ({ data }: { data: unknown }) => ({ title: (data as { tieude: string }).tieude }) };

  it("takes the deepest route's meta with its loader data", () => {
    const meta = routeMeta(
      [{ handle: { meta: () => ({ title: 'Gốc' }) } }, { handle, data: { tieude: 'Bài viết' } }],
      args,
    );
    expect(meta.title).toBe('Bài viết');
  });

  it('gives the not-found meta when the route failed and has no data', () => {
    expect(routeMeta([{ handle, data: undefined }], args)).toEqual({ title: 'Không tìm thấy trang', noindex: true });
    expect(routeMeta([{ handle, data: { tieude: 'x' } }], args, { status: 500 })).toEqual({
      title: 'Đã có lỗi xảy ra',
      noindex: true,
    });
  });
});

describe('clinicJsonLd', () => {
  it('describes the clinic as a MedicalClinic with its address, phone, hours and social profiles', () => {
    expect(clinicJsonLd(site, url, t)).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Phòng khám Đa khoa An Khang',
      url: 'https://phongkham.example/',
      telephone: '0909115115',
      email: 'lienhe@ankhang.vn',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Nguyễn Trãi, Phường Bến Thành, Quận 1',
        addressLocality: 'TP. Hồ Chí Minh',
        addressCountry: 'VN',
      },
      openingHoursSpecification: { opens: '08:00', closes: '21:00' },
      sameAs: ['https://www.facebook.com/phongkhamankhang', 'https://www.youtube.com/@phongkhamankhang'],
    });
  });
});
