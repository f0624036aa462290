// The news categories (/admin/danh-muc-tin-tuc, and the same screen at /admin/dmtintuc): names in vi and en, the
// slug, the order of the header's dropdown, and how many articles each holds.
import { newsCategoryResource, newsResource } from '@phongkham/contracts';
import { CatalogueScreen } from '../../kit/CatalogueScreen';

export function NewsCategoriesScreen() {
  return <CatalogueScreen resource={newsCategoryResource} items={{ count: 'sobaiviet', api: newsResource.api }} slug />;
}
