// Demo patient guides for `/huong-dan`: how to prepare for the clinic's common tests, and how to care for a wound
// at home after minor surgery. Bodies are HTML (sanitized when stored), each with its English twin.
import type { Scene } from './pictures';
import type { Texts } from './types';

export interface SeedGuide extends Texts {
  tieude: string;
  tieude_en: string;
  picture: Scene;
}

export interface SeedGuideCategory {
  tendanhmuc: string;
  tendanhmuc_en: string;
  huongdan: SeedGuide[];
}

export const demoGuideCategories: SeedGuideCategory[] = [
  {
    tendanhmuc: 'Chuẩn bị trước khi khám và xét nghiệm',
    tendanhmuc_en: 'Preparing for visits and tests',
    huongdan: [
      {
        tieude: 'Chuẩn bị trước khi xét nghiệm máu',
        tieude_en: 'Preparing for a blood test',
        mota: 'Nhịn ăn bao lâu, được uống gì và nên đến lúc nào để kết quả xét nghiệm máu chính xác nhất.',
        mota_en:
          'How long to fast, what you may drink and when to come so that your blood test is as accurate as possible.',
        noidung: `<p>Một số chỉ số như đường huyết, mỡ máu thay đổi rõ sau bữa ăn. Chuẩn bị đúng giúp bác sĩ đọc kết quả chính xác và bạn không phải lấy máu lại.</p>
<h2>Nhịn ăn</h2>
<ul>
<li>Nhịn ăn <strong>8 đến 12 giờ</strong> trước khi xét nghiệm đường huyết lúc đói và mỡ máu; ăn tối trước 20 giờ và đến phòng khám vào buổi sáng.</li>
<li>Được uống nước lọc; không uống sữa, nước ngọt, cà phê hay rượu bia.</li>
</ul>
<h2>Thuốc đang dùng</h2>
<p>Không tự ý ngưng thuốc huyết áp hay tim mạch. Mang theo danh sách thuốc để bác sĩ dặn dò riêng, nhất là thuốc tiểu đường cần dùng sau khi lấy máu.</p>
<h2>Ngày xét nghiệm</h2>
<p>Mặc áo tay ngắn hoặc dễ xắn tay, ngồi nghỉ 5 phút trước khi lấy máu. Phần lớn kết quả có trong ngày và được gửi qua tin nhắn.</p>`,
        noidung_en: `<p>Some values, such as blood sugar and cholesterol, change markedly after a meal. Preparing well lets the doctor read the results accurately and spares you a second draw.</p>
<h2>Fasting</h2>
<ul>
<li>Fast for <strong>8 to 12 hours</strong> before a fasting blood sugar or cholesterol test; have dinner before 8 pm and come in the morning.</li>
<li>Plain water is fine; avoid milk, soft drinks, coffee and alcohol.</li>
</ul>
<h2>Your medicines</h2>
<p>Do not stop blood pressure or heart medicines on your own. Bring the list of your medicines so the doctor can advise you, especially on diabetes medicines to take after the draw.</p>
<h2>On the day</h2>
<p>Wear short sleeves or sleeves that roll up easily, and rest for 5 minutes before the draw. Most results are ready the same day and sent to you by text message.</p>`,
        picture: { motif: 'drop', extras: ['flask', 'clipboard'], tone: 1, layout: 0 },
      },
      {
        tieude: 'Chuẩn bị trước khi siêu âm bụng',
        tieude_en: 'Preparing for an abdominal ultrasound',
        mota: 'Nhịn ăn và giữ bàng quang đầy để bác sĩ quan sát rõ gan, mật, thận và vùng chậu.',
        mota_en:
          'Fast and keep a full bladder so the doctor can see the liver, gallbladder, kidneys and pelvis clearly.',
        noidung: `<p>Hơi trong ruột và một dạ dày đầy thức ăn làm hình ảnh siêu âm mờ đi. Vài bước đơn giản dưới đây giúp buổi siêu âm nhanh và chính xác.</p>
<h2>Trước khi siêu âm</h2>
<ol>
<li>Nhịn ăn ít nhất <strong>6 giờ</strong>, nên siêu âm vào buổi sáng.</li>
<li>Uống 4 đến 5 ly nước lọc khoảng 1 giờ trước giờ hẹn và <strong>không đi tiểu</strong> để bàng quang đầy.</li>
<li>Tránh nhai kẹo cao su, hút thuốc vì làm tăng hơi trong ruột.</li>
</ol>
<h2>Trong khi siêu âm</h2>
<p>Bạn nằm ngửa, kỹ thuật viên thoa gel lên bụng; việc siêu âm không đau và mất khoảng 15 phút. Bác sĩ đọc kết quả ngay sau đó.</p>`,
        noidung_en: `<p>Gas in the bowel and a full stomach blur the ultrasound picture. A few simple steps make the scan quick and accurate.</p>
<h2>Before the scan</h2>
<ol>
<li>Fast for at least <strong>6 hours</strong>; a morning appointment is best.</li>
<li>Drink 4 to 5 glasses of water about an hour before your appointment and <strong>do not pass urine</strong>, so your bladder is full.</li>
<li>Avoid chewing gum and smoking, which add gas to the bowel.</li>
</ol>
<h2>During the scan</h2>
<p>You lie on your back while gel is spread on your belly; the scan is painless and takes about 15 minutes. The doctor reads the results right after.</p>`,
        picture: { motif: 'clipboard', extras: ['heartPulse', 'care'], tone: 2, layout: 1 },
      },
      {
        tieude: 'Chuẩn bị cho buổi khám sức khỏe định kỳ',
        tieude_en: 'Preparing for a routine health check',
        mota: 'Những việc nên làm từ tối hôm trước để buổi khám sức khỏe tổng quát diễn ra trọn vẹn trong một buổi sáng.',
        mota_en: 'What to do from the evening before so that a full health check is done in one morning.',
        noidung: `<p>Gói khám sức khỏe gồm khám lâm sàng, xét nghiệm máu, nước tiểu, siêu âm và điện tim. Chuẩn bị trước giúp bạn hoàn tất tất cả trong khoảng 2 giờ.</p>
<h2>Tối hôm trước</h2>
<ul>
<li>Ăn nhẹ, ăn tối trước 20 giờ, sau đó chỉ uống nước lọc.</li>
<li>Ngủ đủ giấc, không uống rượu bia.</li>
</ul>
<h2>Sáng ngày khám</h2>
<ul>
<li>Lấy mẫu nước tiểu đầu tiên trong ngày bằng lọ phòng khám phát sẵn, hoặc lấy tại phòng khám.</li>
<li>Phụ nữ nên tránh khám trong những ngày hành kinh vì ảnh hưởng kết quả nước tiểu.</li>
<li>Mang theo kết quả khám năm trước để bác sĩ so sánh.</li>
</ul>
<p>Sau khi có đủ kết quả, bác sĩ tư vấn trực tiếp và gửi bản tổng hợp qua email cho bạn.</p>`,
        noidung_en: `<p>The health check package covers a physical examination, blood and urine tests, an ultrasound and an ECG. Preparing ahead lets you finish everything in about 2 hours.</p>
<h2>The evening before</h2>
<ul>
<li>Eat lightly, have dinner before 8 pm and then drink only water.</li>
<li>Sleep well and avoid alcohol.</li>
</ul>
<h2>On the morning</h2>
<ul>
<li>Collect the first urine of the day in the container the clinic gave you, or give the sample at the clinic.</li>
<li>Women should avoid the days of their period, which affect the urine results.</li>
<li>Bring last year's results so the doctor can compare them.</li>
</ul>
<p>Once all results are in, the doctor goes through them with you and emails you the summary.</p>`,
        picture: { motif: 'stethoscope', extras: ['calendar', 'heartPulse'], tone: 0, layout: 2 },
      },
    ],
  },
  {
    tendanhmuc: 'Chăm sóc sau tiểu phẫu',
    tendanhmuc_en: 'Care after minor surgery',
    huongdan: [
      {
        tieude: 'Chăm sóc vết khâu tại nhà',
        tieude_en: 'Caring for stitches at home',
        mota: 'Giữ vết khâu sạch, khô và nhận biết sớm dấu hiệu nhiễm trùng để vết thương lành nhanh, ít để lại sẹo.',
        mota_en:
          'Keep the stitches clean and dry and spot infection early, so the wound heals quickly with little scarring.',
        noidung: `<p>Vết khâu cần khoảng 7 đến 10 ngày để liền. Chăm sóc đúng trong thời gian này quyết định vết thương có lành đẹp hay không.</p>
<h2>Vệ sinh và thay băng</h2>
<ol>
<li>Rửa tay bằng xà phòng trước khi chạm vào vết thương.</li>
<li>Thay băng mỗi ngày một lần hoặc khi băng bị ướt, bẩn; lau nhẹ bằng nước muối sinh lý.</li>
<li>Không bôi thuốc lá, kem đánh răng hay các loại thuốc không được bác sĩ kê.</li>
</ol>
<h2>Sinh hoạt</h2>
<p>Giữ vết thương khô trong 48 giờ đầu, tránh vận động mạnh làm căng vết khâu. Ăn uống bình thường, không cần kiêng thịt gà, rau muống như lời truyền miệng.</p>
<h2>Khi nào cần quay lại</h2>
<ul>
<li>Vết thương sưng, nóng, đỏ lan rộng hoặc chảy dịch đục.</li>
<li>Sốt trên 38,5 °C hoặc đau tăng dần.</li>
</ul>`,
        noidung_en: `<p>Stitches need about 7 to 10 days to heal. Caring for them well during that time decides how neatly the wound heals.</p>
<h2>Cleaning and dressing</h2>
<ol>
<li>Wash your hands with soap before touching the wound.</li>
<li>Change the dressing once a day, or whenever it is wet or dirty, cleaning gently with saline.</li>
<li>Do not apply herbal leaves, toothpaste or any cream the doctor did not prescribe.</li>
</ol>
<h2>Daily life</h2>
<p>Keep the wound dry for the first 48 hours and avoid strain that pulls on the stitches. Eat normally: there is no need to avoid chicken or water spinach, whatever the saying goes.</p>
<h2>When to come back</h2>
<ul>
<li>The wound becomes swollen, hot, increasingly red or leaks cloudy fluid.</li>
<li>A fever above 38.5 °C, or pain that keeps growing.</li>
</ul>`,
        picture: { motif: 'bandage', extras: ['care', 'shield'], tone: 1, layout: 1 },
      },
      {
        tieude: 'Chăm sóc sau điều trị móng chân mọc quặp',
        tieude_en: 'Care after ingrown toenail treatment',
        mota: 'Ngâm chân, thay băng và chọn giày dép đúng cách để ngón chân lành nhanh và móng không mọc quặp lại.',
        mota_en:
          'Soaking, dressing and the right footwear so the toe heals quickly and the nail does not grow in again.',
        noidung: `<p>Sau thủ thuật lấy bỏ phần móng mọc quặp, ngón chân thường hết đau sau 2 đến 3 ngày và lành hẳn sau khoảng 2 tuần.</p>
<h2>Những ngày đầu</h2>
<ul>
<li>Kê cao chân khi ngồi nghỉ để giảm sưng.</li>
<li>Uống thuốc giảm đau theo đơn nếu cần.</li>
</ul>
<h2>Từ ngày thứ hai</h2>
<ol>
<li>Ngâm chân trong nước ấm pha muối loãng 10 đến 15 phút, ngày hai lần.</li>
<li>Lau khô, thay băng gạc sạch.</li>
<li>Đi dép hở mũi hoặc giày rộng mũi, tránh giày chật và giày cao gót.</li>
</ol>
<h2>Phòng mọc quặp lại</h2>
<p>Cắt móng theo đường thẳng ngang, không cắt sâu vào hai góc và không cắt quá ngắn. Tái khám sau 1 tuần để bác sĩ kiểm tra.</p>`,
        noidung_en: `<p>After the ingrown part of the nail is removed, the toe usually stops hurting within 2 to 3 days and heals fully in about 2 weeks.</p>
<h2>The first days</h2>
<ul>
<li>Raise your foot when resting to reduce swelling.</li>
<li>Take the prescribed painkillers if you need them.</li>
</ul>
<h2>From the second day</h2>
<ol>
<li>Soak the foot in warm, lightly salted water for 10 to 15 minutes twice a day.</li>
<li>Dry it and put on a clean gauze dressing.</li>
<li>Wear open-toed sandals or shoes with a wide toe box; avoid tight shoes and high heels.</li>
</ol>
<h2>Keeping it from coming back</h2>
<p>Cut the nail straight across, not deep into the corners and not too short. Come back after a week so the doctor can check the toe.</p>`,
        picture: { motif: 'bone', extras: ['bandage', 'leaf'], tone: 2, layout: 0 },
      },
    ],
  },
];
