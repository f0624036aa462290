// Demo content for a first start: a believable clinic in Ho Chi Minh City, so the site looks alive.
// Addresses follow the 2025 two-level administrative units (ward, province; no district).

export const demoClinic = {
  ten: 'Phòng khám Đa khoa An Tâm',
  sogiayphep: '01234/HCM-GPHĐ',
  malienthong: '79K01',
  ngaycapphep: '2019-03-15',
  // Phường Chợ Quán (27301), Thành phố Hồ Chí Minh (79): the former Wards 1, 2 and 4 of District 5.
  tinh_ma: '79',
  xa_ma: '27301',
  diachi: '125 Nguyễn Văn Cừ',
  diachi_day: '125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh',
  dienthoai: '028 3923 4567',
  email: 'lienhe@phongkhamantam.vn',
  vido: 10.75879,
  kinhdo: 106.68325,
  kichhoat: true,
};

/** The demo clinic's week: mornings and afternoons Monday to Saturday, Sunday mornings. */
export const demoOpeningHours = [1, 2, 3, 4, 5, 6, 7].flatMap((thu) => [
  { thu, batdau: '07:00', ketthuc: '11:30', ghichu: null, ghichu_en: null },
  ...(thu === 7 ? [] : [{ thu, batdau: '13:30', ketthuc: '19:00', ghichu: null, ghichu_en: null }]),
]);

export const demoSetting = {
  tenphongkham: demoClinic.ten,
  diachi: demoClinic.diachi_day,
  dienthoai: '0909 115 115',
  email: demoClinic.email,
  link_facebook: 'https://www.facebook.com/phongkhamantam',
  link_youtube: 'https://www.youtube.com/@phongkhamantam',
  // No TikTok yet: the header and footer must show only the links that are set.
  link_tiktok: null,
  // The contact page's map: the demo address on Nguyễn Văn Cừ (WGS 84).
  bando_vido: 10.75879,
  bando_kinhdo: 106.68325,
  chiduong:
    'Phòng khám ở mặt tiền đường Nguyễn Văn Cừ, phía số lẻ, tòa nhà 5 tầng có biển xanh An Tâm. Từ trung tâm Quận 1 cũ, đi theo đường Trần Hưng Đạo rồi rẽ trái vào Nguyễn Văn Cừ, đi thêm khoảng 300 m. Xe máy gửi miễn phí ở tầng hầm, lối vào bên hông tòa nhà; các tuyến xe buýt trên đường Nguyễn Văn Cừ dừng cách cổng khoảng 50 m.',
  chiduong_en:
    'The clinic faces Nguyễn Văn Cừ Street, on the odd-numbered side: a five-storey building with a blue An Tâm sign. From the centre of the former District 1, follow Trần Hưng Đạo Street, turn left into Nguyễn Văn Cừ and go on for about 300 m. Motorbikes park free in the basement, entrance at the side of the building; buses on Nguyễn Văn Cừ stop about 50 m from the gate.',
};

export const demoNewsCategories = [
  { tendanhmuc: 'Tin tức phòng khám', tendanhmuc_en: 'Clinic news', thutu: 1 },
  { tendanhmuc: 'Kiến thức sức khỏe', tendanhmuc_en: 'Health knowledge', thutu: 2 },
  { tendanhmuc: 'Tiểu phẫu và thủ thuật', tendanhmuc_en: 'Minor surgery and procedures', thutu: 3 },
  { tendanhmuc: 'Ưu đãi và sự kiện', tendanhmuc_en: 'Offers and events', thutu: 4 },
  { tendanhmuc: 'Hướng dẫn khách hàng', tendanhmuc_en: 'Patient guides', thutu: 5 },
];
