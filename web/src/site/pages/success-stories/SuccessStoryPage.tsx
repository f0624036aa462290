// One success story (`/cau-chuyen-thanh-cong/:id-slug`), with a link to the sponsored operation it follows when
// there is one. Unknown ids answer 404; other forms of the URL redirect to the canonical one (detail.ts).
import type { SuccessStoryDetail } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { loadDetail } from '../../detail';
import { absoluteUrl, clinicName, clinicRef, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import styles from './SuccessStoryPage.module.css';

export function loader(args: LoaderFunctionArgs) {
  return loadDetail<SuccessStoryDetail>(args, {
    apiPath: apiPaths.successStory,
    canonical: (item) => paths.successStory(item._id, item.tieude),
  });
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const story = data as SuccessStoryDetail;
    const title = pick(lang, story, 'tieude');
    const description =
      pick(lang, story, 'mota') || t('site.pages.successStories.description', { name: clinicName(site, t) });
    return {
      title,
      description,
      crumbs: [
        { label: t('site.pages.charity.title'), to: paths.charity },
        { label: t('site.pages.successStories.title'), to: paths.successStories },
        { label: title },
      ],
      image: story.hinhanh,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          datePublished: String(story.ngaydang),
          inLanguage: lang === 'en' ? 'en-US' : 'vi-VN',
          mainEntityOfPage: absoluteUrl(url, paths.successStory(story._id, story.tieude)),
          ...(story.hinhanh ? { image: absoluteUrl(url, story.hinhanh.url) } : {}),
          publisher: clinicRef(site, url, t),
        },
      ],
    };
  },
};

export function Component() {
  const story = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const title = pick(lang, story, 'tieude');
  const summary = pick(lang, story, 'mota');
  return (
    <>
      <PageBanner>
        {t('site.pages.successStories.posted')}:{' '}
        <time dateTime={String(story.ngaydang)}>{formatDate(lang, story.ngaydang)}</time>
      </PageBanner>
      <div className={`container ${styles.page}`}>
        <article className={styles.article}>
          {story.hinhanh && <ContentImage image={story.hinhanh} alt={title} eager className={styles.image} />}
          {summary && <p className={styles.lead}>{summary}</p>}
          <RichText html={pick(lang, story, 'noidung')} />
          {story.taitro && (
            <p className={styles.operation}>
              <span>{t('site.pages.successStories.operation')}: </span>
              <SiteLink to={paths.sponsorship(story.taitro._id, story.taitro.tieude)}>
                {pick(lang, story.taitro, 'tieude')}
              </SiteLink>
            </p>
          )}
          <nav className={styles.more} aria-label={t('site.pages.successStories.title')}>
            <SiteLink to={paths.successStories}>
              <span aria-hidden="true">← </span>
              {t('site.pages.successStories.backToList')}
            </SiteLink>
            <SiteLink className="button button-primary" to={`${paths.sponsorships}?trangthai=DANG_KEU_GOI`}>
              {t('site.pages.successStories.ctaLink')}
            </SiteLink>
          </nav>
        </article>
      </div>
    </>
  );
}
