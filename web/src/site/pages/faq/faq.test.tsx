// /hoi-dap through the real routes: questions grouped by catalogue with folding answers, the search that ignores
// diacritics (in the browser, and on the server for `?q=` without JavaScript), both languages, and what search
// engines read (title, canonical, breadcrumbs, FAQPage).
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';
import { faqCategories, faqQuestions } from './fixtures';

const api = () => fixtureApi({ '/api/dmfaq': listOf(faqCategories), '/api/faq': listOf(faqQuestions) });
const questions = () => [...document.querySelectorAll('details > summary')].map((summary) => summary.textContent);

describe('FAQ /hoi-dap', () => {
  it('groups the questions under their catalogues in order, leaving out empty ones, with the breadcrumb banner', async () => {
    const fixtures = api();
    await renderRoute('/hoi-dap', { api: fixtures });
    expect(screen.getByRole('heading', { level: 1, name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Đường dẫn' }));
    expect(trail.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Đặt lịch và thủ tục khám', 'Chi phí và bảo hiểm', 'Trước và sau tiểu phẫu']),
    );
    expect(screen.queryByRole('heading', { name: 'Tiêm chủng' })).toBeNull();
    const booking = within(screen.getByRole('region', { name: 'Đặt lịch và thủ tục khám' }));
    expect(booking.getAllByRole('group').map((item) => item.querySelector('summary')!.textContent)).toEqual([
      'Tôi có cần đặt lịch trước khi đến khám không?',
      'Khi đi khám tôi cần mang theo giấy tờ gì?',
    ]);
    // Links to each group's section.
    const groups = within(screen.getByRole('navigation', { name: 'Nhóm câu hỏi' }));
    expect(groups.getByRole('link', { name: 'Chi phí và bảo hiểm' })).toHaveAttribute(
      'href',
      '#hoi-dap-chi-phi-va-bao-hiem',
    );
    expect(fixtures.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/dmfaq?limit=0', '/api/faq?limit=0']),
    );
  });

  it('folds each answer under its question until the visitor opens it', async () => {
    await renderRoute('/hoi-dap', { api: api() });
    const summary = screen.getByText('Bao lâu thì cắt chỉ?');
    const item = summary.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    expect(within(item).getByText('Thường từ 7 đến 10 ngày tùy vị trí vết mổ.')).not.toBeVisible();
    // jsdom has no summary activation: the browser's toggle is the attribute.
    item.open = true;
    fireEvent(item, new Event('toggle'));
    expect(within(item).getByText('Thường từ 7 đến 10 ngày tùy vị trí vết mổ.')).toBeVisible();
  });

  it('narrows the list as the visitor types, diacritics ignored, in the questions and the answers', async () => {
    await renderRoute('/hoi-dap', { api: api() });
    const search = screen.getByRole('searchbox', { name: 'Tìm câu hỏi' });
    await userEvent.type(search, 'cat chi');
    expect(questions()).toEqual(['Bao lâu thì cắt chỉ?']);
    expect(screen.getByRole('status')).toHaveTextContent('Có 1 câu hỏi phù hợp với “cat chi”.');
    expect(screen.queryByRole('heading', { level: 2, name: 'Chi phí và bảo hiểm' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'CAN CUOC');
    expect(questions()).toEqual(['Khi đi khám tôi cần mang theo giấy tờ gì?']);

    await userEvent.clear(search);
    await userEvent.type(search, 'khám xyz');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Không có câu hỏi nào phù hợp với “khám xyz”.');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tìm kiếm' }));
    expect(search).toHaveValue('');
    expect(questions()).toHaveLength(4);
  });

  it('speaks English, falling back to Vietnamese, and finds English words', async () => {
    await renderRoute('/hoi-dap', { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fees and insurance' })).toBeInTheDocument();
    expect(questions()).toContain('Khi đi khám tôi cần mang theo giấy tờ gì?');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'stitches');
    expect(questions()).toEqual(['When are the stitches removed?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches “stitches”.');
  });

  it('renders on the server with its head, the FAQPage data, and the list a ?q= search narrows', async () => {
    const page = await serverRender('/hoi-dap', { api: api() });
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe('Câu hỏi thường gặp | Phòng khám Đa khoa An Khang');
    expect(page.doc.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://phongkham.example/hoi-dap',
    );
    expect(page.doc.head.querySelector('meta[name="description"]')!.getAttribute('content')).toContain('bảo hiểm');
    const blocks = [...page.doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[3]).toEqual({
      '@type': 'Question',
      name: 'Bao lâu thì cắt chỉ?',
      acceptedAnswer: { '@type': 'Answer', text: 'Thường từ 7 đến 10 ngày tùy vị trí vết mổ.' },
    });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(page.doc.querySelectorAll('details')).toHaveLength(4);

    const searched = await serverRender('/hoi-dap?q=bao%20hiem', { api: api() });
    // The second one holds the words in its answer ("Thẻ bảo hiểm y tế").
    expect([...searched.doc.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'Khi đi khám tôi cần mang theo giấy tờ gì?',
      'Phòng khám có nhận bảo hiểm y tế không?',
    ]);
    expect(searched.doc.querySelector('input[name="q"]')!.getAttribute('value')).toBe('bao hiem');
    // One address for search engines, whatever was searched.
    expect(searched.doc.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://phongkham.example/hoi-dap',
    );
  });

  it('says so when there is no question', async () => {
    await renderRoute('/hoi-dap', {
      api: fixtureApi({ '/api/dmfaq': listOf(faqCategories), '/api/faq': listOf([]) }),
    });
    expect(screen.getByText('Chưa có câu hỏi nào.')).toBeInTheDocument();
  });
});
