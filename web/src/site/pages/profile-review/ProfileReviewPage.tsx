// Profile review (xét duyệt hồ sơ, docs/product-rules.md 'Public pages'): a patient in need, or a relative, sends the
// case to the charity programme with its papers, and gets a tracking code; below the form, the status look-up by that
// code and the phone. The page XET_DUYET_HO_SO introduces the programme; the form is newProfileReview.
import {
  CIRCUMSTANCES_MAX,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_COUNT,
  FULL_NAME_MAX,
  newProfileReview,
  NOTE_MAX,
  SUPPORT_MAX,
  type ProfileReviewReceipt,
} from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { IntakeForm, type SectionSpec } from '../../intake/IntakeForm';
import { IntakeLayout } from '../../intake/IntakeLayout';
import type { RouteHandle } from '../../meta';
import { loadSitePage, sitePageMeta } from '../about/site-page';
import styles from './ProfileReviewPage.module.css';
import { TrackingLookup } from './TrackingLookup';

const PREFIX = 'site.pages.profileReview';

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadSitePage(apiFrom(context), 'XET_DUYET_HO_SO') };
}

export const handle: RouteHandle = {
  meta: (args) => sitePageMeta(args, PREFIX, [{ label: args.t('site.pages.charity.title'), to: paths.charity }]),
};

const sections: SectionSpec[] = [
  {
    key: 'contact',
    fields: [
      { name: 'hoten', kind: 'text', required: true, autoComplete: 'name', maxLength: FULL_NAME_MAX },
      { name: 'dienthoai', kind: 'tel', required: true, autoComplete: 'tel' },
      { name: 'email', kind: 'email', autoComplete: 'email', wide: true },
    ],
  },
  {
    key: 'patient',
    fields: [
      { name: 'tenbenhnhan', kind: 'text', required: true, maxLength: FULL_NAME_MAX },
      { name: 'namsinh', kind: 'year', maxLength: 4 },
      { name: 'diachi', kind: 'address', required: true },
    ],
  },
  {
    key: 'case',
    fields: [
      { name: 'chandoan', kind: 'textarea', maxLength: NOTE_MAX, wide: true, hint: true },
      { name: 'hoancanh', kind: 'textarea', required: true, maxLength: CIRCUMSTANCES_MAX, wide: true, hint: true },
    ],
  },
  {
    key: 'support',
    fields: [
      { name: 'hotro', kind: 'textarea', required: true, maxLength: SUPPORT_MAX, wide: true },
      { name: 'chiphi', kind: 'text', maxLength: 20, hint: true },
      {
        name: 'tailieu',
        kind: 'files',
        wide: true,
        hint: true,
        files: { maxFiles: DOCUMENT_MAX_COUNT, maxBytes: DOCUMENT_MAX_BYTES, accept: DOCUMENT_ACCEPT },
      },
    ],
  },
];

/** The code to keep, under the thanks: with the phone it opens the look-up below. */
function TrackingCode({ receipt }: { receipt: ProfileReviewReceipt | null }) {
  const { t } = useI18n();
  if (!receipt?.ma) return null;
  return (
    <p className={styles.code}>
      {t(`${PREFIX}.codeLabel`)} <strong data-testid="tracking-code">{receipt.ma}</strong>
      <span className={styles.codeHint}>{t(`${PREFIX}.codeHint`)}</span>
    </p>
  );
}

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <IntakeLayout prefix={PREFIX} page={page} after={<TrackingLookup />}>
      <IntakeForm
        prefix={PREFIX}
        schema={newProfileReview}
        endpoint={apiPaths.profileReviews}
        sections={sections}
        consent
        success={(data) => <TrackingCode receipt={data as ProfileReviewReceipt | null} />}
      />
    </IntakeLayout>
  );
}
