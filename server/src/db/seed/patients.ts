// The demo clinic's patient register: a few fictional people (names common in Vietnam, phones in an unassigned-looking
// 0900 000 xxx run, e-mails at example.com, each record noted as a demo), enough to show the list, the search without
// diacritics and the duplicate warning (two records share a family phone).
export interface SeedPatient {
  hoten: string;
  ngaysinh: string;
  gioitinh: 'NAM' | 'NU';
  dienthoai: string;
  email?: string;
  tinh_ma?: string;
  xa_ma?: string;
  diachi?: string;
  diachi_day?: string;
  nghenghiep?: string;
  diung?: string;
}

const saigon = (diachi: string) => ({
  tinh_ma: '79',
  xa_ma: '26740',
  diachi,
  diachi_day: `${diachi}, Phường Sài Gòn, Thành phố Hồ Chí Minh`,
});

export const DEMO_PATIENT_NOTE = 'Hồ sơ mẫu: người và số liệu hư cấu.';

export const demoPatients: SeedPatient[] = [
  {
    hoten: 'Nguyễn Văn An',
    ngaysinh: '1968-04-12',
    gioitinh: 'NAM',
    dienthoai: '0900000101',
    nghenghiep: 'Giáo viên',
    ...saigon('15 Lê Lợi'),
  },
  {
    hoten: 'Trần Thị Ngọc Lan',
    ngaysinh: '1985-09-23',
    gioitinh: 'NU',
    dienthoai: '0900000102',
    email: 'ngoclan@example.com',
    diung: 'Penicillin',
    ...saigon('42 Pasteur'),
  },
  { hoten: 'Lê Minh Khoa', ngaysinh: '2015-02-03', gioitinh: 'NAM', dienthoai: '0900000102' },
  { hoten: 'Phạm Thị Hồng', ngaysinh: '1952-11-30', gioitinh: 'NU', dienthoai: '0900000104', nghenghiep: 'Hưu trí' },
  {
    hoten: 'Hoàng Đức Thịnh',
    ngaysinh: '1990-06-18',
    gioitinh: 'NAM',
    dienthoai: '0900000105',
    email: 'ducthinh@example.com',
    nghenghiep: 'Kỹ sư phần mềm',
  },
  { hoten: 'Võ Thị Thu Trang', ngaysinh: '1979-01-07', gioitinh: 'NU', dienthoai: '0900000106', diung: 'Hải sản' },
  { hoten: 'Đặng Quốc Bảo', ngaysinh: '2001-12-25', gioitinh: 'NAM', dienthoai: '0900000107', nghenghiep: 'Sinh viên' },
  { hoten: 'Bùi Thị Mai', ngaysinh: '1995-03-14', gioitinh: 'NU', dienthoai: '0900000108', ...saigon('8 Nguyễn Huệ') },
];
