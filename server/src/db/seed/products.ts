// Demo products the clinic's pharmacy sells: home devices, wound care and supplements. Supplements have no
// listed price ("contact us"), as their price depends on the pack the pharmacist recommends.
import type { SeedProductCategory } from './types';

export const demoProductCategories: SeedProductCategory[] = [
  {
    tendanhmuc: 'Thiết bị y tế gia đình',
    tendanhmuc_en: 'Home medical devices',
    sanpham: [
      {
        tensanpham: 'Máy đo huyết áp bắp tay tự động',
        tensanpham_en: 'Automatic upper-arm blood pressure monitor',
        mota: 'Đo huyết áp và nhịp tim chỉ với một nút bấm, màn hình lớn, lưu 60 kết quả.',
        mota_en: 'Blood pressure and pulse at the press of a button, a large display and 60 stored readings.',
        noidung: `<p>Máy đo huyết áp bắp tay cho kết quả ổn định, phù hợp để theo dõi huyết áp hằng ngày tại nhà, nhất là với người tăng huyết áp và người cao tuổi.</p>
<ul>
<li>Băng quấn cỡ 22–32 cm, phù hợp đa số người trưởng thành.</li>
<li>Cảnh báo nhịp tim không đều.</li>
<li>Bảo hành 5 năm, hướng dẫn sử dụng miễn phí tại phòng khám.</li>
</ul>`,
        noidung_en: `<p>An upper-arm monitor gives consistent readings for daily home monitoring, especially for people with high blood pressure and older adults.</p>
<ul>
<li>22–32 cm cuff, fits most adults.</li>
<li>Irregular heartbeat warning.</li>
<li>Five-year warranty; we show you how to use it at the clinic, free of charge.</li>
</ul>`,
        gia: 1_150_000,
        picture: { motif: 'heartPulse', extras: ['shield'], tone: 0, layout: 1 },
      },
      {
        tensanpham: 'Máy đo đường huyết cá nhân kèm 25 que thử',
        tensanpham_en: 'Blood glucose meter with 25 test strips',
        mota: 'Kết quả sau 5 giây, lượng máu nhỏ, phù hợp cho người đái tháo đường tự theo dõi.',
        mota_en: 'Results in 5 seconds from a tiny blood drop, made for people with diabetes who monitor at home.',
        noidung: `<p>Bộ máy đo đường huyết gồm máy, bút lấy máu, 25 que thử và 25 kim chích. Máy lưu kết quả theo ngày, tính trung bình 7, 14 và 30 ngày.</p>
<p>Dược sĩ hướng dẫn cách lấy máu và ghi sổ theo dõi khi mua tại phòng khám.</p>`,
        noidung_en: `<p>The kit holds the meter, a lancing device, 25 test strips and 25 lancets. It stores results by date and shows 7, 14 and 30-day averages.</p>
<p>Our pharmacist shows you how to take a sample and keep a log when you buy it at the clinic.</p>`,
        gia: 890_000,
        picture: { motif: 'drop', extras: ['flask'], tone: 5, layout: 0 },
      },
      {
        tensanpham: 'Nhiệt kế điện tử đo trán',
        tensanpham_en: 'Infrared forehead thermometer',
        mota: 'Đo nhiệt độ không tiếp xúc trong 1 giây, an toàn cho trẻ nhỏ.',
        mota_en: 'Contactless reading in one second, safe for small children.',
        noidung: `<p>Nhiệt kế hồng ngoại đo trán cho kết quả nhanh, không cần chạm vào da, giúp theo dõi nhiệt độ cho trẻ cả khi đang ngủ. Màn hình đổi màu khi sốt.</p>`,
        noidung_en: `<p>The infrared forehead thermometer reads quickly without touching the skin, so you can check a child's temperature even while they sleep. The screen changes colour for a fever.</p>`,
        gia: 450_000,
        picture: { motif: 'thermometer', extras: ['sun'], tone: 4, layout: 2 },
      },
    ],
  },
  {
    tendanhmuc: 'Chăm sóc vết thương',
    tendanhmuc_en: 'Wound care',
    sanpham: [
      {
        tensanpham: 'Băng gạc vô trùng chống dính (hộp 10 miếng)',
        tensanpham_en: 'Sterile non-adherent dressings (box of 10)',
        mota: 'Không dính vào vết thương, thay băng nhẹ nhàng, thấm hút dịch tốt.',
        mota_en: 'Does not stick to the wound, gentle to change, absorbs well.',
        noidung: `<p>Miếng gạc vô trùng có lớp chống dính, phù hợp cho vết mổ, vết khâu và vết trầy xước. Kích thước 10 × 10 cm, đóng gói từng miếng.</p>`,
        noidung_en: `<p>Individually packed sterile pads with a non-stick layer, for surgical wounds, stitches and grazes. 10 × 10 cm.</p>`,
        gia: 65_000,
        picture: { motif: 'bandage', extras: ['shield'], tone: 1, layout: 1 },
      },
      {
        tensanpham: 'Gel silicone làm mờ sẹo 15 g',
        tensanpham_en: 'Silicone scar gel, 15 g',
        mota: 'Giúp làm phẳng và mờ sẹo sau phẫu thuật, dùng khi vết thương đã lành.',
        mota_en: 'Flattens and fades scars after surgery; use once the wound has closed.',
        noidung: `<p>Gel silicone tạo lớp màng mỏng giữ ẩm, giúp sẹo mềm, phẳng và nhạt màu dần. Thoa lớp mỏng 2 lần mỗi ngày, dùng liên tục ít nhất 2 tháng, bắt đầu sau khi cắt chỉ và vết thương đã khô.</p>`,
        noidung_en: `<p>The silicone gel forms a thin moisture-keeping film that softens, flattens and gradually fades scars. Apply thinly twice a day for at least two months, starting once the stitches are out and the wound is dry.</p>`,
        gia: 320_000,
        picture: { motif: 'bottle', extras: ['sun'], tone: 2, layout: 0 },
      },
      {
        tensanpham: 'Dung dịch sát khuẩn vết thương 250 ml',
        tensanpham_en: 'Wound antiseptic solution, 250 ml',
        mota: 'Làm sạch và sát khuẩn vết thương, không gây xót.',
        mota_en: 'Cleans and disinfects wounds without stinging.',
        noidung: `<p>Dung dịch sát khuẩn dùng để rửa vết thương, vết trầy xước và vùng da trước khi thay băng. Không cồn nên không gây xót, dùng được cho trẻ em.</p>`,
        noidung_en: `<p>An antiseptic for cleaning wounds, grazes and the skin around them before a dressing change. Alcohol-free, so it does not sting; suitable for children.</p>`,
        gia: 48_000,
        picture: { motif: 'bottle', extras: ['drop'], tone: 3, layout: 2 },
      },
    ],
  },
  {
    tendanhmuc: 'Vitamin và thực phẩm bổ sung',
    tendanhmuc_en: 'Vitamins and supplements',
    sanpham: [
      {
        tensanpham: 'Viên uống vitamin D3 và K2',
        tensanpham_en: 'Vitamin D3 and K2 capsules',
        mota: 'Hỗ trợ hấp thu canxi, chắc xương cho người lớn tuổi và người ít ra nắng.',
        mota_en: 'Supports calcium absorption and strong bones in older adults and people who get little sun.',
        noidung: `<p>Vitamin D3 giúp cơ thể hấp thu canxi, vitamin K2 giúp đưa canxi vào xương. Phù hợp cho người trên 50 tuổi, phụ nữ sau mãn kinh và người làm việc trong nhà.</p>
<p>Sản phẩm này không phải là thuốc, không có tác dụng thay thế thuốc chữa bệnh. Hãy hỏi bác sĩ hoặc dược sĩ trước khi dùng.</p>`,
        noidung_en: `<p>Vitamin D3 helps the body absorb calcium and vitamin K2 helps direct it into the bones. Suitable for people over 50, women after menopause and people who work indoors.</p>
<p>This is a food supplement, not a medicine, and does not replace treatment. Ask a doctor or pharmacist before use.</p>`,
        gia: null,
        picture: { motif: 'capsule', extras: ['sun', 'bone'], tone: 4, layout: 1 },
      },
      {
        tensanpham: 'Men vi sinh hỗ trợ tiêu hóa',
        tensanpham_en: 'Probiotics for digestion',
        mota: 'Bổ sung lợi khuẩn, hỗ trợ cân bằng hệ vi sinh đường ruột khi dùng kháng sinh.',
        mota_en: 'Adds beneficial bacteria to help rebalance the gut, especially during antibiotics.',
        noidung: `<p>Men vi sinh chứa các chủng lợi khuẩn giúp cân bằng hệ vi sinh đường ruột, hỗ trợ giảm rối loạn tiêu hóa khi dùng kháng sinh hoặc thay đổi chế độ ăn.</p>
<p>Sản phẩm này không phải là thuốc, không có tác dụng thay thế thuốc chữa bệnh.</p>`,
        noidung_en: `<p>These probiotics contain beneficial strains that help rebalance the gut flora and ease digestive upsets during antibiotics or a change of diet.</p>
<p>This is a food supplement, not a medicine, and does not replace treatment.</p>`,
        gia: null,
        picture: { motif: 'capsule', extras: ['leaf'], tone: 1, layout: 2 },
      },
    ],
  },
];
