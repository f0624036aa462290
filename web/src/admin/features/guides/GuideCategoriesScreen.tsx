// The guide catalogues (/admin/dmhuongdan, /them-moi, /:id): names in vi and en and the order of the groups on
// `/huong-dan`. A catalogue that still holds guides cannot be deleted.
import { guideCategoryResource, guideResource } from '@phongkham/contracts';
import { CatalogueScreen } from '../../kit/CatalogueScreen';

export function GuideCategoriesScreen() {
  return (
    <CatalogueScreen
      resource={guideCategoryResource}
      items={{ count: 'sohuongdan', api: guideResource.api }}
      inUse="errors.guideCategoryHasGuides"
    />
  );
}
