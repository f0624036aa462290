// Member registration (đăng ký thành viên, docs/product-rules.md 'Public pages'): the clinic's introduction of
// membership (page DANG_KY_THANH_VIEN) and the form of newMemberRegistration (consent required, the address on the
// 2025 units), with the hotline beside it for those who would rather call. The thanks shows the promotion code the
// server gave (or says none is left) and the footer's count is asked again.
import { FULL_NAME_MAX, newMemberRegistration, NOTE_MAX, type MemberReceipt } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiPaths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { IntakeForm, type SectionSpec } from '../../intake/IntakeForm';
import { IntakeLayout } from '../../intake/IntakeLayout';
import type { RouteHandle } from '../../meta';
import { refreshPromotion } from '../../promotion/promotion-store';
import { PromotionCode } from './PromotionCode';
import { loadSitePage, sitePageMeta } from '../about/site-page';

const PREFIX = 'site.pages.memberRegistration';

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadSitePage(apiFrom(context), 'DANG_KY_THANH_VIEN') };
}

export const handle: RouteHandle = {
  meta: (args) => sitePageMeta(args, PREFIX),
};

const sections: SectionSpec[] = [
  {
    key: 'personal',
    fields: [
      { name: 'hoten', kind: 'text', required: true, autoComplete: 'name', maxLength: FULL_NAME_MAX },
      { name: 'dienthoai', kind: 'tel', required: true, autoComplete: 'tel' },
      { name: 'email', kind: 'email', autoComplete: 'email' },
      { name: 'ngaysinh', kind: 'date', autoComplete: 'bday' },
      { name: 'diachi', kind: 'address', wide: true },
    ],
  },
  {
    key: 'note',
    fields: [{ name: 'ghichu', kind: 'textarea', maxLength: NOTE_MAX, wide: true, hint: true }],
  },
];

export function Component() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <IntakeLayout prefix={PREFIX} page={page}>
      <IntakeForm
        prefix={PREFIX}
        schema={newMemberRegistration}
        endpoint={apiPaths.memberRegistrations}
        sections={sections}
        consent
        success={(data) => <PromotionCode receipt={data as MemberReceipt | null} />}
        onSent={() => void refreshPromotion()}
      />
    </IntakeLayout>
  );
}
