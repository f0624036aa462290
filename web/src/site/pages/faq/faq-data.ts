// What `/hoi-dap` reads and how it searches: every published question of every live catalogue in one request
// each (the page shows them all, grouped), and a search that ignores case and Vietnamese diacritics, as the
// API's own search does, but in the browser, so the list narrows as the visitor types.
import type { FaqCategoryRecord, FaqRow } from '@phongkham/contracts';
import type { Lang } from '@phongkham/contracts/i18n';
import { pick } from '../../ui/localized';

export const faqApi = { categories: '/api/dmfaq', questions: '/api/faq' } as const;

/** The longest search the page takes (the API's own limit for `q`). */
export const MAX_QUERY = 200;

export interface FaqGroup {
  category: FaqCategoryRecord;
  questions: FaqRow[];
}

/** Catalogues in their order, each with its questions in theirs; catalogues without a question are left out. */
export function groupQuestions(categories: FaqCategoryRecord[], questions: FaqRow[]): FaqGroup[] {
  return categories
    .map((category) => ({
      category,
      questions: questions.filter((question) => question.dmfaq_id === category._id),
    }))
    .filter((group) => group.questions.length > 0);
}

/** Text without case, Vietnamese diacritics or extra spaces: "dat lich" finds "Đặt lịch". */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of an HTML answer, without its tags. */
export function textOfHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the search is in the question or its answer, in either language. */
export function matches(question: FaqRow, query: string): boolean {
  const words = plain(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = plain(
    [question.cauhoi, question.cauhoi_en ?? '', textOfHtml(question.traloi), textOfHtml(question.traloi_en)].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The groups narrowed to the questions that match, in the page's language order. */
export function searchGroups(groups: FaqGroup[], query: string): FaqGroup[] {
  return groups
    .map((group) => ({ ...group, questions: group.questions.filter((question) => matches(question, query)) }))
    .filter((group) => group.questions.length > 0);
}

/** The page's questions as schema.org FAQPage, so search engines may show them as rich results. */
export function faqJsonLd(groups: FaqGroup[], lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang === 'en' ? 'en-US' : 'vi-VN',
    mainEntity: groups.flatMap((group) =>
      group.questions.map((question) => ({
        '@type': 'Question',
        name: pick(lang, question, 'cauhoi'),
        acceptedAnswer: { '@type': 'Answer', text: textOfHtml(pick(lang, question, 'traloi')) },
      })),
    ),
  };
}
