// Test fixtures of /hoi-dap: what the content API answers for the FAQ catalogues and their published questions, in
// realistic Vietnamese, one English twin left empty on purpose (the page must fall back to the Vietnamese text).
import type { FaqCategoryRecord, FaqRow } from '@phongkham/contracts';

const stamp = '2025-03-01T02:00:00.000Z';

const catalogue = (n: number, tendanhmuc: string, tendanhmuc_en: string | null): FaqCategoryRecord => ({
  _id: `c4a10000-000${n}-4a2b-9c3d-4e5f60718293`,
  tendanhmuc,
  tendanhmuc_en,
  thutu: n,
  socauhoi: 0,
  createdAt: stamp,
  updatedAt: stamp,
});

export const faqCategories = [
  catalogue(1, 'Đặt lịch và thủ tục khám', 'Booking and registration'),
  catalogue(2, 'Chi phí và bảo hiểm', 'Fees and insurance'),
  catalogue(3, 'Trước và sau tiểu phẫu', 'Before and after minor surgery'),
  // No question: not shown.
  catalogue(4, 'Tiêm chủng', 'Vaccination'),
];
const [booking, fees, surgery] = faqCategories as [FaqCategoryRecord, FaqCategoryRecord, FaqCategoryRecord];

const question = (
  n: number,
  category: FaqCategoryRecord,
  fields: Pick<FaqRow, 'cauhoi' | 'cauhoi_en' | 'traloi' | 'traloi_en'>,
): FaqRow => ({
  _id: `d5b20000-000${n}-4a2b-9c3d-4e5f60718293`,
  dmfaq_id: category._id,
  ...fields,
  thutu: n,
  hienthi: true,
  danhmuc: { _id: category._id, tendanhmuc: category.tendanhmuc, tendanhmuc_en: category.tendanhmuc_en, thutu: 1 },
  updatedAt: stamp,
});

export const faqQuestions: FaqRow[] = [
  question(1, booking, {
    cauhoi: 'Tôi có cần đặt lịch trước khi đến khám không?',
    cauhoi_en: 'Do I need to book before coming in?',
    traloi: '<p>Không bắt buộc, nhưng đặt lịch giúp bạn được khám <strong>đúng giờ</strong>.</p>',
    traloi_en: '<p>No, but booking gets you seen <strong>on time</strong>.</p>',
  }),
  question(2, booking, {
    cauhoi: 'Khi đi khám tôi cần mang theo giấy tờ gì?',
    cauhoi_en: null,
    traloi: '<ul><li>Căn cước công dân.</li><li>Thẻ bảo hiểm y tế.</li></ul>',
    traloi_en: null,
  }),
  question(3, fees, {
    cauhoi: 'Phòng khám có nhận bảo hiểm y tế không?',
    cauhoi_en: 'Does the clinic accept health insurance?',
    traloi: '<p>Có, theo mức hưởng ghi trên thẻ. Xem <a href="/bang-gia-dich-vu">bảng giá</a>.</p>',
    traloi_en: '<p>Yes, at the rate on your card.</p>',
  }),
  question(4, surgery, {
    cauhoi: 'Bao lâu thì cắt chỉ?',
    cauhoi_en: 'When are the stitches removed?',
    traloi: '<p>Thường từ 7 đến 10 ngày tùy vị trí vết mổ.</p>',
    traloi_en: '<p>Usually after 7 to 10 days, depending on where the wound is.</p>',
  }),
];
