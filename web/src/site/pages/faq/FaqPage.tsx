// /hoi-dap: the frequently asked questions grouped by catalogue, each answer folded under its question (native
// details/summary: keyboard and screen readers know them, and they open without JavaScript). The search box
// narrows the list as the visitor types, ignoring diacritics; without JavaScript it submits `?q=` and the server
// renders the narrowed list. Beside it, the booking card for what the page does not answer.
import type { FaqCategoryRecord, FaqRow, Paginated } from '@phongkham/contracts';
import { slugify } from '@phongkham/contracts/slug';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { BookingCard } from '../common/BookingCard';
import common from '../common/catalogue.module.css';
import { faqApi, faqJsonLd, groupQuestions, MAX_QUERY, searchGroups, type FaqGroup } from './faq-data';
import styles from './FaqPage.module.css';

interface FaqData {
  groups: FaqGroup[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<FaqData> {
  const api = apiFrom(context);
  // Every row at once (limit 0): the page shows them all, and searches them in the browser.
  const [categories, questions] = await Promise.all([
    api.get<Paginated<FaqCategoryRecord>>(faqApi.categories, { query: { limit: 0 }, silent: true }),
    api.get<Paginated<FaqRow>>(faqApi.questions, { query: { limit: 0 }, silent: true }),
  ]);
  return { groups: groupQuestions(required(categories).docs, required(questions).docs) };
}

/** The search lives in the page: a new `?q=` needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data }) => {
    const { groups } = data as FaqData;
    const title = t('site.pages.faq.title');
    return {
      title,
      description: t('site.pages.faq.metaDescription', { name: clinicName(site, t) }),
      crumbs: [{ label: title }],
      jsonLd: groups.length ? [faqJsonLd(groups, lang)] : [],
    };
  },
};

const anchor = (category: FaqCategoryRecord) => `hoi-dap-${slugify(category.tendanhmuc) || category._id}`;

export function Component() {
  const { groups } = useLoaderData() as FaqData;
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => (params.get('q') ?? '').slice(0, MAX_QUERY));
  const searching = query.trim() !== '';
  const shown = searching ? searchGroups(groups, query) : groups;
  const count = shown.reduce((sum, group) => sum + group.questions.length, 0);

  // With JavaScript the list already shows the matches: submitting only keeps the search in the address.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(searching ? { q: query.trim() } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageBanner />
      <div className={`container ${common.page} ${common.withAside}`}>
        <div className={common.main}>
          <p className={common.intro}>{t('site.pages.faq.intro')}</p>
          <form role="search" className={styles.search} action={paths.faq} method="get" onSubmit={submit}>
            <label htmlFor="faq-search" className="visually-hidden">
              {t('site.pages.faq.searchLabel')}
            </label>
            <input
              id="faq-search"
              className={styles.input}
              type="search"
              name="q"
              value={query}
              maxLength={MAX_QUERY}
              autoComplete="off"
              placeholder={t('site.pages.faq.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className="button button-primary">
              {t('site.pages.faq.searchButton')}
            </button>
          </form>
          <p className={styles.status} role="status">
            {searching &&
              (count > 0
                ? t(count === 1 ? 'site.pages.faq.foundOne' : 'site.pages.faq.found', { count, q: query.trim() })
                : t('site.pages.faq.notFound', { q: query.trim() }))}
            {searching && (
              <button
                type="button"
                className={styles.clear}
                onClick={() => {
                  setQuery('');
                  setParams({}, { replace: true, preventScrollReset: true });
                }}
              >
                {t('site.pages.faq.clear')}
              </button>
            )}
          </p>
          {groups.length === 0 && <p className={common.empty}>{t('site.pages.faq.empty')}</p>}
          {!searching && groups.length > 1 && (
            <nav aria-label={t('site.pages.faq.categoriesLabel')}>
              <ul className={common.chips}>
                {groups.map(({ category }) => (
                  <li key={category._id}>
                    <a className={common.chip} href={`#${anchor(category)}`}>
                      {pick(lang, category, 'tendanhmuc')}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {shown.map(({ category, questions }) => (
            <section
              key={category._id}
              id={anchor(category)}
              className={styles.group}
              aria-labelledby={`${anchor(category)}-title`}
            >
              <h2 id={`${anchor(category)}-title`} className={styles.groupTitle}>
                {pick(lang, category, 'tendanhmuc')}
              </h2>
              <div className={styles.list}>
                {questions.map((question) => (
                  <details key={question._id} className={styles.item}>
                    <summary className={styles.question}>{pick(lang, question, 'cauhoi')}</summary>
                    <RichText className={styles.answer} html={pick(lang, question, 'traloi')} />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.faq.askTitle')} text={t('site.pages.faq.askText')} />
          <SiteLink className={`${common.panel} ${styles.guides}`} to={paths.guides}>
            {t('site.pages.faq.guidesLink')} →
          </SiteLink>
        </aside>
      </div>
    </>
  );
}
