// Profile review (xét duyệt hồ sơ, docs/product-rules.md 'Public pages'): a patient in need, or a relative, sends the
// case to the charity programme. The page XET_DUYET_HO_SO introduces the programme; the form is newProfileReview.
import { ADDRESS_MAX, CIRCUMSTANCES_MAX, FULL_NAME_MAX, newProfileReview, NOTE_MAX } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { IntakeForm, type SectionSpec } from '../../intake/IntakeForm';
import { IntakeLayout } from '../../intake/IntakeLayout';
import type { RouteHandle } from '../../meta';
import { loadSitePage, sitePageMeta } from '../about/site-page';

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
      { name: 'diachi', kind: 'text', autoComplete: 'street-address', maxLength: ADDRESS_MAX, wide: true },
    ],
  },
  {
    key: 'case',
    fields: [
      { name: 'chandoan', kind: 'textarea', maxLength: NOTE_MAX, wide: true, hint: true },
      { name: 'hoancanh', kind: 'textarea', required: true, maxLength: CIRCUMSTANCES_MAX, wide: true, hint: true },
    ],
  },
];

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <IntakeLayout prefix={PREFIX} page={page}>
      <IntakeForm prefix={PREFIX} schema={newProfileReview} endpoint={apiPaths.profileReviews} sections={sections} />
    </IntakeLayout>
  );
}
