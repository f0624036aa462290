// Test fixtures of /huong-dan and a guide's page: what the content API answers for the guide catalogues and their
// published guides, in realistic Vietnamese, one English twin left empty on purpose (the pages fall back to it).
import type { GuideCategoryRecord, GuideRecord } from '@phongkham/contracts';

const stamp = '2025-03-01T02:00:00.000Z';
const picture = (id: string) => ({ _id: id, url: `/uploads/${id}.webp`, chieurong: 1200, chieucao: 675 });

const catalogue = (n: number, tendanhmuc: string, tendanhmuc_en: string | null): GuideCategoryRecord => ({
  _id: `e6c30000-000${n}-4a2b-9c3d-4e5f60718293`,
  tendanhmuc,
  tendanhmuc_en,
  thutu: n,
  sohuongdan: 0,
  createdAt: stamp,
  updatedAt: stamp,
});

export const guideCategories = [
  catalogue(1, 'Chuẩn bị trước khi khám và xét nghiệm', 'Preparing for visits and tests'),
  catalogue(2, 'Chăm sóc sau tiểu phẫu', 'Care after minor surgery'),
];
const [preparing, aftercare] = guideCategories as [GuideCategoryRecord, GuideCategoryRecord];

const guide = (
  n: number,
  category: GuideCategoryRecord,
  fields: Pick<GuideRecord, 'tieude' | 'tieude_en' | 'mota' | 'mota_en' | 'noidung' | 'noidung_en'>,
): GuideRecord => ({
  _id: `f7d40000-000${n}-4a2b-9c3d-4e5f60718293`,
  dmhuongdan_id: category._id,
  ...fields,
  hinhanh: n === 3 ? null : picture(`a8e50000-000${n}-4a2b-9c3d-4e5f60718293`),
  hinhanh_id: n === 3 ? null : `a8e50000-000${n}-4a2b-9c3d-4e5f60718293`,
  thutu: n,
  hienthi: true,
  danhmuc: { _id: category._id, tendanhmuc: category.tendanhmuc, tendanhmuc_en: category.tendanhmuc_en, thutu: 1 },
  updatedAt: '2025-03-09T02:00:00.000Z',
  createdAt: stamp,
});

export const guides: GuideRecord[] = [
  guide(1, preparing, {
    tieude: 'Chuẩn bị trước khi xét nghiệm máu',
    tieude_en: 'Preparing for a blood test',
    mota: 'Nhịn ăn bao lâu và được uống gì.',
    mota_en: 'How long to fast and what you may drink.',
    noidung: '<h2>Nhịn ăn</h2><p>Nhịn ăn 8 đến 12 giờ trước khi lấy máu.</p>',
    noidung_en: '<h2>Fasting</h2><p>Fast for 8 to 12 hours before the draw.</p>',
  }),
  guide(2, preparing, {
    tieude: 'Chuẩn bị trước khi siêu âm bụng',
    tieude_en: null,
    mota: 'Nhịn ăn và giữ bàng quang đầy.',
    mota_en: null,
    noidung: '<p>Uống 4 đến 5 ly nước trước giờ hẹn.</p>',
    noidung_en: null,
  }),
  guide(3, aftercare, {
    tieude: 'Chăm sóc vết khâu tại nhà',
    tieude_en: 'Caring for stitches at home',
    mota: 'Giữ vết khâu sạch và khô.',
    mota_en: 'Keep the stitches clean and dry.',
    noidung: '<h2>Thay băng</h2><p>Thay băng mỗi ngày một lần.</p>',
    noidung_en: '<h2>Dressing</h2><p>Change the dressing once a day.</p>',
  }),
];
