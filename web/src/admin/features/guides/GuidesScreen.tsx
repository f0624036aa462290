// The patient guides (/admin/huongdan, /them-moi, /:id), declared on the kit's content screen: the list filtered by
// catalogue and by whether a guide shows, and the editor: title, summary and body (rich text) in vi and en, the
// catalogue, a picture, the order within the catalogue and the published switch.
import { guideCategoryResource, guideResource } from '@phongkham/contracts';
import { ContentScreen } from '../../kit/ContentScreen';

export function GuidesScreen() {
  return (
    <ContentScreen
      resource={guideResource}
      category={{ field: 'dmhuongdan_id', resource: guideCategoryResource }}
      title="tieude"
      texts={[
        { name: 'tieude', kind: 'title', max: 250 },
        { name: 'mota', kind: 'summary', max: 1000 },
        { name: 'noidung', kind: 'rich' },
      ]}
      folder="huong-dan"
      image
    />
  );
}
