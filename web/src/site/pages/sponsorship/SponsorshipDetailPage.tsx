// One sponsored operation (`/tai-tro-ca-mo/:id-slug`): the patient's story, the funding so far (the sum of the
// donations recorded), who gave (named only with their consent), the success stories that followed, and how to
// help. Unknown ids answer 404; other forms of the URL redirect to the canonical one (detail.ts).
import type { SponsoredOperationDetail } from '@phongkham/contracts';
import { clinicInstant } from '@phongkham/contracts/clinic-time';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate, formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import type { SiteData } from '../../data';
import { loadDetail } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { ContentImage } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import { HelpAndReviewBoxes, SideBox } from './SponsorshipBoxes';
import { StatusBadge } from './SponsorshipCard';
import styles from './SponsorshipDetailPage.module.css';
import { SponsorshipProgress } from './SponsorshipProgress';

export function loader(args: LoaderFunctionArgs) {
  return loadDetail<SponsoredOperationDetail>(args, {
    apiPath: apiPaths.sponsoredOperation,
    canonical: (item) => paths.sponsorship(item._id, item.tieude),
  });
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data }) => {
    const item = data as SponsoredOperationDetail;
    const title = pick(lang, item, 'tieude');
    return {
      title,
      description: pick(lang, item, 'mota') || t('site.pages.sponsorship.description', { name: clinicName(site, t) }),
      crumbs: [
        { label: t('site.pages.charity.title'), to: paths.charity },
        { label: t('site.pages.sponsorship.title'), to: paths.sponsorships },
        { label: title },
      ],
      image: item.hinhanh,
      type: 'article',
    };
  },
};

/** Who gave, newest first: a sponsor is named only when they agreed to be (content.ts `publicDonation`). */
function Donors({ donations }: { donations: SponsoredOperationDetail['quyengop'] }) {
  const { t, lang } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="operation-donors">
      <h2 id="operation-donors">{t('site.pages.sponsorship.donorsTitle')}</h2>
      {donations.length === 0 ? (
        <p className={styles.muted}>{t('site.pages.sponsorship.donorsEmpty')}</p>
      ) : (
        <ul className={styles.donors}>
          {donations.map((gift) => (
            <li key={gift._id}>
              <span className={gift.nhataitro ? styles.donor : `${styles.donor} ${styles.anonymous}`}>
                {gift.nhataitro ?? t('site.pages.sponsorship.anonymousDonor')}
              </span>
              <strong className={styles.amount}>{formatPrice(gift.sotien)}</strong>
              <time className={styles.day} dateTime={gift.ngay}>
                {formatDate(lang, clinicInstant(gift.ngay, 12 * 60))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Component() {
  const item = useLoaderData<typeof loader>();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const setting = site?.setting ?? null;
  const { t, lang } = useI18n();
  const title = pick(lang, item, 'tieude');
  const summary = pick(lang, item, 'mota');
  const patient = pick(lang, item, 'benhnhan');

  return (
    <>
      <PageBanner>
        <span className={styles.bannerLine}>
          <StatusBadge status={item.trangthai} />
          <span>
            {t('site.pages.sponsorship.posted')}:{' '}
            <time dateTime={String(item.ngaydang)}>{formatDate(lang, item.ngaydang)}</time>
          </span>
        </span>
      </PageBanner>
      <div className={`container ${styles.layout}`}>
        <article className={styles.article}>
          {item.hinhanh && <ContentImage image={item.hinhanh} alt={title} eager className={styles.image} />}
          {summary && <p className={styles.lead}>{summary}</p>}
          <RichText html={pick(lang, item, 'noidung')} />
          <Donors donations={item.quyengop} />
          {item.cauchuyen.length > 0 && (
            <section className={styles.section} aria-labelledby="operation-stories">
              <h2 id="operation-stories">{t('site.pages.sponsorship.storiesTitle')}</h2>
              <ul className={styles.stories}>
                {item.cauchuyen.map((story) => (
                  <li key={story._id}>
                    <SiteLink to={paths.successStory(story._id, story.tieude)}>{pick(lang, story, 'tieude')}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className={styles.back}>
            <SiteLink to={paths.sponsorships}>
              <span aria-hidden="true">← </span>
              {t('site.pages.sponsorship.backToList')}
            </SiteLink>
          </p>
        </article>
        <aside className={styles.aside}>
          <SideBox title={t('site.pages.sponsorship.fundingTitle')} className={styles.funding}>
            {patient && <p className={styles.patient}>{t('site.pages.sponsorship.patient', { name: patient })}</p>}
            <SponsorshipProgress raised={item.dataitro} cost={item.chiphi} detailed />
          </SideBox>
          <HelpAndReviewBoxes setting={setting} askForHelp={item.trangthai === 'DANG_KEU_GOI'} />
        </aside>
      </div>
    </>
  );
}
