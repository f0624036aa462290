// What the charity pipeline's tests send: a complete case as the public form sends it, and a minimal real PDF.

/** A case for the site's clinic (Phường Chợ Quán, Thành phố Hồ Chí Minh), with consent. */
export const application = {
  hoten: 'Trần Văn Tâm',
  dienthoai: '+84 938 765 432',
  tenbenhnhan: 'Trần Gia Bảo',
  namsinh: '2019',
  tinh_ma: '79',
  xa_ma: '27301',
  diachi: '12 Hẻm 5 Trần Hưng Đạo',
  chandoan: 'Dính ngón tay bẩm sinh',
  hoancanh: 'Gia đình làm nông, bé cần phẫu thuật tách dính ngón tay nhưng không đủ chi phí.',
  hotro: 'Phẫu thuật tách dính ngón tay',
  chiphi: '25.000.000',
  dongy: true,
};

/** The smallest PDF a scanner would make: header, one object, a cross-reference, the end marker. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\n' +
    'startxref\n110\n%%EOF\n',
  'latin1',
);
