// Content fixtures for the public pages' tests: what the content API answers (contracts/src/content.ts),
// with realistic Vietnamese text and some English twins left empty on purpose (the fallback).
import type {
  DiseaseDetail,
  DoctorDetail,
  NewsArticle,
  PriceList,
  ProductCategory,
  ProductDetail,
  ServiceDetail,
  ServiceGroupDetail,
} from '@phongkham/contracts';
import { categories } from './site';

const image = (id: string, width = 1200, height = 750) => ({
  _id: id,
  url: `/uploads/${id}.webp`,
  chieurong: width,
  chieucao: height,
});

const familyHealth = {
  _id: categories[0]!._id,
  tendanhmuc: 'Sức khỏe gia đình',
  tendanhmuc_en: 'Family health',
  slug: 'suc-khoe-gia-dinh',
};
const minorSurgery = { _id: categories[1]!._id, tendanhmuc: 'Tiểu phẫu', tendanhmuc_en: null, slug: 'tieu-phau' };

export const news: NewsArticle[] = [
  {
    _id: '3a0e6c1e-0001-4b7e-8a1c-1d2e3f405161',
    dmtintuc_id: familyHealth._id,
    tieude: 'Khám sức khỏe tổng quát: nên làm bao lâu một lần?',
    tieude_en: 'General health checks: how often should you have one?',
    mota: 'Bác sĩ giải đáp tần suất khám sức khỏe định kỳ theo từng độ tuổi.',
    mota_en: 'A doctor explains how often to have a check-up at each age.',
    slug: 'kham-suc-khoe-tong-quat-bao-lau-mot-lan',
    noidung:
      '<p>Người trưởng thành khỏe mạnh nên <strong>khám sức khỏe</strong> mỗi năm một lần.</p><h2>Chuẩn bị</h2><p>Nhịn ăn 8 tiếng.</p>',
    noidung_en:
      '<p>Healthy adults should have a <strong>check-up</strong> once a year.</p><h2>Preparing</h2><p>Fast for 8 hours.</p>',
    hinhanh: image('9b1d0000-0001-4b7e-8a1c-1d2e3f405161'),
    noibat: true,
    ngaydang: '2025-03-09T02:00:00.000Z',
    danhmuc: familyHealth,
  },
  {
    _id: '3a0e6c1e-0002-4b7e-8a1c-1d2e3f405162',
    dmtintuc_id: minorSurgery._id,
    tieude: 'Tiểu phẫu u bã đậu: những điều cần biết',
    tieude_en: null,
    mota: 'Quy trình tiểu phẫu u bã đậu trong 30 phút, không cần nằm viện.',
    mota_en: null,
    slug: 'tieu-phau-u-ba-dau',
    noidung: '<p>U bã đậu là khối u lành tính dưới da.</p>',
    noidung_en: null,
    hinhanh: null,
    noibat: false,
    ngaydang: '2025-02-20T03:00:00.000Z',
    danhmuc: minorSurgery,
  },
];

const stamp = '2025-01-10T02:00:00.000Z';

