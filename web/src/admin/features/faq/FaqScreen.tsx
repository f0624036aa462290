// The frequently asked questions (/admin/faq, /them-moi, /:id), declared on the kit's content screen: the list
// filtered by catalogue and by whether a question shows, and the editor: question and answer (rich text) in vi and
// en, the catalogue, the order within it and the published switch.
import { faqCategoryResource, faqResource } from '@phongkham/contracts';
import { ContentScreen } from '../../kit/ContentScreen';

export function FaqScreen() {
  return (
    <ContentScreen
      resource={faqResource}
      category={{ field: 'dmfaq_id', resource: faqCategoryResource }}
      title="cauhoi"
      texts={[
        { name: 'cauhoi', kind: 'question', max: 500 },
        { name: 'traloi', kind: 'rich' },
      ]}
      // Pictures put into answers go to this upload folder.
      folder="hoi-dap"
    />
  );
}
