import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

const upload = '/uploads/0190f4a0-0000-7000-8000-000000000000.webp';

describe('sanitizeHtml()', () => {
  it('keeps the structure an article needs', () => {
    const html =
      '<h2>Khi nào cần khám?</h2><p>Bạn nên <strong>đi khám</strong> khi <em>sốt kéo dài</em>.</p>' +
      '<ul><li>Sốt trên 3 ngày</li><li>Đau đầu</li></ul><ol><li>Một</li></ol>' +
      '<h3>Lưu ý</h3><h4>Chi tiết</h4><blockquote>Phòng bệnh hơn chữa bệnh.</blockquote><p>Dòng một<br>Dòng hai</p><hr>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Khi nào cần khám?</h2><p>Bạn nên <strong>đi khám</strong> khi <em>sốt kéo dài</em>.</p>' +
        '<ul><li>Sốt trên 3 ngày</li><li>Đau đầu</li></ul><ol><li>Một</li></ol>' +
        '<h3>Lưu ý</h3><h4>Chi tiết</h4><blockquote>Phòng bệnh hơn chữa bệnh.</blockquote><p>Dòng một<br />Dòng hai</p><hr />',
    );
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>Xin chào</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>Xin chào</p>');
    expect(sanitizeHtml('<p>a<script src="https://evil.example/x.js"></script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>')).toBe(null);
  });

  it('removes event handlers, styles and classes from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">Nội dung</p>')).toBe(
      '<p>Nội dung</p>',
    );
    expect(sanitizeHtml(`<img src="${upload}" onerror="alert(1)" onload="alert(2)" alt="Ảnh">`)).toBe(
      `<img src="${upload}" alt="Ảnh" loading="lazy" decoding="async" />`,
    );
    expect(sanitizeHtml('<a href="https://example.com" onmouseover="alert(1)">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/',
  ])('drops the link %j and keeps its text', (href) => {
    expect(sanitizeHtml(`<p><a href="${href}">Bấm vào đây</a></p>`)).toBe('<p>Bấm vào đây</p>');
  });

  it('keeps web, mail and phone links and links inside the site', () => {
    expect(sanitizeHtml('<a href="mailto:lienhe@phongkham.vn">Email</a>')).toBe(
      '<a href="mailto:lienhe@phongkham.vn">Email</a>',
    );
    expect(sanitizeHtml('<a href="tel:0909115115">Gọi</a>')).toBe('<a href="tel:0909115115">Gọi</a>');
    expect(sanitizeHtml('<a href="/bang-gia-dich-vu" target="_top" rel="opener">Bảng giá</a>')).toBe(
      '<a href="/bang-gia-dich-vu">Bảng giá</a>',
    );
    expect(sanitizeHtml('<a href="http://moh.gov.vn">Bộ Y tế</a>')).toBe(
      '<a href="http://moh.gov.vn" rel="noopener noreferrer nofollow" target="_blank">Bộ Y tế</a>',
    );
  });

  it.each([
    'https://evil.example/a.webp',
    '//evil.example/a.webp',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'javascript:alert(1)',
    '/uploads/../secrets/jwt-secret',
    '/uploads/anh.webp',
    '/api/setting',
  ])('drops a picture from %j', (src) => {
    expect(sanitizeHtml(`<p>Trước<img src="${src}" alt="x">sau</p>`)).toBe('<p>Trướcsau</p>');
  });

  it('keeps pictures from the uploads with their size, and only numeric sizes', () => {
    expect(
      sanitizeHtml(
        `<figure><img src="${upload}" alt="Phòng khám" width="1200" height="675"><figcaption>Sảnh</figcaption></figure>`,
      ),
    ).toBe(
      `<figure><img src="${upload}" alt="Phòng khám" width="1200" height="675" loading="lazy" decoding="async" /><figcaption>Sảnh</figcaption></figure>`,
    );
    expect(sanitizeHtml(`<img src="${upload}" width="100%" height="expression(alert(1))">`)).toBe(
      `<img src="${upload}" alt="" loading="lazy" decoding="async" />`,
    );
  });

  it('maps tags editors produce onto the allowed ones and unwraps the rest', () => {
    expect(sanitizeHtml('<h1>Tiêu đề</h1><h6>Nhỏ</h6><p><b>Đậm</b> <i>nghiêng</i></p>')).toBe(
      '<h2>Tiêu đề</h2><h4>Nhỏ</h4><p><strong>Đậm</strong> <em>nghiêng</em></p>',
    );
    expect(sanitizeHtml('<div><span style="color:red">Chữ</span> <u>gạch</u></div>')).toBe('Chữ gạch');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>Gửi</button></form>')).toBe('Gửi');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; "a" &gt; b</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "a" &gt; b</p>');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('answers null for nothing or nothing readable', () => {
    expect(sanitizeHtml(null)).toBe(null);
    expect(sanitizeHtml(undefined)).toBe(null);
    expect(sanitizeHtml('')).toBe(null);
    expect(sanitizeHtml('  <script>alert(1)</script>  ')).toBe(null);
  });

  it('survives deep nesting without keeping it', () => {
    const deep = `${'<blockquote>'.repeat(200)}sâu${'</blockquote>'.repeat(200)}`;
    const clean = sanitizeHtml(deep)!;
    expect(clean).toContain('sâu');
    expect(clean.match(/<blockquote>/g)!.length).toBeLessThanOrEqual(20);
  });
});