export const serviceGroups: ServiceGroupDetail[] = [
  {
    _id: '5c1f0000-0001-4a2b-9c3d-4e5f60718291',
    tendanhmuc: 'Khám tổng quát',
    tendanhmuc_en: 'General examination',
    mota: 'Khám nội tổng quát, đo huyết áp, xét nghiệm cơ bản.',
    mota_en: 'General internal examination, blood pressure and basic tests.',
    noidung: '<p>Khám tổng quát giúp phát hiện sớm bệnh lý.</p>',
    noidung_en: null,
    hinhanh: image('9b1d0000-0002-4b7e-8a1c-1d2e3f405161'),
    hinhanh_id: '9b1d0000-0002-4b7e-8a1c-1d2e3f405161',
    thutu: 1,
    hienthi: true,
    sodichvu: 1,
    dichvu: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: '5c1f0000-0002-4a2b-9c3d-4e5f60718292',
    tendanhmuc: 'Tiểu phẫu',
    tendanhmuc_en: 'Minor surgery',
    mota: 'Các thủ thuật ngoại khoa nhỏ làm trong ngày.',
    mota_en: null,
    noidung: null,
    noidung_en: null,
    hinhanh: null,
    hinhanh_id: null,
    thutu: 2,
    hienthi: true,
    sodichvu: 1,
    dichvu: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
];

export const services: ServiceDetail[] = [
  {
    _id: '6d2a0000-0001-4a2b-9c3d-4e5f60718291',
    dmdichvu_id: serviceGroups[0]!._id,
    tendichvu: 'Khám nội tổng quát',
    tendichvu_en: 'General internal examination',
    mota: 'Bác sĩ nội khoa thăm khám toàn diện.',
    mota_en: null,
    noidung: '<p>Thời gian khám khoảng 30 phút.</p>',
    noidung_en: '<p>The examination takes about 30 minutes.</p>',
    gia: 150_000,
    donvitinh: 'Lần',
    donvitinh_en: 'Visit',
    loai: 'KHAM',
    ghichu: 'Chưa gồm xét nghiệm',
    ghichu_en: 'Tests not included',
    hinhanh: null,
    hinhanh_id: null,
    thutu: 1,
    hienthi: true,
    nhom: { _id: serviceGroups[0]!._id, tendanhmuc: 'Khám tổng quát', tendanhmuc_en: 'General examination' },
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: '6d2a0000-0002-4a2b-9c3d-4e5f60718292',
    dmdichvu_id: serviceGroups[1]!._id,
    tendichvu: 'Tiểu phẫu u bã đậu',
    tendichvu_en: null,
    mota: 'Cắt bỏ u bã đậu dưới gây tê tại chỗ.',
    mota_en: null,
    noidung: null,
    noidung_en: null,
    gia: 1_250_000,
    donvitinh: 'Ca',
    donvitinh_en: 'Procedure',
    loai: 'THU_THUAT',
    // A note without its English twin: English readers see the Vietnamese one.
    ghichu: 'Đã gồm thuốc tê',
    ghichu_en: null,
    hinhanh: null,
    hinhanh_id: null,
    thutu: 1,
    hienthi: true,
    nhom: { _id: serviceGroups[1]!._id, tendanhmuc: 'Tiểu phẫu', tendanhmuc_en: 'Minor surgery' },
    createdAt: stamp,
    updatedAt: stamp,
  },
];

/** A service as the lists carry it: no body. */
const listed = ({
  noidung: _body,
  noidung_en: _bodyEn,
  hinhanh_id: _image,
  createdAt: _created,
  ...item
}: ServiceDetail) => item;
serviceGroups[0]!.dichvu = [listed(services[0]!)];
serviceGroups[1]!.dichvu = [listed(services[1]!)];

export const priceList: PriceList = serviceGroups.map(
  ({ noidung: _body, noidung_en: _bodyEn, hinhanh_id: _image, createdAt: _created, ...group }) => group,
);

export const productCategories: ProductCategory[] = [
  {
    _id: '7e3b0000-0001-4a2b-9c3d-4e5f60718291',
    tendanhmuc: 'Chăm sóc da',
    tendanhmuc_en: 'Skin care',
    thutu: 1,
    sosanpham: 1,
    createdAt: stamp,
    updatedAt: stamp,
  },
];
const skinCare = { _id: productCategories[0]!._id, tendanhmuc: 'Chăm sóc da', tendanhmuc_en: 'Skin care' };

export const products: ProductDetail[] = [
  {
    _id: '8f4c0000-0001-4a2b-9c3d-4e5f60718291',
    dmsanpham_id: productCategories[0]!._id,
    tensanpham: 'Kem dưỡng phục hồi da sau thủ thuật',
    tensanpham_en: 'Post-procedure repair cream',
    mota: 'Làm dịu và phục hồi da sau tiểu phẫu.',
    mota_en: null,
    noidung: '<p>Thoa 2 lần mỗi ngày.</p>',
    noidung_en: null,
    gia: 320_000,
    hinhanh: image('9b1d0000-0003-4b7e-8a1c-1d2e3f405161', 800, 800),
    hinhanh_id: '9b1d0000-0003-4b7e-8a1c-1d2e3f405161',
    thutu: 1,
    hienthi: true,
    danhmuc: skinCare,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: '8f4c0000-0002-4a2b-9c3d-4e5f60718292',
    dmsanpham_id: null,
    tensanpham: 'Bộ băng gạc vô khuẩn',
    tensanpham_en: null,
    mota: null,
    mota_en: null,
    noidung: null,
    noidung_en: null,
    gia: null,
    hinhanh: null,
    hinhanh_id: null,
    thutu: 2,
    hienthi: true,
    danhmuc: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
];

export const diseases: DiseaseDetail[] = [
  {
    _id: '9a5d0000-0001-4a2b-9c3d-4e5f60718291',
    tenbenh: 'Viêm xoang',
    tenbenh_en: 'Sinusitis',
    mota: 'Viêm niêm mạc các xoang cạnh mũi, thường gặp khi giao mùa.',
    mota_en: 'Inflammation of the sinus lining, common when seasons change.',
    noidung: '<h2>Triệu chứng</h2><p>Nghẹt mũi, đau nhức vùng mặt.</p>',
    noidung_en: '<h2>Symptoms</h2><p>Blocked nose, facial pain.</p>',
    hinhanh: null,
    hinhanh_id: null,
    thutu: 1,
    hienthi: true,
    // What the page links to: a service of the price list and a doctor of the doctors' fixtures below.
    dichvu: [
      {
        _id: services[0]!._id,
        dmdichvu_id: services[0]!.dmdichvu_id,
        tendichvu: 'Khám nội tổng quát',
        tendichvu_en: 'General internal examination',
        gia: 150_000,
        donvitinh: 'Lần',
        donvitinh_en: 'Visit',
        hienthi: true,
      },
    ],
    bacsi: [
      {
        _id: 'ab6e0000-0001-4a2b-9c3d-4e5f60718291',
        hoten: 'Nguyễn Văn An',
        hocham: 'BS.CKII',
        hocham_en: 'MD, Specialist Level II',
        chuyenkhoa: 'Ngoại tổng quát',
        chuyenkhoa_en: 'General surgery',
        hinhanh: image('9b1d0000-0004-4b7e-8a1c-1d2e3f405161', 600, 750),
        hienthi: true,
      },
    ],
    dichvu_ids: [services[0]!._id],
    bacsi_ids: ['ab6e0000-0001-4a2b-9c3d-4e5f60718291'],
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    _id: '9a5d0000-0002-4a2b-9c3d-4e5f60718292',
    tenbenh: 'Trĩ',
    tenbenh_en: null,
    mota: 'Bệnh lý vùng hậu môn, điều trị được bằng thủ thuật.',
    mota_en: null,
    noidung: null,
    noidung_en: null,
    hinhanh: null,
    hinhanh_id: null,
    thutu: 2,
    hienthi: true,
    dichvu: [],
    bacsi: [],
    dichvu_ids: [],
    bacsi_ids: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
];

export const doctors: DoctorDetail[] = [
  {
    _id: 'ab6e0000-0001-4a2b-9c3d-4e5f60718291',
    nhanvien_id: 'ab6e0000-1001-4a2b-9c3d-4e5f60718291',
    hoten: 'Nguyễn Văn An',
    hocham: 'BS.CKII',
    hocham_en: 'MD, Specialist Level II',
    sochungchi: '001234/HCM-CCHN',
    chuyenkhoa: 'Ngoại tổng quát',
    chuyenkhoa_en: 'General surgery',
    mota: 'Hơn 20 năm kinh nghiệm phẫu thuật ngoại khoa.',
    mota_en: 'Over 20 years of surgical experience.',
    noidung: '<p>Nguyên trưởng khoa Ngoại.</p>',
    noidung_en: '<p>Former head of the surgery department.</p>',
    namkinhnghiem: 22,
    hinhanh: image('9b1d0000-0004-4b7e-8a1c-1d2e3f405161', 600, 750),
    hinhanh_id: '9b1d0000-0004-4b7e-8a1c-1d2e3f405161',
    thutu: 1,
    hienthi: true,
    lichlamviec: [
      { thu: 1, batdau: '08:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
      { thu: 1, batdau: '13:30', ketthuc: '17:00', ghichu: null, ghichu_en: null },
      { thu: 6, batdau: '08:00', ketthuc: '11:30', ghichu: 'Phòng tiểu phẫu', ghichu_en: 'Minor surgery suite' },
    ],
    createdAt: '2026-01-05T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
  },
  {
    _id: 'ab6e0000-0002-4a2b-9c3d-4e5f60718292',
    nhanvien_id: 'ab6e0000-1002-4a2b-9c3d-4e5f60718292',
    hoten: 'Trần Thị Bình',
    hocham: null,
    hocham_en: null,
    sochungchi: null,
    chuyenkhoa: 'Nội tổng quát',
    chuyenkhoa_en: null,
    mota: null,
    mota_en: null,
    noidung: null,
    noidung_en: null,
    namkinhnghiem: null,
    hinhanh: null,
    hinhanh_id: null,
    thutu: 2,
    hienthi: true,
    lichlamviec: [],
    createdAt: '2026-01-05T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
  },
];
