// The product categories (/admin/danh-muc-san-pham, /them-moi, /:id): names in vi and en, the order of the Products
// page, and how many products each holds; one that holds products cannot be deleted.
import { productCategoryResource, productResource } from '@phongkham/contracts';
import { CatalogueScreen } from '../../kit/CatalogueScreen';

export function ProductCategoriesScreen() {
  return (
    <CatalogueScreen
      resource={productCategoryResource}
      items={{ count: 'sosanpham', api: productResource.api }}
      inUse="admin.resources.productCategories.inUse"
    />
  );
}
