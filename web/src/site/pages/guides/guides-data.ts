// What `/huong-dan` and a guide's page read: the live catalogues and the published guides, in their orders.
import type { GuideCategoryRecord, GuideRow } from '@phongkham/contracts';
import { slugify } from '@phongkham/contracts/slug';

export const guidesApi = {
  categories: '/api/dmhuongdan',
  guides: '/api/huongdan',
  guide: (id: string) => `/api/huongdan/${id}`,
} as const;

export interface GuideGroup {
  category: GuideCategoryRecord;
  guides: GuideRow[];
}

/** Catalogues in their order, each with its guides in theirs; catalogues without a guide are left out. */
export function groupGuides(categories: GuideCategoryRecord[], guides: GuideRow[]): GuideGroup[] {
  return categories
    .map((category) => ({ category, guides: guides.filter((guide) => guide.dmhuongdan_id === category._id) }))
    .filter((group) => group.guides.length > 0);
}

/** The id of a catalogue's section on `/huong-dan`, readable in the address (`/huong-dan#nhom-cham-soc`). */
export const sectionId = (category: { _id: string; tendanhmuc: string }) =>
  `nhom-${slugify(category.tendanhmuc) || category._id}`;
