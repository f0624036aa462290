// The demo clinic's catalogues (/admin/danh-muc): the specialties it offers, the units its pharmacy and services
// count in, how it takes payment, and its rooms. Codes are what records and exports use.
import type { CatalogueKind } from '@phongkham/contracts';

export interface SeedCatalogueEntry {
  loai: CatalogueKind;
  ma: string;
  ten: string;
  ten_en: string;
}

const list = (loai: CatalogueKind, entries: [string, string, string][]): SeedCatalogueEntry[] =>
  entries.map(([ma, ten, ten_en]) => ({ loai, ma, ten, ten_en }));

/**
 * What every new clinic's catalogues start with: the units of measure and the ways of paying that any Vietnamese
 * clinic uses. Its specialties and rooms are its own to write.
 */
export const starterCatalogues: SeedCatalogueEntry[] = [
  ...list('DONVITINH', [
    ['VIEN', 'Viên', 'Tablet'],
    ['VI', 'Vỉ', 'Blister'],
    ['HOP', 'Hộp', 'Box'],
    ['CHAI', 'Chai', 'Bottle'],
    ['LO', 'Lọ', 'Vial'],
    ['ONG', 'Ống', 'Ampoule'],
    ['GOI', 'Gói', 'Sachet'],
    ['TUYP', 'Tuýp', 'Tube'],
    ['LAN', 'Lần', 'Session'],
    ['CAI', 'Cái', 'Piece'],
  ]),
  ...list('THANHTOAN', [
    ['TIENMAT', 'Tiền mặt', 'Cash'],
    ['CHUYENKHOAN', 'Chuyển khoản ngân hàng', 'Bank transfer'],
    ['VIETQR', 'Quét mã VietQR', 'VietQR code'],
    ['THE', 'Thẻ ATM / thẻ tín dụng', 'Debit or credit card'],
    ['BHYT', 'Bảo hiểm y tế', 'Health insurance (BHYT)'],
  ]),
];

export const demoCatalogues: SeedCatalogueEntry[] = [
  ...list('CHUYENKHOA', [
    ['NOI', 'Nội tổng quát', 'General internal medicine'],
    ['NHI', 'Nhi khoa', 'Paediatrics'],
    ['SAN', 'Sản phụ khoa', 'Obstetrics and gynaecology'],
    ['TMH', 'Tai mũi họng', 'Ear, nose and throat'],
    ['RHM', 'Răng hàm mặt', 'Dentistry and maxillofacial'],
    ['DALIEU', 'Da liễu', 'Dermatology'],
    ['TIMMACH', 'Tim mạch', 'Cardiology'],
    ['CDHA', 'Chẩn đoán hình ảnh', 'Diagnostic imaging'],
    ['XETNGHIEM', 'Xét nghiệm', 'Laboratory'],
  ]),
  ...starterCatalogues,
  ...list('THANHTOAN', [['MOMO', 'Ví MoMo', 'MoMo wallet']]),
  ...list('PHONG', [
    ['P101', 'Phòng khám Nội 1', 'Internal medicine room 1'],
    ['P102', 'Phòng khám Nhi', 'Paediatrics room'],
    ['P103', 'Phòng khám Tai mũi họng', 'ENT room'],
    ['P201', 'Phòng khám Sản phụ khoa', 'Obstetrics room'],
    ['P202', 'Phòng siêu âm', 'Ultrasound room'],
    ['P203', 'Phòng X-quang', 'X-ray room'],
    ['P204', 'Phòng xét nghiệm', 'Laboratory'],
    ['P205', 'Phòng tiểu phẫu', 'Minor surgery room'],
  ]),
];
