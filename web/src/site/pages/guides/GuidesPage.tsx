// /huong-dan: the patient guides grouped by catalogue, each catalogue a section of cards in its order, with links
// to the sections at the top.
import type { GuideCategoryRecord, GuideRow, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid, ContentCard, EAGER_CARDS } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import common from '../common/catalogue.module.css';
import { groupGuides, guidesApi, sectionId, type GuideGroup } from './guides-data';
import styles from './guides.module.css';

interface GuidesData {
  groups: GuideGroup[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<GuidesData> {
  const api = apiFrom(context);
  // Every row at once (limit 0): a clinic writes tens of guides, not thousands.
  const [categories, guides] = await Promise.all([
    api.get<Paginated<GuideCategoryRecord>>(guidesApi.categories, { query: { limit: 0 }, silent: true }),
    api.get<Paginated<GuideRow>>(guidesApi.guides, { query: { limit: 0 }, silent: true }),
  ]);
  return { groups: groupGuides(required(categories).docs, required(guides).docs) };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => {
    const title = t('site.pages.guides.title');
    return {
      title,
      description: t('site.pages.guides.metaDescription', { name: clinicName(site, t) }),
      crumbs: [{ label: title }],
    };
  },
};

export function Component() {
  const { groups } = useLoaderData() as GuidesData;
  const { t, lang } = useI18n();
  let shown = 0;
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <p className={common.intro}>{t('site.pages.guides.intro')}</p>
        {groups.length === 0 && <p className={common.empty}>{t('site.pages.guides.empty')}</p>}
        {groups.length > 1 && (
          <nav aria-label={t('site.pages.guides.categoriesLabel')}>
            <ul className={common.chips}>
              {groups.map(({ category }) => (
                <li key={category._id}>
                  <a className={common.chip} href={`#${sectionId(category)}`}>
                    {pick(lang, category, 'tendanhmuc')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.map(({ category, guides }) => {
          const name = pick(lang, category, 'tendanhmuc');
          return (
            <section
              key={category._id}
              id={sectionId(category)}
              className={`${common.section} ${styles.section}`}
              aria-labelledby={`${sectionId(category)}-title`}
            >
              <div className={common.sectionHead}>
                <h2 id={`${sectionId(category)}-title`}>{name}</h2>
              </div>
              <CardGrid label={t('site.pages.guides.listLabel', { name })}>
                {guides.map((guide) => (
                  <ContentCard
                    key={guide._id}
                    to={paths.guide(guide._id, guide.tieude)}
                    title={pick(lang, guide, 'tieude')}
                    image={guide.hinhanh}
                    summary={pick(lang, guide, 'mota')}
                    headingLevel={3}
                    eager={shown++ < EAGER_CARDS}
                  />
                ))}
              </CardGrid>
            </section>
          );
        })}
      </div>
    </>
  );
}
