// /tin-tuc/:id: one article (docs/product-rules.md, 'Public pages'): title, date and category in the banner, the
// picture, summary and body; beside it the booking card and more articles of the same category.
import type { NewsArticle, NewsItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { loadDetail } from '../../detail';
import { articleJsonLd, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { BookingCard } from '../common/BookingCard';
import common from '../common/catalogue.module.css';
import { SideList } from '../common/SideList';
import styles from './NewsArticlePage.module.css';

interface NewsArticleData {
  article: NewsArticle;
  related: NewsItem[];
}

const RELATED = 4;

export async function loader(args: LoaderFunctionArgs): Promise<NewsArticleData> {
  const article = await loadDetail<NewsArticle>(args, {
    apiPath: apiPaths.newsArticle,
    canonical: (item) => paths.newsArticle(item._id, item.slug),
  });
  // More of the same category; the page stands without them.
  const more = await apiFrom(args.context).get<Paginated<NewsItem>>(apiPaths.news, {
    query: { dmtintuc_id: article.dmtintuc_id, limit: RELATED + 1 },
    silent: true,
  });
  const related = (more?.docs ?? []).filter((item) => item._id !== article._id).slice(0, RELATED);
  return { article, related };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { article } = data as NewsArticleData;
    const title = pick(lang, article, 'tieude');
    const description = pick(lang, article, 'mota') || undefined;
    return {
      title,
      description,
      image: article.hinhanh,
      type: 'article',
      crumbs: [
        { label: t('site.pages.news.title'), to: paths.news },
        {
          label: pick(lang, article.danhmuc, 'tendanhmuc'),
          to: paths.newsCategory(article.danhmuc._id, article.danhmuc.slug),
        },
        { label: title },
      ],
      jsonLd: [
        articleJsonLd({
          type: 'NewsArticle',
          headline: title,
          description,
          image: article.hinhanh,
          datePublished: article.ngaydang,
          lang,
          url,
          site,
          t,
        }),
      ],
    };
  },
};

export function Component() {
  const { article, related } = useLoaderData() as NewsArticleData;
  const { t, lang } = useI18n();
  const title = pick(lang, article, 'tieude');
  const summary = pick(lang, article, 'mota');
  return (
    <>
      <PageBanner>
        <p className={styles.byline}>
          <time dateTime={article.ngaydang}>
            {t('site.pages.news.published', { date: formatDate(lang, article.ngaydang) })}
          </time>
          <SiteLink className={styles.category} to={paths.newsCategory(article.danhmuc._id, article.danhmuc.slug)}>
            {pick(lang, article.danhmuc, 'tendanhmuc')}
          </SiteLink>
        </p>
      </PageBanner>
      <div className={`container ${common.page} ${common.withAside}`}>
        <article className={`${common.main} ${styles.article}`}>
          {article.hinhanh && <ContentImage image={article.hinhanh} alt={title} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, article, 'noidung')} />
          <p className={styles.back}>
            <SiteLink to={paths.news} className={common.more}>
              ← {t('site.pages.news.back')}
            </SiteLink>
          </p>
        </article>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.home.bookTitle')} text={t('site.pages.home.bookText')} />
          <SideList
            title={t('site.pages.news.related')}
            items={related.map((item) => ({
              key: item._id,
              to: paths.newsArticle(item._id, item.slug),
              title: pick(lang, item, 'tieude'),
              image: item.hinhanh,
              detail: <time dateTime={item.ngaydang}>{formatDate(lang, item.ngaydang)}</time>,
            }))}
          />
        </aside>
      </div>
    </>
  );
}
