// Test fixtures of the charity pages: what the content API answers for the single pages, the sponsored
// operations and the success stories (contracts/src/content.ts), in realistic Vietnamese, with some English
// twins left empty on purpose (the pages must fall back to the Vietnamese text).
import { pageCodes, type SitePage, type SponsoredOperationDetail, type SuccessStoryDetail } from '@phongkham/contracts';

const picture = (id: string) => ({ _id: id, url: `/uploads/${id}.webp`, chieurong: 1200, chieucao: 750 });

const page = (ma: SitePage['ma'], fields: Partial<SitePage>): SitePage => ({
  _id: `7e3b0000-000${pageCodes.indexOf(ma) + 1}-4c5d-8e9f-0a1b2c3d4e5f`,
  ma,
  tieude: '',
  tieude_en: null,
  mota: null,
  mota_en: null,
  noidung: null,
  noidung_en: null,
  hinhanh: null,
  updatedAt: '2025-01-10T02:00:00.000Z',
  ...fields,
});

export const sitePages: Partial<Record<SitePage['ma'], SitePage>> = {
  GIOI_THIEU: page('GIOI_THIEU', {
    tieude: 'Về Phòng khám An Khang',
    tieude_en: 'About An Khang Clinic',
    mota: 'Hơn 15 năm chăm sóc sức khỏe người dân quận 1.',
    mota_en: 'Caring for the people of District 1 for over 15 years.',
    noidung: '<p>Phòng khám được thành lập năm 2009.</p><h2>Đội ngũ bác sĩ</h2><p>12 bác sĩ chuyên khoa.</p>',
    noidung_en: '<p>The clinic opened in 2009.</p><h2>Our doctors</h2><p>12 specialist doctors.</p>',
  }),
  TU_THIEN: page('TU_THIEN', {
    tieude: 'Chương trình Trái tim nhân ái',
    tieude_en: null,
    mota: 'Hỗ trợ chi phí phẫu thuật cho người bệnh nghèo.',
    mota_en: null,
    noidung: '<p>Mỗi năm phòng khám dành 5% lợi nhuận cho chương trình.</p>',
    noidung_en: null,
  }),
  XET_DUYET_HO_SO: page('XET_DUYET_HO_SO', {
    tieude: 'Xét duyệt hồ sơ hỗ trợ phẫu thuật',
    tieude_en: 'Review of applications for surgery support',
    noidung: '<p>Hồ sơ được xét duyệt trong vòng 7 ngày làm việc.</p>',
    noidung_en: '<p>Applications are reviewed within 7 working days.</p>',
  }),
  DANG_KY_THANH_VIEN: page('DANG_KY_THANH_VIEN', {
    tieude: 'Đăng ký thành viên An Khang',
    tieude_en: 'Become an An Khang member',
    noidung: '<p>Thành viên được giảm 10% phí khám.</p>',
    noidung_en: '<p>Members get 10% off examination fees.</p>',
  }),
};

