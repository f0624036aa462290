// Demo single pages: about, charity, and the introductions of the profile review and member registration
// forms. Their text is content the clinic edits, so it lives in the database, not in the locale files.
import type { SeedPage } from './types';

export const demoPages: SeedPage[] = [
  {
    ma: 'GIOI_THIEU',
    tieude: 'Giới thiệu Phòng khám Đa khoa An Tâm',
    tieude_en: 'About An Tâm General Clinic',
    mota: 'Hơn 10 năm đồng hành cùng sức khỏe người dân Thành phố Hồ Chí Minh: khám chữa bệnh ngoại trú và tiểu phẫu an toàn, tận tâm.',
    mota_en:
      'Over ten years caring for the people of Ho Chi Minh City: safe, attentive outpatient treatment and minor surgery.',
    noidung: `<p>Phòng khám Đa khoa An Tâm được thành lập năm 2014 tại Thành phố Hồ Chí Minh với mong muốn mang đến dịch vụ khám chữa bệnh chất lượng, chi phí hợp lý và thời gian chờ đợi ngắn cho mọi gia đình.</p>
<h2>Sứ mệnh</h2>
<p>Chúng tôi chăm sóc sức khỏe người bệnh bằng chuyên môn vững vàng và sự tận tâm, để mỗi người rời phòng khám với cảm giác <strong>an tâm</strong>: hiểu rõ bệnh của mình, biết cách điều trị và luôn có bác sĩ đồng hành.</p>
<h2>Giá trị cốt lõi</h2>
<ul>
<li><strong>An toàn:</strong> tuân thủ nghiêm ngặt quy trình chuyên môn và kiểm soát nhiễm khuẩn.</li>
<li><strong>Minh bạch:</strong> giải thích rõ chẩn đoán, phương án điều trị và chi phí trước khi thực hiện.</li>
<li><strong>Tận tâm:</strong> lắng nghe, tôn trọng và đặt lợi ích người bệnh lên hàng đầu.</li>
</ul>
<h2>Cơ sở vật chất</h2>
<p>Phòng khám có 8 phòng khám chuyên khoa, khu tiểu phẫu vô khuẩn với hai phòng thủ thuật, phòng xét nghiệm với máy phân tích tự động, máy siêu âm màu, máy điện tim và nhà thuốc đạt chuẩn GPP.</p>
<h2>Đội ngũ</h2>
<p>Đội ngũ gồm 12 bác sĩ chuyên khoa nội, nhi, ngoại, tim mạch, da liễu và tai mũi họng cùng hơn 20 điều dưỡng, kỹ thuật viên, dược sĩ được đào tạo bài bản. Phòng khám làm việc từ 8h00 đến 21h00 tất cả các ngày trong tuần, kể cả ngày lễ và Tết.</p>`,
    noidung_en: `<p>An Tâm General Clinic opened in Ho Chi Minh City in 2014 to give every family good medical care at a fair price and with short waiting times.</p>
<h2>Our mission</h2>
<p>We care for patients with sound expertise and real attention, so everyone leaves the clinic with <strong>peace of mind</strong> (“an tâm” in Vietnamese): understanding their illness, knowing how to treat it, and with a doctor at their side.</p>
<h2>Our values</h2>
<ul>
<li><strong>Safety:</strong> strict clinical procedures and infection control.</li>
<li><strong>Transparency:</strong> the diagnosis, the treatment options and their cost explained before anything is done.</li>
<li><strong>Care:</strong> listening, respecting and putting the patient's interest first.</li>
</ul>
<h2>Facilities</h2>
<p>The clinic has 8 consultation rooms, a sterile minor surgery suite with two procedure rooms, a laboratory with automated analysers, colour ultrasound, ECG and a GPP-certified pharmacy.</p>
<h2>Our team</h2>
<p>Twelve specialists in internal medicine, paediatrics, surgery, cardiology, dermatology and ENT work with over 20 trained nurses, technicians and pharmacists. We are open from 8:00 to 21:00 every day, public holidays and Tet included.</p>`,
    picture: { motif: 'clinic', extras: ['stethoscope', 'heartPulse', 'shield'], tone: 0, layout: 1 },
  },
  {
    ma: 'TU_THIEN',
    tieude: 'Quỹ Trái tim An Tâm: chung tay vì người bệnh khó khăn',
    tieude_en: 'The An Tâm Heart Fund: together for patients in hardship',
    mota: 'Chương trình từ thiện của phòng khám hỗ trợ chi phí phẫu thuật, thuốc men và khám sàng lọc miễn phí cho người bệnh có hoàn cảnh khó khăn.',
    mota_en:
      'The clinic’s charity programme pays for operations and medicines and runs free screening for patients in hardship.',
    noidung: `<p>Quỹ Trái tim An Tâm ra đời năm 2018 từ mong muốn của đội ngũ bác sĩ: không để người bệnh nào phải bỏ dở điều trị chỉ vì không đủ chi phí.</p>
<h2>Chúng tôi làm gì?</h2>
<ul>
<li><strong>Tài trợ ca mổ:</strong> kêu gọi và chi trả chi phí phẫu thuật cho người bệnh đã được hội đồng xét duyệt.</li>
<li><strong>Khám sàng lọc miễn phí:</strong> tổ chức ngày hội sức khỏe mỗi quý tại các phường, xã khó khăn.</li>
<li><strong>Hỗ trợ thuốc:</strong> cấp thuốc điều trị bệnh mạn tính cho người cao tuổi neo đơn.</li>
</ul>
<h2>Minh bạch từng đồng</h2>
<p>Mọi khoản đóng góp được ghi nhận và sử dụng đúng cho trường hợp được chỉ định. Chi phí điều trị, số tiền nhận được và kết quả điều trị của từng trường hợp được công khai trên trang <a href="/tai-tro-ca-mo">Tài trợ ca mổ</a>. Phòng khám tự chi trả toàn bộ chi phí vận hành của quỹ.</p>
<h2>Cách chung tay</h2>
<p>Bạn có thể đóng góp cho một trường hợp cụ thể hoặc cho quỹ chung qua chuyển khoản, tại quầy tiếp đón, hoặc tham gia làm tình nguyện viên trong các ngày hội sức khỏe. Nếu bạn biết một người bệnh cần giúp đỡ, hãy gửi <a href="/xet-duyet-ho-so">hồ sơ xét duyệt</a> cho chúng tôi.</p>`,
    noidung_en: `<p>The An Tâm Heart Fund began in 2018 from our doctors’ wish that no patient should have to stop treatment for lack of money.</p>
<h2>What we do</h2>
<ul>
<li><strong>Sponsored operations:</strong> we raise and pay the cost of surgery for patients approved by our review board.</li>
<li><strong>Free screening:</strong> a health day every quarter in wards and communes in need.</li>
<li><strong>Medicines:</strong> treatment for chronic conditions for older people living alone.</li>
</ul>
<h2>Every đồng accounted for</h2>
<p>Every donation is recorded and spent on the case it was given for. The cost, the amount raised and the outcome of each case are published on the <a href="/tai-tro-ca-mo">Sponsored operations</a> page. The clinic pays all of the fund’s running costs itself.</p>
<h2>How to help</h2>
<p>You can give to a specific case or to the general fund by bank transfer or at reception, or volunteer at our health days. If you know a patient who needs help, send us a <a href="/xet-duyet-ho-so">case for review</a>.</p>`,
    picture: { motif: 'care', extras: ['heartPulse', 'people', 'gift'], tone: 4, layout: 0 },
  },
  {
    ma: 'XET_DUYET_HO_SO',
    tieude: 'Xét duyệt hồ sơ tài trợ ca mổ',
    tieude_en: 'Apply for a sponsored operation',
    mota: 'Gửi hoàn cảnh của người bệnh để hội đồng Quỹ Trái tim An Tâm xem xét hỗ trợ chi phí phẫu thuật. Chúng tôi phản hồi trong vòng 7 ngày làm việc.',
    mota_en:
      'Tell us about the patient’s situation and the An Tâm Heart Fund board will consider paying for the operation. We reply within 7 working days.',
    noidung: `<p>Quỹ Trái tim An Tâm tiếp nhận hồ sơ của người bệnh cần phẫu thuật nhưng gặp khó khăn về kinh tế. Người bệnh hoặc người thân có thể điền biểu mẫu bên dưới.</p>
<h2>Tiêu chí xét duyệt</h2>
<ul>
<li>Người bệnh có chỉ định phẫu thuật hoặc thủ thuật của bác sĩ.</li>
<li>Gia đình thuộc hộ nghèo, cận nghèo hoặc có hoàn cảnh đặc biệt khó khăn.</li>
<li>Ưu tiên trẻ em, người cao tuổi neo đơn và lao động chính trong gia đình.</li>
</ul>
<h2>Quy trình</h2>
<ol>
<li>Gửi thông tin qua biểu mẫu hoặc tại quầy tiếp đón.</li>
<li>Nhân viên công tác xã hội liên hệ, hẹn khám và xác minh hoàn cảnh.</li>
<li>Hội đồng xét duyệt và thông báo kết quả trong vòng 7 ngày làm việc.</li>
<li>Hồ sơ được duyệt sẽ được đăng kêu gọi (khi gia đình đồng ý) và tiến hành điều trị.</li>
</ol>
<p>Khi đến khám, vui lòng mang theo giấy tờ tùy thân, kết quả khám gần nhất và giấy xác nhận hoàn cảnh của địa phương (nếu có). Thông tin của người bệnh được bảo mật và chỉ công khai khi gia đình đồng ý.</p>`,
    noidung_en: `<p>The An Tâm Heart Fund accepts applications from patients who need an operation but cannot afford it. The patient or a relative can fill in the form below.</p>
<h2>Criteria</h2>
<ul>
<li>A doctor has recommended an operation or procedure.</li>
<li>The family is poor, near-poor or in particularly difficult circumstances.</li>
<li>Priority for children, older people living alone and the family’s main earner.</li>
</ul>
<h2>How it works</h2>
<ol>
<li>Send the details through the form or at reception.</li>
<li>Our social worker calls, books an examination and verifies the situation.</li>
<li>The board decides and tells you within 7 working days.</li>
<li>Approved cases are published for donations (with the family’s consent) and treated.</li>
</ol>
<p>When you come, please bring an ID, the latest medical results and, if you have one, a letter from the local authority describing the family’s situation. Patient information is kept confidential and published only with the family’s consent.</p>`,
    picture: { motif: 'clipboard', extras: ['care', 'shield'], tone: 2, layout: 2 },
  },
  {
    ma: 'DANG_KY_THANH_VIEN',
    tieude: 'Đăng ký thành viên An Tâm',
    tieude_en: 'Become an An Tâm member',
    mota: 'Thành viên được ưu tiên đặt lịch, nhận ưu đãi chi phí khám chữa bệnh và nhắc lịch khám sức khỏe định kỳ. Đăng ký miễn phí.',
    mota_en:
      'Members get priority booking, discounts on care and reminders for their periodic check-ups. Membership is free.',
    noidung: `<p>Trở thành thành viên của Phòng khám An Tâm để việc chăm sóc sức khỏe của cả gia đình thuận tiện và tiết kiệm hơn. Đăng ký hoàn toàn miễn phí.</p>
<h2>Quyền lợi thành viên</h2>
<ul>
<li><strong>Giảm 30% chi phí điều trị hoặc tiểu phẫu</strong> cho 50 thành viên đăng ký đầu tiên.</li>
<li>Giảm 10% phí khám và xét nghiệm cho các lần khám tiếp theo.</li>
<li>Ưu tiên đặt lịch, có quầy tiếp đón riêng.</li>
<li>Nhắc lịch tái khám, tiêm chủng và khám sức khỏe định kỳ qua tin nhắn.</li>
<li>Lưu trữ hồ sơ sức khỏe để bác sĩ theo dõi liên tục.</li>
</ul>
<h2>Cách đăng ký</h2>
<p>Điền họ tên và số điện thoại vào biểu mẫu bên dưới. Nhân viên sẽ gọi lại xác nhận và gửi mã thành viên qua tin nhắn trong vòng 24 giờ. Bạn cũng có thể đăng ký trực tiếp tại quầy tiếp đón.</p>`,
    noidung_en: `<p>Become a member of An Tâm Clinic and make your whole family’s health care easier and cheaper. Membership is free.</p>
<h2>Member benefits</h2>
<ul>
<li><strong>30% off treatment or minor surgery</strong> for the first 50 members to register.</li>
<li>10% off consultations and tests on later visits.</li>
<li>Priority booking and a dedicated reception desk.</li>
<li>Text reminders for follow-ups, vaccinations and periodic check-ups.</li>
<li>Your health records kept so your doctor can follow you over time.</li>
</ul>
<h2>How to register</h2>
<p>Enter your full name and phone number in the form below. We will call to confirm and text you your member number within 24 hours. You can also register in person at reception.</p>`,
    picture: { motif: 'gift', extras: ['calendar', 'people'], tone: 5, layout: 1 },
  },
];
