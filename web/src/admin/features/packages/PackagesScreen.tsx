// /admin/goi-dich-vu (service packages): the catalogue of packages (list, new package, a package's page) and the
// packages' money for a period (/doanh-thu), two tabs of one page under the /goi-dich-vu grant.
import { servicePackageResource } from '@phongkham/contracts';
import { useResourceTexts } from '../../kit/texts';
import { TabbedScreen } from '../../kit/TabbedScreen';
import { PackageCatalogue } from './PackageCatalogue';
import { PackageRevenue } from './PackageRevenue';

export function PackagesScreen() {
  const { text } = useResourceTexts(servicePackageResource);
  return (
    <TabbedScreen
      tabs={[
        { path: '', label: text('tabs.catalogue'), element: <PackageCatalogue />, nested: true },
        { path: 'doanh-thu', label: text('tabs.revenue'), element: <PackageRevenue /> },
      ]}
    />
  );
}