export const operations: SponsoredOperationDetail[] = [
  {
    _id: '8f4c0000-0001-4d6e-9f0a-1b2c3d4e5f60',
    tieude: 'Mổ tim bẩm sinh cho bé Nguyễn Gia Bảo',
    tieude_en: 'Congenital heart surgery for little Nguyen Gia Bao',
    mota: 'Bé Gia Bảo, 4 tuổi, cần mổ vá thông liên thất.',
    mota_en: 'Gia Bao, aged 4, needs surgery to close a ventricular septal defect.',
    noidung: '<p>Gia đình bé làm nông ở Long An.</p>',
    noidung_en: '<p>The family farms in Long An.</p>',
    benhnhan: 'Bé N.G.B., 4 tuổi, tỉnh Long An',
    benhnhan_en: 'Little N.G.B., 4, Long An province',
    chiphi: 85_000_000,
    // The sum of its donations below.
    dataitro: 51_000_000,
    trangthai: 'DANG_KEU_GOI',
    hinhanh: picture('9c5d0000-0001-4d6e-9f0a-1b2c3d4e5f60'),
    ngaydang: '2025-04-02T03:00:00.000Z',
    quyengop: [
      { _id: 'd1a00000-0001-4d6e-9f0a-1b2c3d4e5f60', nhataitro: null, sotien: 21_000_000, ngay: '2025-04-10' },
      {
        _id: 'd1a00000-0002-4d6e-9f0a-1b2c3d4e5f60',
        nhataitro: 'Nhóm thiện nguyện Ánh Dương',
        sotien: 30_000_000,
        ngay: '2025-04-05',
      },
    ],
    cauchuyen: [],
  },
  {
    _id: '8f4c0000-0002-4d6e-9f0a-1b2c3d4e5f61',
    tieude: 'Thay khớp gối cho ông Sáu',
    tieude_en: null,
    mota: 'Ông Sáu, 72 tuổi, sống một mình, hai năm không tự đi lại được.',
    mota_en: null,
    noidung: '<p>Ca mổ đã thành công.</p>',
    noidung_en: null,
    benhnhan: 'Ông N.V.S., 72 tuổi',
    benhnhan_en: null,
    chiphi: 1_250_000,
    dataitro: 1_250_000,
    trangthai: 'DA_PHAU_THUAT',
    hinhanh: null,
    ngaydang: '2024-12-31T18:30:00.000Z',
    quyengop: [
      {
        _id: 'd1a00000-0003-4d6e-9f0a-1b2c3d4e5f61',
        nhataitro: 'Quỹ Vòng tay nhân ái',
        sotien: 1_250_000,
        ngay: '2024-12-20',
      },
    ],
    cauchuyen: [
      { _id: 'a05d0000-0002-4e7f-8a0b-1c2d3e4f5a61', tieude: 'Ông Sáu đi lại được sau 2 năm', tieude_en: null },
    ],
  },
];

export const stories: SuccessStoryDetail[] = [
  {
    _id: 'a05d0000-0001-4e7f-8a0b-1c2d3e4f5a60',
    tieude: 'Bé Minh Anh đã có thể đến trường',
    tieude_en: 'Little Minh Anh is back at school',
    mota: 'Sau ca mổ tim, Minh Anh đã khỏe mạnh và đi học lại.',
    mota_en: 'After heart surgery Minh Anh is healthy and back at school.',
    noidung: '<p>Ba tháng sau ca mổ, bé tăng 3 kg.</p>',
    noidung_en: '<p>Three months after the operation she had gained 3 kg.</p>',
    hinhanh: picture('b16e0000-0001-4e7f-8a0b-1c2d3e4f5a60'),
    ngaydang: '2025-03-09T02:00:00.000Z',
    taitro: null,
  },
  {
    _id: 'a05d0000-0002-4e7f-8a0b-1c2d3e4f5a61',
    tieude: 'Ông Sáu đi lại được sau 2 năm',
    tieude_en: null,
    mota: 'Ca thay khớp gối giúp ông Sáu tự đi chợ.',
    mota_en: null,
    noidung: '<p>Ông Sáu năm nay 72 tuổi.</p>',
    noidung_en: null,
    hinhanh: null,
    ngaydang: '2025-01-15T02:00:00.000Z',
    // It follows the operated case above.
    taitro: { _id: '8f4c0000-0002-4d6e-9f0a-1b2c3d4e5f61', tieude: 'Thay khớp gối cho ông Sáu', tieude_en: null },
  },
];

/** The list form of a record (no body, donations or linked stories), as the list endpoints carry it. */
export const listed = <T extends { noidung: string | null; noidung_en: string | null }>({
  noidung: _body,
  noidung_en: _bodyEn,
  quyengop: _donations,
  cauchuyen: _stories,
  ...item
}: T & { quyengop?: unknown; cauchuyen?: unknown }) => item;

/** Fixture handlers for the content API (web/src/test/pages.tsx). */
export const charityApi = {
  '/api/trang/:id': (url: URL) => sitePages[url.pathname.split('/').pop() as SitePage['ma']],
};
