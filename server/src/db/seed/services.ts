// Demo services: four groups and the services they hold, with prices in whole đồng as a private clinic in
// Ho Chi Minh City charges them, the kind of work each is, and a few notes shown beside the price. The same
// rows make the price list (/bang-gia-dich-vu).
import type { SeedServiceGroup } from './types';

export const demoServiceGroups: SeedServiceGroup[] = [
  {
    tendanhmuc: 'Khám bệnh',
    tendanhmuc_en: 'Consultations',
    mota: 'Khám nội khoa, nhi khoa và khám sức khỏe tổng quát với bác sĩ chuyên khoa, thời gian chờ ngắn.',
    mota_en:
      'Internal medicine, paediatrics and general health checks with specialist doctors and short waiting times.',
    noidung: `<p>Các bác sĩ của Phòng khám Đa khoa An Tâm khám và điều trị ngoại trú các bệnh lý thường gặp ở người lớn và trẻ em: tăng huyết áp, đái tháo đường, bệnh hô hấp, tiêu hóa, da liễu và tai mũi họng.</p>
<h2>Vì sao chọn Phòng khám Đa khoa An Tâm?</h2>
<ul>
<li>Bác sĩ chuyên khoa trên 10 năm kinh nghiệm.</li>
<li>Xét nghiệm, siêu âm, điện tim ngay tại chỗ.</li>
<li>Mở cửa 8h00 – 21h00 tất cả các ngày, kể cả ngày lễ.</li>
</ul>`,
    noidung_en: `<p>The doctors of Phòng khám Đa khoa An Tâm diagnose and treat, as outpatients, the common conditions of adults and children: high blood pressure, diabetes, respiratory, digestive, skin and ear, nose and throat problems.</p>
<h2>Why see us</h2>
<ul>
<li>Specialists with over 10 years of experience.</li>
<li>Blood tests, ultrasound and ECG on site.</li>
<li>Open 8:00 to 21:00 every day, public holidays included.</li>
</ul>`,
    picture: { motif: 'stethoscope', extras: ['heartPulse', 'clipboard'], tone: 0, layout: 1 },
    dichvu: [
      {
        tendichvu: 'Khám tổng quát',
        tendichvu_en: 'General consultation',
        mota: 'Bác sĩ nội khoa hỏi bệnh, thăm khám toàn thân và tư vấn hướng điều trị.',
        mota_en: 'An internist takes your history, examines you and explains the treatment.',
        noidung: `<p>Khám tổng quát là bước đầu tiên khi bạn có triệu chứng chưa rõ nguyên nhân hoặc muốn kiểm tra sức khỏe. Bác sĩ sẽ hỏi tiền sử, đo sinh hiệu, khám tim phổi, bụng và các cơ quan liên quan.</p>
<p>Sau khi khám, bác sĩ giải thích tình trạng sức khỏe, chỉ định xét nghiệm khi thật sự cần và kê đơn hoặc hẹn tái khám.</p>`,
        noidung_en: `<p>A general consultation is the first step when you have symptoms without a clear cause or want a check-up. The doctor takes your history, measures your vital signs and examines your heart, lungs, abdomen and other organs as needed.</p>
<p>Afterwards the doctor explains your condition, orders tests only when they are really needed, and prescribes or books a follow-up.</p>`,
        gia: 200_000,
        donvitinh: 'lần',
        donvitinh_en: 'visit',
        loai: 'KHAM',
        picture: { motif: 'stethoscope', extras: ['clipboard'], tone: 3, layout: 0 },
      },
      {
        tendichvu: 'Khám chuyên khoa tim mạch',
        tendichvu_en: 'Cardiology consultation',
        mota: 'Khám và theo dõi tăng huyết áp, rối loạn nhịp tim, đau ngực với bác sĩ tim mạch.',
        mota_en: 'Assessment and follow-up of high blood pressure, palpitations and chest pain by a cardiologist.',
        noidung: `<p>Dành cho người có huyết áp cao, hồi hộp, đánh trống ngực, khó thở khi gắng sức hoặc đau tức ngực. Bác sĩ tim mạch khám, đọc điện tim và tư vấn điều trị, điều chỉnh thuốc cho người đang điều trị lâu dài.</p>
<p>Giá chưa bao gồm điện tim, siêu âm và xét nghiệm nếu bác sĩ chỉ định.</p>`,
        noidung_en: `<p>For people with high blood pressure, palpitations, breathlessness on exertion or chest tightness. The cardiologist examines you, reads your ECG and advises on treatment, adjusting long-term medication where needed.</p>
<p>The price does not include an ECG, ultrasound or blood tests if the doctor orders them.</p>`,
        gia: 300_000,
        donvitinh: 'lần',
        donvitinh_en: 'visit',
        loai: 'KHAM',
        ghichu: {
          vi: 'Chưa gồm điện tim, siêu âm và xét nghiệm',
          en: 'ECG, ultrasound and tests not included',
        },
        picture: { motif: 'heartPulse', extras: ['stethoscope'], tone: 2, layout: 2 },
      },
      {
        tendichvu: 'Khám nhi',
        tendichvu_en: 'Paediatric consultation',
        mota: 'Khám cho trẻ từ sơ sinh đến 15 tuổi: sốt, ho, tiêu chảy, tư vấn dinh dưỡng.',
        mota_en: 'For children from birth to 15: fever, cough, diarrhoea and nutrition advice.',
        noidung: `<p>Bác sĩ nhi khám các bệnh thường gặp ở trẻ như sốt, viêm họng, viêm phế quản, tiêu chảy, dị ứng da, đồng thời theo dõi tăng trưởng và tư vấn dinh dưỡng, lịch tiêm chủng.</p>
<p>Khu chờ riêng cho trẻ em giúp bé thoải mái và hạn chế lây nhiễm chéo.</p>`,
        noidung_en: `<p>The paediatrician treats children's common illnesses, such as fever, sore throat, bronchitis, diarrhoea and skin allergies, and follows growth, nutrition and vaccination schedules.</p>
<p>A separate children's waiting area keeps little ones at ease and limits cross-infection.</p>`,
        gia: 200_000,
        donvitinh: 'lần',
        donvitinh_en: 'visit',
        loai: 'KHAM',
        ghichu: {
          vi: 'Miễn phí tái khám trong 7 ngày',
          en: 'Free follow-up visit within 7 days',
        },
        picture: { motif: 'people', extras: ['thermometer'], tone: 4, layout: 1 },
      },
    ],
  },
  {
    tendanhmuc: 'Xét nghiệm và chẩn đoán hình ảnh',
    tendanhmuc_en: 'Tests and imaging',
    mota: 'Xét nghiệm máu, nước tiểu, siêu âm và điện tim tại chỗ, phần lớn có kết quả trong 30–60 phút.',
    mota_en: 'Blood and urine tests, ultrasound and ECG on site; most results within 30 to 60 minutes.',
    noidung: `<p>Phòng xét nghiệm của phòng khám sử dụng máy phân tích tự động, hóa chất chính hãng và tham gia ngoại kiểm định kỳ để bảo đảm kết quả chính xác.</p>
<p>Kết quả được bác sĩ đọc và giải thích ngay trong buổi khám, đồng thời gửi bản điện tử qua email nếu bạn yêu cầu.</p>`,
    noidung_en: `<p>Our laboratory uses automated analysers and original reagents and takes part in regular external quality control, so results are reliable.</p>
<p>The doctor reads and explains the results during your visit, and we can email you an electronic copy on request.</p>`,
    picture: { motif: 'flask', extras: ['drop', 'clipboard'], tone: 5, layout: 0 },
    dichvu: [
      {
        tendichvu: 'Xét nghiệm công thức máu',
        tendichvu_en: 'Complete blood count',
        mota: 'Đánh giá hồng cầu, bạch cầu, tiểu cầu: phát hiện thiếu máu, nhiễm trùng, sốt xuất huyết.',
        mota_en: 'Red cells, white cells and platelets: detects anaemia, infection and dengue.',
        noidung: `<p>Công thức máu là xét nghiệm cơ bản nhất, giúp phát hiện thiếu máu, tình trạng nhiễm trùng và theo dõi tiểu cầu ở người bệnh sốt xuất huyết.</p>
<p>Không cần nhịn ăn. Kết quả có sau khoảng 30 phút.</p>`,
        noidung_en: `<p>The complete blood count is the most basic blood test: it reveals anaemia and infection and tracks platelets in dengue patients.</p>
<p>No fasting needed. Results in about 30 minutes.</p>`,
        gia: 120_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'XET_NGHIEM',
        picture: { motif: 'drop', extras: ['flask'], tone: 1, layout: 2 },
      },
      {
        tendichvu: 'Xét nghiệm đường huyết và HbA1c',
        tendichvu_en: 'Blood sugar and HbA1c test',
        mota: 'Tầm soát và theo dõi đái tháo đường: đường huyết lúc đói và đường huyết trung bình 3 tháng.',
        mota_en: 'Diabetes screening and follow-up: fasting glucose and the three-month average.',
        noidung: `<p>Đường huyết lúc đói cho biết lượng đường trong máu tại thời điểm xét nghiệm, còn HbA1c phản ánh mức đường huyết trung bình trong 2–3 tháng gần nhất, giúp chẩn đoán và đánh giá hiệu quả điều trị đái tháo đường.</p>
<p>Cần nhịn ăn ít nhất 8 tiếng trước khi lấy máu.</p>`,
        noidung_en: `<p>Fasting glucose shows the blood sugar at the time of the test; HbA1c reflects the average over the last two to three months, to diagnose diabetes and judge how well treatment works.</p>
<p>Fast for at least 8 hours before the blood sample.</p>`,
        gia: 180_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'XET_NGHIEM',
        ghichu: {
          vi: 'Nhịn ăn ít nhất 8 tiếng trước khi lấy máu',
          en: 'Fast for at least 8 hours before the test',
        },
        picture: { motif: 'flask', extras: ['drop'], tone: 3, layout: 1 },
      },
      {
        tendichvu: 'Xét nghiệm mỡ máu (bộ lipid)',
        tendichvu_en: 'Lipid panel',
        mota: 'Cholesterol toàn phần, triglycerid, HDL-C và LDL-C: đánh giá nguy cơ tim mạch và theo dõi điều trị rối loạn mỡ máu.',
        mota_en:
          'Total cholesterol, triglycerides, HDL and LDL cholesterol: to assess heart risk and follow the treatment of high blood fats.',
        noidung: `<p>Bộ mỡ máu gồm bốn chỉ số giúp bác sĩ đánh giá nguy cơ xơ vữa động mạch, nhồi máu cơ tim và đột quỵ.</p>
<p>Nên nhịn ăn 8–12 tiếng trước khi lấy máu; vẫn được uống nước lọc.</p>`,
        noidung_en: `<p>The lipid panel's four values help the doctor judge the risk of hardened arteries, heart attack and stroke.</p>
<p>Fast for 8 to 12 hours before the sample; plain water is fine.</p>`,
        gia: 200_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'XET_NGHIEM',
        ghichu: { vi: 'Nhịn ăn 8–12 tiếng trước khi lấy máu', en: 'Fast for 8 to 12 hours before the test' },
        picture: { motif: 'drop', extras: ['heartPulse'], tone: 2, layout: 0 },
      },
      {
        tendichvu: 'Xét nghiệm chức năng gan (AST, ALT)',
        tendichvu_en: 'Liver enzymes (AST, ALT)',
        mota: 'Men gan AST và ALT: phát hiện viêm gan, gan nhiễm mỡ và theo dõi tác dụng của thuốc lên gan.',
        mota_en:
          'The liver enzymes AST and ALT: to detect hepatitis and fatty liver and to watch the effect of medicines on the liver.',
        noidung: `<p>Men gan tăng khi tế bào gan bị tổn thương do virus, rượu bia, gan nhiễm mỡ hoặc do thuốc.</p>
<p>Không cần nhịn ăn. Kết quả có trong ngày.</p>`,
        noidung_en: `<p>Liver enzymes rise when liver cells are damaged by a virus, alcohol, fatty liver or medicines.</p>
<p>No fasting needed. Results the same day.</p>`,
        gia: 100_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'XET_NGHIEM',
        picture: { motif: 'flask', extras: ['shield'], tone: 4, layout: 2 },
      },
      {
        tendichvu: 'Xét nghiệm chức năng thận (ure, creatinin, acid uric)',
        tendichvu_en: 'Kidney function (urea, creatinine, uric acid)',
        mota: 'Ure, creatinin và acid uric: đánh giá chức năng lọc của thận và nguy cơ bệnh gút.',
        mota_en: 'Urea, creatinine and uric acid: to check how well the kidneys filter and the risk of gout.',
        noidung: `<p>Chức năng thận nên được kiểm tra định kỳ ở người tăng huyết áp, đái tháo đường và người dùng thuốc lâu dài.</p>
<p>Không cần nhịn ăn; nên tránh ăn nhiều đạm ngay trước khi lấy máu.</p>`,
        noidung_en: `<p>Kidney function should be checked regularly with high blood pressure, diabetes or long-term medicines.</p>
<p>No fasting needed; avoid a protein-heavy meal just before the sample.</p>`,
        gia: 150_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'XET_NGHIEM',
        picture: { motif: 'drop', extras: ['clipboard'], tone: 0, layout: 1 },
      },
      {
        tendichvu: 'Siêu âm bụng tổng quát',
        tendichvu_en: 'Abdominal ultrasound',
        mota: 'Khảo sát gan, mật, tụy, lách, thận, bàng quang bằng máy siêu âm màu.',
        mota_en: 'Liver, gallbladder, pancreas, spleen, kidneys and bladder on a colour ultrasound machine.',
        noidung: `<p>Siêu âm bụng giúp phát hiện gan nhiễm mỡ, sỏi mật, sỏi thận, u nang và nhiều bất thường khác trong ổ bụng, không đau và không dùng tia X.</p>
<p>Nên nhịn ăn 6 tiếng và uống nhiều nước, nhịn tiểu khoảng 1 tiếng trước khi siêu âm.</p>`,
        noidung_en: `<p>An abdominal ultrasound finds fatty liver, gallstones, kidney stones, cysts and many other abdominal problems, painlessly and without X-rays.</p>
<p>Fast for 6 hours, drink plenty of water and do not urinate for about an hour before.</p>`,
        gia: 250_000,
        donvitinh: 'lần',
        donvitinh_en: 'scan',
        loai: 'CHAN_DOAN_HINH_ANH',
        ghichu: {
          vi: 'Nhịn ăn 6 tiếng, nhịn tiểu 1 tiếng trước khi siêu âm',
          en: 'Fast for 6 hours and hold your urine for 1 hour before',
        },
        picture: { motif: 'clipboard', extras: ['shield'], tone: 0, layout: 0 },
      },
      {
        tendichvu: 'Đo điện tim',
        tendichvu_en: 'Electrocardiogram (ECG)',
        mota: 'Ghi điện tim 12 chuyển đạo, phát hiện rối loạn nhịp và thiếu máu cơ tim.',
        mota_en: 'A 12-lead ECG to detect arrhythmias and reduced blood flow to the heart.',
        noidung: `<p>Điện tim là thăm dò nhanh, không đau, chỉ mất khoảng 5 phút, giúp bác sĩ đánh giá nhịp tim, phát hiện rối loạn nhịp, dày thất, thiếu máu cơ tim.</p>
<p>Khuyến nghị cho người trên 40 tuổi, người tăng huyết áp, đái tháo đường hoặc có triệu chứng hồi hộp, đau ngực.</p>`,
        noidung_en: `<p>An ECG is quick and painless, about 5 minutes, and lets the doctor assess your heart rhythm and detect arrhythmias, an enlarged heart or reduced blood flow to the heart muscle.</p>
<p>Recommended over 40, with high blood pressure or diabetes, or with palpitations or chest pain.</p>`,
        gia: 100_000,
        donvitinh: 'lần',
        donvitinh_en: 'test',
        loai: 'CHAN_DOAN_HINH_ANH',
        picture: { motif: 'heartPulse', extras: ['clipboard'], tone: 5, layout: 1 },
      },
    ],
  },
  {
    tendanhmuc: 'Tiểu phẫu',
    tendanhmuc_en: 'Minor surgery',
    mota: 'Cắt u bã đậu, u mỡ, điều trị móng quặp, khâu vết thương, chích áp xe: gây tê tại chỗ, về trong ngày.',
    mota_en:
      'Cyst and lipoma removal, ingrown toenails, wound repair and abscess drainage: local anaesthesia, home the same day.',
    noidung: `<p>Khu tiểu phẫu vô khuẩn của phòng khám có hai phòng thủ thuật, hệ thống lọc khí áp lực dương và quy trình tiệt khuẩn dụng cụ khép kín.</p>
<h2>Quy trình</h2>
<ol>
<li>Bác sĩ ngoại khoa khám, giải thích thủ thuật và chi phí.</li>
<li>Thực hiện thủ thuật dưới gây tê tại chỗ, thường 20–45 phút.</li>
<li>Nghỉ tại phòng theo dõi, nhận hướng dẫn chăm sóc và lịch cắt chỉ.</li>
</ol>
<p>Giá đã bao gồm thuốc tê, vật tư tiêu hao và một lần thay băng đầu tiên.</p>`,
    noidung_en: `<p>The clinic's sterile minor surgery suite has two procedure rooms, positive-pressure air filtration and closed-loop instrument sterilisation.</p>
<h2>How it goes</h2>
<ol>
<li>A surgeon examines you and explains the procedure and its cost.</li>
<li>The procedure is done under local anaesthesia, usually in 20 to 45 minutes.</li>
<li>You rest in the recovery room and leave with care instructions and a date for stitch removal.</li>
</ol>
<p>Prices include the anaesthetic, consumables and the first dressing change.</p>`,
    picture: { motif: 'bandage', extras: ['shield', 'cross'], tone: 2, layout: 2 },
    dichvu: [
      {
        tendichvu: 'Tiểu phẫu cắt u bã đậu, u mỡ nhỏ',
        tendichvu_en: 'Removal of a sebaceous cyst or small lipoma',
        mota: 'Bóc trọn vỏ nang, khâu thẩm mỹ, hạn chế tái phát và sẹo.',
        mota_en: 'The whole capsule removed and closed with cosmetic stitches, for less recurrence and scarring.',
        noidung: `<p>Áp dụng cho u bã đậu, u mỡ dưới da đường kính dưới 3 cm. Bác sĩ bóc trọn vỏ nang để hạn chế tái phát, khâu bằng chỉ thẩm mỹ.</p>
<p>U lớn hơn hoặc ở vị trí đặc biệt (mặt, mí mắt) sẽ được báo giá sau khi khám.</p>`,
        noidung_en: `<p>For sebaceous cysts and lipomas under 3 cm across. The whole capsule is removed to prevent recurrence and the skin closed with cosmetic sutures.</p>
<p>Larger lumps or special sites (face, eyelids) are quoted after examination.</p>`,
        gia: 1_500_000,
        donvitinh: 'ca',
        donvitinh_en: 'procedure',
        loai: 'THU_THUAT',
        ghichu: {
          vi: 'Đã gồm thuốc tê và lần thay băng đầu tiên; u trên 3 cm báo giá sau khi khám',
          en: 'Anaesthetic and first dressing included; lumps over 3 cm are quoted after examination',
        },
        picture: { motif: 'bandage', extras: ['cross'], tone: 0, layout: 1 },
      },
      {
        tendichvu: 'Điều trị móng chân mọc quặp',
        tendichvu_en: 'Ingrown toenail treatment',
        mota: 'Cắt bờ móng và xử lý chân móng, chấm dứt tình trạng tái phát.',
        mota_en: 'Nail edge removal and root treatment to stop it coming back.',
        noidung: `<p>Thủ thuật cắt phần bờ móng mọc quặp và xử lý chân móng tương ứng để móng không mọc lại vào da. Gây tê tại ngón, thời gian khoảng 20 phút.</p>
<p>Người bệnh đi lại được ngay, nên mang dép hở mũi trong 1 tuần đầu.</p>`,
        noidung_en: `<p>The ingrown edge of the nail is removed and its root treated so it cannot grow into the skin again. The toe is numbed; the procedure takes about 20 minutes.</p>
<p>You can walk straight away; wear open-toed sandals for the first week.</p>`,
        gia: 800_000,
        donvitinh: 'ca',
        donvitinh_en: 'procedure',
        loai: 'THU_THUAT',
        picture: { motif: 'bandage', extras: ['bone'], tone: 4, layout: 0 },
      },
      {
        tendichvu: 'Khâu vết thương phần mềm',
        tendichvu_en: 'Soft-tissue wound repair',
        mota: 'Làm sạch, cắt lọc và khâu vết thương dưới 5 cm.',
        mota_en: 'Cleaning, debridement and suturing of wounds under 5 cm.',
        noidung: `<p>Dành cho vết thương do tai nạn sinh hoạt, lao động nhẹ: rửa sạch, cắt lọc mô dập nát, khâu và băng vô trùng. Bác sĩ đánh giá nhu cầu tiêm phòng uốn ván.</p>
<p>Vết thương trên 5 cm hoặc nhiều vết sẽ được tính theo thực tế.</p>`,
        noidung_en: `<p>For cuts from everyday or light work accidents: cleaning, removal of damaged tissue, suturing and a sterile dressing. The doctor checks whether you need a tetanus shot.</p>
<p>Wounds over 5 cm or several wounds are charged as performed.</p>`,
        gia: 400_000,
        donvitinh: 'ca',
        donvitinh_en: 'procedure',
        loai: 'THU_THUAT',
        ghichu: {
          vi: 'Vết thương trên 5 cm tính theo thực tế',
          en: 'Wounds over 5 cm are charged as performed',
        },
        picture: { motif: 'cross', extras: ['bandage'], tone: 3, layout: 2 },
      },
      {
        tendichvu: 'Chích rạch dẫn lưu áp xe',
        tendichvu_en: 'Abscess incision and drainage',
        mota: 'Dẫn lưu mủ, làm sạch ổ áp xe dưới da, giảm đau nhanh.',
        mota_en: 'Draining and cleaning a skin abscess for fast relief.',
        noidung: `<p>Áp xe dưới da gây sưng, nóng, đỏ, đau nhức. Chích rạch dẫn lưu giúp thoát mủ, giảm đau nhanh và ngăn nhiễm trùng lan rộng.</p>
<p>Sau thủ thuật cần thay băng hằng ngày trong vài ngày đầu theo hẹn của bác sĩ.</p>`,
        noidung_en: `<p>A skin abscess is swollen, hot, red and painful. Incision and drainage lets the pus out, relieves the pain quickly and keeps the infection from spreading.</p>
<p>Afterwards the dressing is changed daily for the first few days as the doctor arranges.</p>`,
        gia: 500_000,
        donvitinh: 'ca',
        donvitinh_en: 'procedure',
        loai: 'THU_THUAT',
        picture: { motif: 'shield', extras: ['bandage'], tone: 1, layout: 0 },
      },
    ],
  },
  {
    tendanhmuc: 'Gói khám và chăm sóc',
    tendanhmuc_en: 'Health check packages and care',
    mota: 'Gói khám sức khỏe định kỳ trọn gói và dịch vụ chăm sóc vết thương sau thủ thuật.',
    mota_en: 'All-in periodic health check packages and wound care after procedures.',
    noidung: `<p>Các gói khám được thiết kế theo độ tuổi và nguy cơ, bao gồm khám lâm sàng, xét nghiệm và chẩn đoán hình ảnh cần thiết, giúp bạn biết rõ tình trạng sức khỏe chỉ trong một buổi sáng.</p>
<p>Doanh nghiệp đăng ký khám cho nhân viên từ 20 người trở lên được ưu đãi riêng, vui lòng liên hệ hotline.</p>`,
    noidung_en: `<p>Our packages are designed by age and risk and bring together the examination, tests and imaging you need, so you know where your health stands in a single morning.</p>
<p>Companies booking for 20 or more employees receive special rates; please call the hotline.</p>`,
    picture: { motif: 'shield', extras: ['calendar', 'heartPulse'], tone: 1, layout: 1 },
    dichvu: [
      {
        tendichvu: 'Gói khám sức khỏe cơ bản',
        tendichvu_en: 'Basic health check package',
        mota: 'Khám nội, công thức máu, đường huyết, mỡ máu, chức năng gan thận, nước tiểu, siêu âm bụng.',
        mota_en:
          'Internal medicine visit, blood count, glucose, lipids, liver and kidney function, urine test and abdominal ultrasound.',
        noidung: `<p>Gói khám phù hợp cho người trưởng thành muốn kiểm tra sức khỏe định kỳ hằng năm, gồm:</p>
<ul>
<li>Khám nội tổng quát, đo huyết áp, BMI.</li>
<li>Công thức máu, đường huyết lúc đói, mỡ máu (cholesterol, triglyceride), men gan, chức năng thận.</li>
<li>Tổng phân tích nước tiểu.</li>
<li>Siêu âm bụng tổng quát.</li>
</ul>
<p>Thời gian khoảng 2 giờ, bác sĩ tư vấn kết quả ngay trong buổi khám.</p>`,
        noidung_en: `<p>A package for adults who want a yearly check-up, including:</p>
<ul>
<li>An internist's examination, blood pressure and BMI.</li>
<li>Blood count, fasting glucose, lipids (cholesterol, triglycerides), liver enzymes and kidney function.</li>
<li>Urinalysis.</li>
<li>Abdominal ultrasound.</li>
</ul>
<p>It takes about 2 hours and the doctor explains the results the same morning.</p>`,
        gia: 890_000,
        donvitinh: 'gói',
        donvitinh_en: 'package',
        loai: 'KHAC',
        ghichu: {
          vi: 'Doanh nghiệp từ 20 người có giá ưu đãi riêng',
          en: 'Special rates for companies of 20 or more',
        },
        picture: { motif: 'shield', extras: ['flask'], tone: 5, layout: 2 },
      },
      {
        tendichvu: 'Gói tầm soát tim mạch và đái tháo đường',
        tendichvu_en: 'Heart and diabetes screening package',
        mota: 'Dành cho người trên 40 tuổi, thừa cân hoặc có tiền sử gia đình: điện tim, HbA1c, mỡ máu, siêu âm tim.',
        mota_en: 'For people over 40, overweight or with a family history: ECG, HbA1c, lipids and heart ultrasound.',
        noidung: `<p>Gói tầm soát giúp phát hiện sớm nguy cơ bệnh tim mạch và đái tháo đường, hai nguyên nhân hàng đầu gây biến chứng nặng ở người trung niên.</p>
<ul>
<li>Khám chuyên khoa tim mạch.</li>
<li>Điện tim, siêu âm tim.</li>
<li>Đường huyết lúc đói, HbA1c, mỡ máu đầy đủ, chức năng thận.</li>
</ul>
<p>Cần nhịn ăn 8 tiếng trước khi khám.</p>`,
        noidung_en: `<p>A screening package to find early the risks of heart disease and diabetes, the two leading causes of serious complications in middle age.</p>
<ul>
<li>A cardiology consultation.</li>
<li>ECG and heart ultrasound.</li>
<li>Fasting glucose, HbA1c, full lipid profile and kidney function.</li>
</ul>
<p>Fast for 8 hours before the visit.</p>`,
        gia: 1_450_000,
        donvitinh: 'gói',
        donvitinh_en: 'package',
        loai: 'KHAC',
        picture: { motif: 'heartPulse', extras: ['drop', 'calendar'], tone: 2, layout: 0 },
      },
      {
        tendichvu: 'Thay băng, cắt chỉ',
        tendichvu_en: 'Dressing change and stitch removal',
        mota: 'Thay băng vô trùng, kiểm tra vết thương và cắt chỉ sau thủ thuật.',
        mota_en: 'Sterile dressing change, wound check and stitch removal after a procedure.',
        noidung: `<p>Điều dưỡng thay băng vô trùng, đánh giá tình trạng lành vết thương và cắt chỉ đúng thời điểm. Bác sĩ sẽ được mời kiểm tra nếu vết thương có dấu hiệu bất thường.</p>`,
        noidung_en: `<p>A nurse changes the dressing under sterile conditions, checks how the wound is healing and removes the stitches at the right time. A doctor is called in if anything looks wrong.</p>`,
        gia: 80_000,
        donvitinh: 'lần',
        donvitinh_en: 'visit',
        loai: 'THU_THUAT',
        ghichu: {
          vi: 'Chưa gồm thuốc bôi và thuốc uống',
          en: 'Ointments and oral medicines not included',
        },
        picture: { motif: 'bandage', extras: ['clipboard'], tone: 3, layout: 1 },
      },
    ],
  },
];
