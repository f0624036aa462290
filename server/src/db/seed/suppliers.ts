// The demo suppliers: pharmaceutical and medical-supply distributors of the kind a Vietnamese clinic buys from, on
// the 2025 administrative units. Names, tax codes, licence numbers and phones are made up for the demo (they follow
// the real patterns: a 10-digit tax code, a branch's 13 as 0123456789-001, an "ĐKKDD" certificate number); any
// likeness to a real company is chance. Seeded into a new installation only, never beside a clinic's real suppliers.
export const demoSuppliers = [
  {
    ten: 'Công ty Cổ phần Dược phẩm Sao Mai Phương Nam',
    masothue: '0317654321',
    tinh_ma: '79',
    xa_ma: '26929',
    diachi: '215 Xô Viết Nghệ Tĩnh',
    diachi_day: '215 Xô Viết Nghệ Tĩnh, Phường Bình Thạnh, Thành phố Hồ Chí Minh',
    dienthoai: '0903124578',
    nguoilienhe: 'Nguyễn Thị Hạnh',
    sogdp: '2381/ĐKKDD-HCM',
    hoatdong: true,
  },
  {
    ten: 'Công ty TNHH Thiết bị và Vật tư Y tế Hòa Bình – Chi nhánh Tân Sơn Nhất',
    masothue: '0316543210-001',
    tinh_ma: '79',
    xa_ma: '26968',
    diachi: '38 Trường Sơn',
    diachi_day: '38 Trường Sơn, Phường Tân Sơn Nhất, Thành phố Hồ Chí Minh',
    dienthoai: '0918356420',
    nguoilienhe: 'Trần Quốc Bảo',
    // Gloves, syringes and dressings: a medical-supply dealer needs no pharmacy licence.
    sogdp: null,
    hoatdong: true,
  },
  {
    ten: 'Công ty Cổ phần Dược Thăng Long',
    masothue: '0108765432',
    tinh_ma: '01',
    xa_ma: '00166',
    diachi: '68 Trần Thái Tông',
    diachi_day: '68 Trần Thái Tông, Phường Cầu Giấy, Thành phố Hà Nội',
    dienthoai: '0984207315',
    nguoilienhe: 'Lê Minh Tuấn',
    sogdp: '0937/ĐKKDD-HN',
    hoatdong: true,
  },
  {
    ten: 'Công ty TNHH Dược phẩm Tây Đô',
    masothue: '1801234567',
    tinh_ma: '92',
    xa_ma: '31135',
    diachi: '45 Đường 30 Tháng 4',
    diachi_day: '45 Đường 30 Tháng 4, Phường Ninh Kiều, Thành phố Cần Thơ',
    dienthoai: '0939518264',
    nguoilienhe: 'Phạm Thanh Vân',
    sogdp: '0412/ĐKKDD-CT',
    // No longer bought from: shows how a past supplier stays on the list.
    hoatdong: false,
  },
];
