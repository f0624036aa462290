// Member registration (đăng ký thành viên, docs/product-rules.md 'Public pages'): the clinic's introduction of
// membership (page DANG_KY_THANH_VIEN) and the form of newMemberRegistration, with the hotline beside it for those who
// would rather call.
import { ADDRESS_MAX, FULL_NAME_MAX, newMemberRegistration, NOTE_MAX } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiPaths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { IntakeForm, type SectionSpec } from '../../intake/IntakeForm';
import { IntakeLayout } from '../../intake/IntakeLayout';
import type { RouteHandle } from '../../meta';
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
      { name: 'diachi', kind: 'text', autoComplete: 'street-address', maxLength: ADDRESS_MAX, wide: true },
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
      />
    </IntakeLayout>
  );
}
