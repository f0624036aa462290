// /benh/:id: a disease the clinic treats: what it is, its signs and treatment (body), with the booking card
// and the other common conditions beside it.
import type { DiseaseDetail, DiseaseItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
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

interface DiseaseData {
  disease: DiseaseDetail;
  others: DiseaseItem[];
}

export async function loader(args: LoaderFunctionArgs): Promise<DiseaseData> {
  const disease = await loadDetail<DiseaseDetail>(args, {
    apiPath: apiPaths.disease,
    canonical: (item) => paths.disease(item._id, item.tenbenh),
  });
  const all = await apiFrom(args.context).get<Paginated<DiseaseItem>>(apiPaths.diseases, {
    query: { limit: 0 },
    silent: true,
  });
  return { disease, others: (all?.docs ?? []).filter((item) => item._id !== disease._id) };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const { disease } = data as DiseaseData;
    const name = pick(lang, disease, 'tenbenh');
    const description = pick(lang, disease, 'mota') || undefined;
    return {
      title: name,
      description,
      image: disease.hinhanh,
      // Diseases have no list page of their own: they sit under the services that treat them.
      crumbs: [{ label: t('site.pages.services.title'), to: paths.services }, { label: name }],
      jsonLd: [
        articleJsonLd({
          type: 'MedicalWebPage',
          headline: name,
          description,
          image: disease.hinhanh,
          lang,
          url,
          site,
          t,
          about: { '@type': 'MedicalCondition', name },
        }),
      ],
    };
  },
};

export function Component() {
  const { disease, others } = useLoaderData() as DiseaseData;
  const { t, lang } = useI18n();
  const name = pick(lang, disease, 'tenbenh');
  const summary = pick(lang, disease, 'mota');
  return (
    <>
      <PageBanner>
        <span className={common.badge}>{t('site.pages.disease.section')}</span>
      </PageBanner>
      <div className={`container ${common.page} ${common.withAside}`}>
        <article className={common.main}>
          {disease.hinhanh && <ContentImage image={disease.hinhanh} alt={name} eager className={common.hero} />}
          {summary && <p className={common.lead}>{summary}</p>}
          <RichText html={pick(lang, disease, 'noidung')} />
        </article>
        <aside className={common.aside}>
          <BookingCard title={t('site.pages.disease.book')} text={t('site.pages.disease.bookText')} />
          <SideList
            title={t('site.pages.disease.others')}
            items={others.map((item) => ({
              key: item._id,
              to: paths.disease(item._id, item.tenbenh),
              title: pick(lang, item, 'tenbenh'),
              image: item.hinhanh,
            }))}
          />
        </aside>
      </div>
    </>
  );
}
