// Demo disease introductions: conditions the clinic treats as an outpatient or with minor surgery, each linked to
// the price-list services that treat or test for it (by name, services.ts) and the doctors who see it (by account,
// doctors.ts).
import type { SeedDisease } from './types';

export const demoDiseases: SeedDisease[] = [
  {
    tenbenh: 'Tăng huyết áp',
    tenbenh_en: 'High blood pressure',
    mota: 'Bệnh mạn tính phổ biến, thường không triệu chứng nhưng là nguyên nhân hàng đầu gây đột quỵ và nhồi máu cơ tim.',
    mota_en: 'A common chronic condition, usually without symptoms, yet a leading cause of stroke and heart attack.',
    noidung: `<p>Tăng huyết áp là tình trạng áp lực máu lên thành động mạch tăng cao kéo dài, được chẩn đoán khi huyết áp đo tại phòng khám từ 140/90 mmHg trở lên ở nhiều lần đo.</p>
<h2>Nguyên nhân và yếu tố nguy cơ</h2>
<ul>
<li>Tuổi cao, tiền sử gia đình.</li>
<li>Ăn mặn, thừa cân, ít vận động.</li>
<li>Hút thuốc, uống nhiều rượu bia, căng thẳng kéo dài.</li>
<li>Bệnh thận, rối loạn nội tiết (tăng huyết áp thứ phát).</li>
</ul>
<h2>Triệu chứng</h2>
<p>Phần lớn người bệnh không có triệu chứng. Một số người có thể đau đầu vùng gáy, chóng mặt, hồi hộp, nhìn mờ khi huyết áp tăng cao.</p>
<h2>Điều trị tại Phòng khám Đa khoa An Tâm</h2>
<p>Bác sĩ đánh giá mức độ và các tổn thương cơ quan (tim, thận, mắt) qua điện tim, xét nghiệm máu và nước tiểu, từ đó xây dựng phác đồ gồm thay đổi lối sống và thuốc phù hợp. Người bệnh được hẹn tái khám định kỳ để điều chỉnh thuốc, đạt mục tiêu huyết áp dưới 130/80 mmHg với đa số trường hợp.</p>`,
    noidung_en: `<p>High blood pressure (hypertension) is a lasting rise in the pressure of blood against the artery walls, diagnosed when clinic readings are 140/90 mmHg or higher on several occasions.</p>
<h2>Causes and risk factors</h2>
<ul>
<li>Older age and family history.</li>
<li>A salty diet, excess weight and too little exercise.</li>
<li>Smoking, heavy drinking and long-term stress.</li>
<li>Kidney and hormonal disorders (secondary hypertension).</li>
</ul>
<h2>Symptoms</h2>
<p>Most people have none. Some notice a headache at the back of the head, dizziness, palpitations or blurred vision when the pressure is very high.</p>
<h2>Treatment at Phòng khám Đa khoa An Tâm</h2>
<p>The doctor assesses its severity and any organ damage (heart, kidneys, eyes) with an ECG and blood and urine tests, then builds a plan of lifestyle changes and suitable medication. Regular follow-up visits adjust the treatment to reach a target below 130/80 mmHg for most patients.</p>`,
    picture: { motif: 'heartPulse', extras: ['stethoscope', 'leaf'], tone: 0, layout: 0 },
    dichvu: ['Khám chuyên khoa tim mạch', 'Đo điện tim', 'Gói tầm soát tim mạch và đái tháo đường'],
    bacsi: ['bs.vominhkhoa', 'bs.nguyenvanhung'],
  },
  {
    tenbenh: 'Đái tháo đường tuýp 2',
    tenbenh_en: 'Type 2 diabetes',
    mota: 'Rối loạn chuyển hóa đường do cơ thể đề kháng insulin, có thể kiểm soát tốt bằng ăn uống, vận động và thuốc.',
    mota_en:
      'A disorder of sugar metabolism caused by insulin resistance, well controlled with diet, exercise and medication.',
    noidung: `<p>Đái tháo đường tuýp 2 xảy ra khi cơ thể không sử dụng insulin hiệu quả, khiến đường huyết tăng cao. Bệnh tiến triển âm thầm và có thể gây biến chứng ở mắt, thận, thần kinh, tim mạch nếu không được kiểm soát.</p>
<h2>Dấu hiệu thường gặp</h2>
<ul>
<li>Khát nhiều, tiểu nhiều, ăn nhiều nhưng sụt cân.</li>
<li>Mệt mỏi, nhìn mờ.</li>
<li>Vết thương lâu lành, hay nhiễm trùng.</li>
</ul>
<h2>Chẩn đoán</h2>
<p>Đường huyết lúc đói từ 7,0 mmol/L trở lên hoặc HbA1c từ 6,5% trở lên (xét nghiệm lặp lại) là tiêu chuẩn chẩn đoán thường dùng.</p>
<h2>Điều trị và theo dõi</h2>
<p>Bác sĩ nội khoa xây dựng kế hoạch điều trị cá nhân: chế độ ăn giảm tinh bột nhanh và đường, vận động 150 phút mỗi tuần, thuốc hạ đường huyết khi cần. Người bệnh được xét nghiệm HbA1c mỗi 3 tháng, kiểm tra mắt, thận và bàn chân định kỳ.</p>`,
    noidung_en: `<p>Type 2 diabetes happens when the body cannot use insulin effectively and blood sugar rises. It progresses silently and, uncontrolled, damages the eyes, kidneys, nerves, heart and blood vessels.</p>
<h2>Common signs</h2>
<ul>
<li>Thirst, frequent urination, eating more yet losing weight.</li>
<li>Tiredness and blurred vision.</li>
<li>Slow-healing wounds and frequent infections.</li>
</ul>
<h2>Diagnosis</h2>
<p>A fasting glucose of 7.0 mmol/L or more, or an HbA1c of 6.5% or more (confirmed by a repeat test), are the usual criteria.</p>
<h2>Treatment and follow-up</h2>
<p>An internist builds a personal plan: a diet low in fast carbohydrates and sugar, 150 minutes of exercise a week and glucose-lowering medication when needed. HbA1c is checked every three months, with regular eye, kidney and foot checks.</p>`,
    picture: { motif: 'drop', extras: ['flask', 'capsule'], tone: 5, layout: 2 },
    dichvu: ['Xét nghiệm đường huyết và HbA1c', 'Khám tổng quát', 'Gói tầm soát tim mạch và đái tháo đường'],
    bacsi: ['bs.nguyenvanhung'],
  },
  {
    tenbenh: 'Viêm dạ dày và trào ngược dạ dày thực quản',
    tenbenh_en: 'Gastritis and gastro-oesophageal reflux',
    mota: 'Đau thượng vị, ợ nóng, ợ chua: bệnh tiêu hóa thường gặp, điều trị hiệu quả khi kết hợp thuốc và thay đổi thói quen ăn uống.',
    mota_en:
      'Upper abdominal pain, heartburn and acid regurgitation: common digestive problems that respond to medication and better eating habits.',
    noidung: `<p>Viêm dạ dày là tình trạng niêm mạc dạ dày bị tổn thương, thường liên quan đến vi khuẩn Helicobacter pylori, thuốc giảm đau kháng viêm hoặc rượu bia. Trào ngược dạ dày thực quản xảy ra khi axit dạ dày trào ngược lên thực quản.</p>
<h2>Triệu chứng</h2>
<ul>
<li>Đau hoặc nóng rát vùng thượng vị, nhất là khi đói hoặc sau ăn.</li>
<li>Ợ nóng, ợ chua, đắng miệng, cảm giác nghẹn ở cổ.</li>
<li>Đầy bụng, khó tiêu, buồn nôn.</li>
</ul>
<h2>Khi nào cần đi khám ngay?</h2>
<p>Nôn ra máu, đi ngoài phân đen, sụt cân không rõ nguyên nhân, nuốt nghẹn tăng dần hoặc đau bụng dữ dội.</p>
<h2>Điều trị</h2>
<p>Bác sĩ chỉ định xét nghiệm tìm vi khuẩn H. pylori (test hơi thở) và nội soi khi cần, kê thuốc giảm tiết axit, diệt vi khuẩn theo phác đồ và hướng dẫn chế độ ăn phù hợp.</p>`,
    noidung_en: `<p>Gastritis is damage to the stomach lining, often linked to Helicobacter pylori bacteria, anti-inflammatory painkillers or alcohol. Gastro-oesophageal reflux happens when stomach acid flows back into the oesophagus.</p>
<h2>Symptoms</h2>
<ul>
<li>Pain or burning in the upper abdomen, especially when hungry or after eating.</li>
<li>Heartburn, acid regurgitation, a bitter taste, a lump in the throat.</li>
<li>Bloating, indigestion and nausea.</li>
</ul>
<h2>See a doctor at once if</h2>
<p>You vomit blood, pass black stools, lose weight without reason, have increasing difficulty swallowing or severe abdominal pain.</p>
<h2>Treatment</h2>
<p>The doctor orders an H. pylori breath test and an endoscopy when needed, prescribes acid-reducing medicine and eradication treatment, and advises on a suitable diet.</p>`,
    picture: { motif: 'capsule', extras: ['leaf', 'heartPulse'], tone: 1, layout: 1 },
    dichvu: ['Khám tổng quát', 'Siêu âm bụng tổng quát'],
    bacsi: ['bs.nguyenvanhung'],
  },
  {
    tenbenh: 'U bã đậu',
    tenbenh_en: 'Sebaceous cyst',
    mota: 'Khối u lành tính dưới da, dễ viêm và tái phát nếu tự nặn; tiểu phẫu cắt trọn nang là cách điều trị triệt để.',
    mota_en: 'A benign lump under the skin that inflames and recurs if squeezed; removing the whole capsule cures it.',
    noidung: `<p>U bã đậu (nang biểu bì) hình thành khi chất sừng và bã nhờn bị giữ lại trong một túi dưới da. Khối u tròn, mềm, di động, thường ở mặt, cổ, lưng, sau tai, có thể tồn tại nhiều năm.</p>
<h2>Biến chứng</h2>
<ul>
<li>Viêm, nhiễm trùng, áp xe gây sưng đau.</li>
<li>Vỡ nang, chảy dịch có mùi hôi.</li>
<li>Tái phát nhiều lần nếu chỉ nặn hoặc rạch mà không lấy hết vỏ nang.</li>
</ul>
<h2>Điều trị</h2>
<p>Tiểu phẫu bóc trọn nang dưới gây tê tại chỗ là phương pháp triệt để. Với nang đang viêm, bác sĩ điều trị kháng sinh, dẫn lưu trước, sau đó mới cắt trọn nang. Thủ thuật nhanh, để lại sẹo nhỏ và người bệnh về trong ngày.</p>`,
    noidung_en: `<p>A sebaceous (epidermoid) cyst forms when keratin and oil are trapped in a pocket under the skin. It is round, soft and mobile, usually on the face, neck, back or behind the ear, and can last for years.</p>
<h2>Complications</h2>
<ul>
<li>Inflammation, infection and abscesses that swell and hurt.</li>
<li>Rupture with a foul-smelling discharge.</li>
<li>Repeated recurrence if it is only squeezed or lanced without removing the capsule.</li>
</ul>
<h2>Treatment</h2>
<p>Removing the whole cyst under local anaesthesia cures it. An inflamed cyst is treated with antibiotics and drained first, then removed. The procedure is quick, leaves a small scar and you go home the same day.</p>`,
    picture: { motif: 'bandage', extras: ['shield'], tone: 2, layout: 0 },
    dichvu: ['Tiểu phẫu cắt u bã đậu, u mỡ nhỏ', 'Thay băng, cắt chỉ'],
    bacsi: ['bs.lequocbao', 'bs.phamthithuha'],
  },
  {
    tenbenh: 'Móng chân mọc quặp',
    tenbenh_en: 'Ingrown toenail',
    mota: 'Bờ móng đâm vào da gây sưng đau, nhiễm trùng; thủ thuật cắt bờ móng giúp điều trị dứt điểm.',
    mota_en: 'The nail edge grows into the skin, causing pain and infection; removing the edge treats it for good.',
    noidung: `<p>Móng chân mọc quặp thường gặp ở ngón cái, do cắt móng sai cách, đi giày chật hoặc móng cong bẩm sinh. Bệnh gây đau khi đi lại, dễ nhiễm trùng, chảy mủ và mọc mô hạt quanh móng.</p>
<h2>Các mức độ</h2>
<ol>
<li>Sưng đỏ nhẹ, đau khi ấn.</li>
<li>Nhiễm trùng, chảy dịch mủ.</li>
<li>Mô hạt phát triển, viêm mạn tính, tái phát nhiều lần.</li>
</ol>
<h2>Điều trị</h2>
<p>Giai đoạn nhẹ có thể chăm sóc tại nhà. Từ giai đoạn 2 trở đi, bác sĩ thực hiện cắt bờ móng và xử lý chân móng tương ứng dưới gây tê, giúp chấm dứt tái phát. Người bị đái tháo đường cần khám sớm vì nguy cơ nhiễm trùng bàn chân cao.</p>`,
    noidung_en: `<p>Ingrown toenails mostly affect the big toe and come from cutting nails wrongly, tight shoes or naturally curved nails. They make walking painful and easily become infected, with pus and overgrown tissue around the nail.</p>
<h2>Stages</h2>
<ol>
<li>Mild redness and swelling, pain when pressed.</li>
<li>Infection with pus.</li>
<li>Overgrown tissue, chronic inflammation, repeated recurrence.</li>
</ol>
<h2>Treatment</h2>
<p>Mild cases can be cared for at home. From stage 2, the doctor removes the nail edge and treats its root under local anaesthesia, which stops it coming back. People with diabetes should come early because their risk of foot infection is high.</p>`,
    picture: { motif: 'bone', extras: ['bandage'], tone: 3, layout: 2 },
    dichvu: ['Điều trị móng chân mọc quặp', 'Thay băng, cắt chỉ'],
    bacsi: ['bs.lequocbao'],
  },
  {
    tenbenh: 'Viêm họng và viêm amidan',
    tenbenh_en: 'Sore throat and tonsillitis',
    mota: 'Đau rát họng, sốt, nuốt đau; đa số do virus và tự khỏi, nhưng viêm do liên cầu khuẩn cần điều trị kháng sinh đúng.',
    mota_en:
      'A painful throat, fever and pain when swallowing; mostly viral and self-limiting, but strep throat needs the right antibiotic.',
    noidung: `<p>Viêm họng và viêm amidan là bệnh lý tai mũi họng thường gặp nhất, đặc biệt khi thời tiết thay đổi. Phần lớn do virus, nhưng khoảng 1/3 trường hợp ở trẻ em do liên cầu khuẩn nhóm A, có thể gây biến chứng thấp tim, viêm cầu thận nếu không điều trị đúng.</p>
<h2>Triệu chứng</h2>
<ul>
<li>Đau rát họng, nuốt đau, khàn tiếng.</li>
<li>Sốt, mệt mỏi, nổi hạch dưới hàm.</li>
<li>Amidan sưng đỏ, có thể có mủ trắng.</li>
</ul>
<h2>Điều trị</h2>
<p>Bác sĩ tai mũi họng khám bằng đèn nội soi, xác định nguyên nhân và chỉ dùng kháng sinh khi có nhiễm khuẩn. Súc họng nước muối ấm, uống đủ nước và nghỉ ngơi giúp mau hồi phục. Viêm amidan tái phát nhiều lần trong năm sẽ được tư vấn hướng điều trị lâu dài.</p>`,
    noidung_en: `<p>Sore throats and tonsillitis are the most common ear, nose and throat problems, especially when the weather changes. Most are viral, but about a third of cases in children are caused by group A streptococcus, which can lead to rheumatic heart disease or kidney inflammation if not treated correctly.</p>
<h2>Symptoms</h2>
<ul>
<li>A burning throat, painful swallowing, hoarseness.</li>
<li>Fever, tiredness, swollen glands under the jaw.</li>
<li>Red, swollen tonsils, sometimes with white pus.</li>
</ul>
<h2>Treatment</h2>
<p>The ENT doctor examines you with an endoscope, finds the cause and prescribes antibiotics only for a bacterial infection. Warm salt-water gargles, enough fluids and rest speed recovery. Tonsillitis that keeps coming back during the year is discussed for long-term treatment.</p>`,
    picture: { motif: 'thermometer', extras: ['mask', 'capsule'], tone: 4, layout: 1 },
    dichvu: ['Khám tổng quát', 'Khám nhi', 'Xét nghiệm công thức máu'],
    bacsi: ['bs.dangngoclan', 'bs.tranthimaianh'],
  },
];
