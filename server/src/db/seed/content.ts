// Demo content for a first start: a believable clinic in Ho Chi Minh City, so the site looks alive.
// Addresses follow the 2025 two-level administrative units (ward, province; no district).

export const demoClinic = {
  ten: 'Phòng khám Đa khoa An Tâm',
  diachi: '125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh',
  dienthoai: '028 3923 4567',
  email: 'lienhe@phongkhamantam.vn',
};

export const demoSetting = {
  tenphongkham: demoClinic.ten,
  diachi: demoClinic.diachi,
  dienthoai: '0909 115 115',
  email: demoClinic.email,
  link_facebook: 'https://www.facebook.com/phongkhamantam',
  link_youtube: 'https://www.youtube.com/@phongkhamantam',
  // No TikTok yet: the header and footer must show only the links that are set.
  link_tiktok: null,
};

export const demoNewsCategories = [
  { tendanhmuc: 'Tin tức phòng khám', tendanhmuc_en: 'Clinic news', thutu: 1 },
  { tendanhmuc: 'Kiến thức sức khỏe', tendanhmuc_en: 'Health knowledge', thutu: 2 },
  { tendanhmuc: 'Tiểu phẫu và thủ thuật', tendanhmuc_en: 'Minor surgery and procedures', thutu: 3 },
  { tendanhmuc: 'Ưu đãi và sự kiện', tendanhmuc_en: 'Offers and events', thutu: 4 },
  { tendanhmuc: 'Hướng dẫn khách hàng', tendanhmuc_en: 'Patient guides', thutu: 5 },
];
