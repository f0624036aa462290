// The FAQ catalogues (/admin/dmfaq, /them-moi, /:id): names in vi and en and the order of the groups on `/hoi-dap`.
// A catalogue that still holds questions cannot be deleted.
import { faqCategoryResource, faqResource } from '@phongkham/contracts';
import { CatalogueScreen } from '../../kit/CatalogueScreen';

export function FaqCategoriesScreen() {
  return (
    <CatalogueScreen
      resource={faqCategoryResource}
      items={{ count: 'socauhoi', api: faqResource.api }}
      inUse="errors.faqCategoryHasQuestions"
    />
  );
}
