// Demo single pages: about, contact, charity, the introductions of the profile review and member registration
// forms, the privacy policy (under the Personal Data Protection Law 91/2025/QH15) and the terms of use. Their text
// is content the clinic edits, so it lives in the database, not in the locale files.
import type { SeedPage } from './types';

export const demoPages: SeedPage[] = [
  {
    ma: 'GIOI_THIEU',
    tieude: 'Giới thiệu Phòng khám Đa khoa An Tâm',
    tieude_en: 'About Phòng khám Đa khoa An Tâm',
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
    noidung_en: `<p>Phòng khám Đa khoa An Tâm opened in Ho Chi Minh City in 2014 to give every family good medical care at a fair price and with short waiting times.</p>
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
    tieude: 'Đăng ký thành viên Phòng khám Đa khoa An Tâm',
    tieude_en: 'Become a member of Phòng khám Đa khoa An Tâm',
    mota: 'Thành viên được ưu tiên đặt lịch, nhận ưu đãi chi phí khám chữa bệnh và nhắc lịch khám sức khỏe định kỳ. Đăng ký miễn phí.',
    mota_en:
      'Members get priority booking, discounts on care and reminders for their periodic check-ups. Membership is free.',
    noidung: `<p>Trở thành thành viên của Phòng khám Đa khoa An Tâm để việc chăm sóc sức khỏe của cả gia đình thuận tiện và tiết kiệm hơn. Đăng ký hoàn toàn miễn phí.</p>
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
    noidung_en: `<p>Become a member of Phòng khám Đa khoa An Tâm and make your whole family’s health care easier and cheaper. Membership is free.</p>
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
  {
    ma: 'LIEN_HE',
    tieude: 'Liên hệ Phòng khám Đa khoa An Tâm',
    tieude_en: 'Contact Phòng khám Đa khoa An Tâm',
    mota: 'Gọi hotline, gửi email hoặc ghé trực tiếp phòng khám: đội ngũ lễ tân luôn sẵn sàng hỗ trợ bạn từ 8h00 đến 21h00 mỗi ngày.',
    mota_en:
      'Call our hotline, write to us or drop in: our reception team is here to help from 8:00 to 21:00 every day.',
    noidung: `<h2>Khi đến phòng khám</h2>
<ul>
<li><strong>Gửi xe:</strong> xe máy gửi miễn phí tại tầng hầm, lối vào bên hông tòa nhà. Ô tô có thể dừng đón, trả khách trước cổng; bãi đỗ ô tô gần nhất cách phòng khám khoảng 150 m.</li>
<li><strong>Lối đi cho xe lăn:</strong> cửa chính có đường dốc và thang máy lên tất cả các tầng. Cần hỗ trợ, vui lòng báo nhân viên bảo vệ.</li>
<li><strong>Giờ đông khách:</strong> 7h30 – 9h30 sáng và 17h00 – 19h00 các ngày trong tuần. Đặt lịch trước để được khám đúng giờ.</li>
</ul>
<h2>Góp ý và phản ánh</h2>
<p>Mọi góp ý về chất lượng khám chữa bệnh hoặc thái độ phục vụ, vui lòng gửi về email <a href="mailto:gopy@phongkhamantam.vn">gopy@phongkhamantam.vn</a> hoặc gọi hotline và chọn phím 3. Ban giám đốc phòng khám đọc từng phản ánh và trả lời trong vòng 2 ngày làm việc.</p>
<h2>Hợp tác</h2>
<p>Doanh nghiệp cần khám sức khỏe định kỳ cho nhân viên, trường học hoặc tổ chức muốn phối hợp tổ chức ngày hội sức khỏe, vui lòng liên hệ phòng Kế hoạch – Hợp tác qua email <a href="mailto:hoptac@phongkhamantam.vn">hoptac@phongkhamantam.vn</a>.</p>`,
    noidung_en: `<h2>When you come</h2>
<ul>
<li><strong>Parking:</strong> motorbikes park free of charge in the basement, entrance at the side of the building. Cars can drop off and pick up at the gate; the nearest car park is about 150 m away.</li>
<li><strong>Wheelchair access:</strong> the main entrance has a ramp and a lift serves every floor. If you need help, please ask the security staff.</li>
<li><strong>Busy hours:</strong> 7:30–9:30 in the morning and 17:00–19:00 on weekdays. Book ahead to be seen on time.</li>
</ul>
<h2>Feedback and complaints</h2>
<p>Please send any comment on our care or our service to <a href="mailto:gopy@phongkhamantam.vn">gopy@phongkhamantam.vn</a>, or call the hotline and press 3. The clinic's management reads every message and replies within 2 working days.</p>
<h2>Partnerships</h2>
<p>Companies looking for periodic check-ups for their staff, and schools or organisations wishing to hold a health day with us, can write to our planning and partnerships team at <a href="mailto:hoptac@phongkhamantam.vn">hoptac@phongkhamantam.vn</a>.</p>`,
    picture: { motif: 'clinic', extras: ['calendar', 'people'], tone: 3, layout: 2 },
  },
  {
    ma: 'CHINH_SACH_BAO_MAT',
    tieude: 'Chính sách bảo mật và bảo vệ dữ liệu cá nhân',
    tieude_en: 'Privacy and personal data protection policy',
    mota: 'Phòng khám Đa khoa An Tâm thu thập những dữ liệu nào qua trang web, dùng để làm gì, lưu trong bao lâu và bạn có những quyền gì theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15.',
    mota_en:
      'What personal data Phòng khám Đa khoa An Tâm collects through this website, why, for how long, and your rights under Vietnam’s Personal Data Protection Law No. 91/2025/QH15.',
    noidung: `<p>Phòng khám Đa khoa An Tâm (“phòng khám”, “chúng tôi”), địa chỉ 125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh, là bên kiểm soát và xử lý dữ liệu cá nhân mà bạn cung cấp qua trang web này. Chính sách này được xây dựng theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và các văn bản hướng dẫn thi hành, có hiệu lực từ ngày 01/01/2026.</p>
<h2>1. Dữ liệu chúng tôi thu thập</h2>
<p>Chúng tôi chỉ thu thập những dữ liệu bạn tự nhập vào các biểu mẫu trên trang web, và chỉ những gì cần cho mục đích của từng biểu mẫu:</p>
<ul>
<li><strong>Đặt lịch khám và nhận tư vấn:</strong> họ tên, số điện thoại và bác sĩ bạn chọn (nếu có).</li>
<li><strong>Đăng ký thành viên:</strong> họ tên, số điện thoại; email, ngày sinh, địa chỉ và ghi chú nếu bạn điền.</li>
<li><strong>Gửi hồ sơ xét duyệt tài trợ ca mổ:</strong> họ tên, số điện thoại và email của người gửi; họ tên, năm sinh, địa chỉ, chẩn đoán và hoàn cảnh của người bệnh.</li>
</ul>
<p>Chẩn đoán và tình trạng sức khỏe là <strong>dữ liệu cá nhân nhạy cảm</strong>. Chúng tôi chỉ xử lý dữ liệu này khi bạn đồng ý, chỉ những nhân viên được giao việc xét duyệt mới được xem, và không bao giờ công khai khi chưa có sự đồng ý bằng văn bản của người bệnh hoặc gia đình.</p>
<p>Trang web không dùng cookie quảng cáo hay công cụ theo dõi của bên thứ ba. Trang chỉ lưu một cookie ghi nhớ ngôn ngữ bạn chọn (tiếng Việt hoặc tiếng Anh). Máy chủ ghi nhật ký kỹ thuật (địa chỉ IP, thời điểm, trang được truy cập) để bảo đảm an toàn hệ thống. Bản đồ trên trang Liên hệ được tải từ OpenStreetMap: khi bạn mở trang này, trình duyệt của bạn kết nối tới máy chủ của OpenStreetMap.</p>
<h2>2. Mục đích xử lý</h2>
<ul>
<li>Gọi lại để xác nhận lịch khám, tư vấn theo câu hỏi của bạn và nhắc lịch hẹn.</li>
<li>Quản lý thành viên, áp dụng ưu đãi và nhắc lịch khám định kỳ khi bạn đã đăng ký nhận.</li>
<li>Xác minh hoàn cảnh, xét duyệt và thông báo kết quả hỗ trợ của Quỹ Trái tim An Tâm.</li>
<li>Bảo đảm an toàn, phát hiện và ngăn chặn truy cập trái phép vào hệ thống.</li>
</ul>
<p>Chúng tôi không dùng dữ liệu của bạn cho mục đích khác với mục đích đã nêu, không bán, không cho thuê và không trao đổi dữ liệu cá nhân với bất kỳ ai.</p>
<h2>3. Căn cứ xử lý</h2>
<p>Chúng tôi xử lý dữ liệu dựa trên sự đồng ý của bạn: bạn tự nguyện điền và gửi biểu mẫu để phòng khám liên hệ lại cho đúng mục đích của biểu mẫu đó. Với hồ sơ xét duyệt tài trợ có dữ liệu sức khỏe, nhân viên công tác xã hội xin xác nhận đồng ý của bạn khi gọi lại, trước khi hồ sơ được xét duyệt. Sự đồng ý phải rõ ràng, tự nguyện; việc im lặng hoặc không phản hồi không được coi là đồng ý. Với người bệnh là trẻ em, cha, mẹ hoặc người giám hộ gửi thông tin và đồng ý thay; trẻ từ đủ 7 tuổi trở lên cũng được hỏi ý kiến. Trong một số trường hợp, chúng tôi xử lý dữ liệu mà không cần sự đồng ý khi pháp luật cho phép, chẳng hạn để bảo vệ tính mạng, sức khỏe của người bệnh trong tình huống khẩn cấp hoặc theo yêu cầu của cơ quan nhà nước có thẩm quyền.</p>
<h2>4. Thời gian lưu trữ</h2>
<ul>
<li>Yêu cầu đặt lịch và tư vấn: 12 tháng kể từ lần liên hệ cuối cùng, sau đó được xóa.</li>
<li>Thông tin thành viên: trong thời gian bạn là thành viên và 12 tháng sau khi bạn hủy đăng ký.</li>
<li>Hồ sơ xét duyệt tài trợ: hồ sơ được duyệt lưu 5 năm để minh bạch việc sử dụng tiền quyên góp; hồ sơ không được duyệt xóa sau 12 tháng.</li>
<li>Nhật ký kỹ thuật của máy chủ: tối đa 90 ngày.</li>
</ul>
<p>Khi bạn đến khám, hồ sơ bệnh án được lập và lưu trữ riêng theo quy định của pháp luật về khám bệnh, chữa bệnh, không thuộc phạm vi của trang web.</p>
<h2>5. Chia sẻ dữ liệu</h2>
<p>Dữ liệu chỉ được chia sẻ với: đơn vị cung cấp máy chủ và dịch vụ gửi tin nhắn, email cho phòng khám, theo hợp đồng có điều khoản bảo vệ dữ liệu; và cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu. Dữ liệu được lưu trữ tại Việt Nam; chúng tôi không chuyển dữ liệu cá nhân của bạn ra nước ngoài.</p>
<h2>6. Quyền của bạn</h2>
<p>Theo Luật Bảo vệ dữ liệu cá nhân, bạn có quyền:</p>
<ul>
<li>được biết về việc xử lý dữ liệu cá nhân của mình;</li>
<li>đồng ý hoặc không đồng ý, và rút lại sự đồng ý bất cứ lúc nào (việc rút lại không ảnh hưởng đến việc xử lý đã thực hiện trước đó);</li>
<li>xem, chỉnh sửa hoặc yêu cầu chỉnh sửa dữ liệu của mình;</li>
<li>yêu cầu cung cấp, xóa, hạn chế xử lý dữ liệu; phản đối việc xử lý;</li>
<li>khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định của pháp luật.</li>
</ul>
<p>Để thực hiện các quyền này, hãy liên hệ theo mục 8. Chúng tôi xác nhận đã nhận yêu cầu trong vòng 2 ngày làm việc và giải quyết trong thời hạn pháp luật quy định. Để bảo vệ bạn, chúng tôi có thể đề nghị xác minh danh tính trước khi cung cấp hoặc xóa dữ liệu.</p>
<h2>7. Bảo vệ dữ liệu</h2>
<p>Dữ liệu được truyền qua kết nối mã hóa (HTTPS), chỉ nhân viên được phân quyền mới truy cập được và mọi thao tác trên hệ thống quản trị đều được ghi lại. Khi xảy ra sự cố lộ lọt dữ liệu, phòng khám thông báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân (Bộ Công an) trong vòng 72 giờ và thông báo cho người bị ảnh hưởng theo quy định.</p>
<h2>8. Liên hệ</h2>
<p>Người phụ trách bảo vệ dữ liệu cá nhân của phòng khám:</p>
<ul>
<li>Email: <a href="mailto:baomatdulieu@phongkhamantam.vn">baomatdulieu@phongkhamantam.vn</a></li>
<li>Hotline: 0909 115 115 (8h00 – 21h00 hằng ngày)</li>
<li>Địa chỉ: 125 Nguyễn Văn Cừ, Phường Chợ Quán, Thành phố Hồ Chí Minh</li>
</ul>
<p>Chúng tôi có thể cập nhật chính sách này khi pháp luật hoặc hoạt động của phòng khám thay đổi; phiên bản mới được đăng tại trang này cùng ngày cập nhật.</p>`,
    noidung_en: `<p>Phòng khám Đa khoa An Tâm (“the clinic”, “we”), 125 Nguyễn Văn Cừ, Chợ Quán Ward, Ho Chi Minh City, is the controller and processor of the personal data you give us through this website. This policy follows Vietnam’s Personal Data Protection Law No. 91/2025/QH15 and its implementing regulations, in force from 1 January 2026.</p>
<h2>1. What we collect</h2>
<p>We collect only what you type into the website’s forms, and only what each form needs:</p>
<ul>
<li><strong>Booking an examination and asking for a consultation:</strong> your full name, phone number and the doctor you chose, if any.</li>
<li><strong>Member registration:</strong> full name and phone number; email, date of birth, address and a note if you give them.</li>
<li><strong>Applying for a sponsored operation:</strong> the sender’s full name, phone number and email; the patient’s full name, year of birth, address, diagnosis and circumstances.</li>
</ul>
<p>A diagnosis and a person’s state of health are <strong>sensitive personal data</strong>. We process them only with your consent, only the staff assigned to the review can see them, and they are never published without the written consent of the patient or their family.</p>
<p>The website uses no advertising cookies and no third-party tracking. It keeps a single cookie to remember your language (Vietnamese or English). The server keeps a technical log (IP address, time, page requested) to keep the system safe. The map on the Contact page is loaded from OpenStreetMap: opening that page connects your browser to OpenStreetMap’s servers.</p>
<h2>2. Why we use it</h2>
<ul>
<li>To call you back to confirm an appointment, answer your question and remind you of your visit.</li>
<li>To manage your membership, apply member discounts and remind you of periodic check-ups if you asked for reminders.</li>
<li>To verify circumstances, review applications and tell applicants the An Tâm Heart Fund’s decision.</li>
<li>To keep the system safe and detect and stop unauthorised access.</li>
</ul>
<p>We do not use your data for any other purpose, and we never sell, rent or trade personal data.</p>
<h2>3. Legal basis</h2>
<p>We process your data on the basis of your consent: you choose to fill in and send a form so that the clinic contacts you for that form’s purpose. For sponsorship applications, which hold health data, our social worker asks you to confirm your consent when calling back, before the application is reviewed. Consent must be clear and freely given; silence or no reply is never taken as consent. For a patient who is a child, a parent or guardian sends the information and consents on the child’s behalf; children aged 7 and over are also asked. In some cases the law allows processing without consent, for example to protect a patient’s life or health in an emergency, or at the request of a competent authority.</p>
<h2>4. How long we keep it</h2>
<ul>
<li>Booking and consultation requests: 12 months after our last contact, then deleted.</li>
<li>Member details: while you are a member and for 12 months after you cancel.</li>
<li>Sponsorship applications: approved cases are kept for 5 years so the use of donations stays transparent; other applications are deleted after 12 months.</li>
<li>The server’s technical log: at most 90 days.</li>
</ul>
<p>When you come for an examination, your medical record is created and kept separately, as the law on medical examination and treatment requires; it is not part of this website.</p>
<h2>5. Who we share it with</h2>
<p>Your data is shared only with the companies that host our servers and send our text messages and emails, under contracts that protect it, and with competent authorities when the law requires. Your data is stored in Vietnam; we do not transfer your personal data abroad.</p>
<h2>6. Your rights</h2>
<p>Under the Personal Data Protection Law you have the right:</p>
<ul>
<li>to know how your personal data is processed;</li>
<li>to consent or refuse, and to withdraw your consent at any time (processing done before the withdrawal remains lawful);</li>
<li>to see your data, and to correct it or have it corrected;</li>
<li>to ask for a copy of your data, for its deletion or for its processing to be restricted, and to object to its processing;</li>
<li>to complain, to report a breach, to take legal action and to claim compensation as the law provides.</li>
</ul>
<p>To use these rights, contact us as shown in section 8. We confirm receipt within 2 working days and handle your request within the time the law sets. To protect you, we may ask you to prove your identity before giving out or deleting data.</p>
<h2>7. How we protect it</h2>
<p>Data travels over encrypted connections (HTTPS), only authorised staff can reach it, and every action in the back office is logged. If a data breach happens, the clinic notifies the authority in charge of personal data protection (the Ministry of Public Security) within 72 hours and informs the people affected as the law requires.</p>
<h2>8. Contact</h2>
<p>The clinic’s personal data protection officer:</p>
<ul>
<li>Email: <a href="mailto:baomatdulieu@phongkhamantam.vn">baomatdulieu@phongkhamantam.vn</a></li>
<li>Hotline: 0909 115 115 (8:00–21:00 every day)</li>
<li>Address: 125 Nguyễn Văn Cừ, Chợ Quán Ward, Ho Chi Minh City</li>
</ul>
<p>We may update this policy when the law or the clinic’s work changes; the new version is published on this page with the date of the update.</p>`,
    picture: { motif: 'shield', extras: ['clipboard', 'people'], tone: 2, layout: 0 },
  },
  {
    ma: 'DIEU_KHOAN_SU_DUNG',
    tieude: 'Điều khoản sử dụng trang web',
    tieude_en: 'Website terms of use',
    mota: 'Những điều bạn cần biết khi đọc thông tin, đặt lịch khám và gửi biểu mẫu trên trang web của Phòng khám Đa khoa An Tâm.',
    mota_en:
      'What you need to know when you read, book an examination or send a form on the Phòng khám Đa khoa An Tâm website.',
    noidung: `<p>Trang web này do Phòng khám Đa khoa An Tâm quản lý. Khi sử dụng trang web, bạn đồng ý với các điều khoản dưới đây. Nếu không đồng ý, vui lòng ngừng sử dụng trang web.</p>
<h2>1. Thông tin trên trang web</h2>
<p>Bài viết, hướng dẫn và câu hỏi thường gặp do bác sĩ của phòng khám biên soạn nhằm cung cấp kiến thức chung. Thông tin này <strong>không thay thế việc khám, chẩn đoán và điều trị trực tiếp</strong> của bác sĩ. Không tự ý dùng thuốc hay thay đổi điều trị chỉ dựa trên nội dung trang web.</p>
<p><strong>Trường hợp cấp cứu, hãy gọi ngay 115</strong> hoặc đến cơ sở y tế gần nhất; không dùng biểu mẫu trên trang web để báo tình trạng khẩn cấp.</p>
<h2>2. Đặt lịch và nhận tư vấn</h2>
<ul>
<li>Yêu cầu đặt lịch gửi qua trang web chỉ được xác nhận khi nhân viên phòng khám gọi lại cho bạn.</li>
<li>Nếu không thể đến đúng hẹn, vui lòng báo trước qua hotline để chúng tôi sắp xếp cho người bệnh khác.</li>
<li>Giá dịch vụ trên trang web là giá niêm yết tại thời điểm đăng và có thể thay đổi; chi phí chính xác được thông báo trước khi thực hiện dịch vụ.</li>
</ul>
<h2>3. Trách nhiệm của người sử dụng</h2>
<ul>
<li>Cung cấp thông tin trung thực; chỉ gửi thông tin của người khác khi đã được người đó (hoặc cha, mẹ, người giám hộ) đồng ý.</li>
<li>Không gửi nội dung sai sự thật, xúc phạm, quảng cáo hoặc có mã độc; không tìm cách truy cập trái phép vào hệ thống.</li>
<li>Không dùng công cụ tự động gửi hàng loạt yêu cầu làm ảnh hưởng đến hoạt động của trang web.</li>
</ul>
<h2>4. Quyền sở hữu trí tuệ</h2>
<p>Nội dung, hình ảnh và biểu trưng trên trang web thuộc quyền sở hữu của phòng khám hoặc được sử dụng theo giấy phép. Bạn được chia sẻ đường dẫn và trích dẫn ngắn có ghi rõ nguồn; mọi hình thức sao chép khác cần có sự đồng ý bằng văn bản của phòng khám.</p>
<h2>5. Liên kết đến trang web khác</h2>
<p>Trang web có thể dẫn đến mạng xã hội, bản đồ hoặc trang web của bên thứ ba. Phòng khám không kiểm soát và không chịu trách nhiệm về nội dung cũng như cách các trang đó xử lý dữ liệu của bạn.</p>
<h2>6. Giới hạn trách nhiệm</h2>
<p>Chúng tôi cố gắng giữ thông tin chính xác và trang web hoạt động liên tục, nhưng không bảo đảm trang web không bao giờ gián đoạn hay không có sai sót. Phòng khám không chịu trách nhiệm về thiệt hại phát sinh từ việc sử dụng thông tin trên trang web thay cho ý kiến của bác sĩ.</p>
<h2>7. Dữ liệu cá nhân</h2>
<p>Cách chúng tôi thu thập và bảo vệ dữ liệu của bạn được trình bày trong <a href="/chinh-sach-bao-mat">Chính sách bảo mật</a>.</p>
<h2>8. Luật áp dụng và thay đổi điều khoản</h2>
<p>Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp trước hết được giải quyết bằng thương lượng; nếu không thành, sẽ được giải quyết tại tòa án có thẩm quyền tại Thành phố Hồ Chí Minh. Phòng khám có thể cập nhật điều khoản; phiên bản mới có hiệu lực kể từ khi được đăng trên trang này.</p>
<p>Mọi câu hỏi về điều khoản sử dụng, vui lòng gửi về <a href="mailto:lienhe@phongkhamantam.vn">lienhe@phongkhamantam.vn</a> hoặc gọi hotline 0909 115 115.</p>`,
    noidung_en: `<p>This website is run by Phòng khám Đa khoa An Tâm. By using it you accept the terms below. If you do not accept them, please stop using the website.</p>
<h2>1. Information on the website</h2>
<p>Our articles, guides and frequently asked questions are written by the clinic’s doctors to share general knowledge. They <strong>do not replace an examination, diagnosis and treatment</strong> by a doctor in person. Do not take medicines or change a treatment based on the website alone.</p>
<p><strong>In an emergency, call 115 at once</strong> or go to the nearest hospital; do not use the website’s forms to report an emergency.</p>
<h2>2. Booking and consultations</h2>
<ul>
<li>A booking sent through the website is confirmed only when the clinic’s staff call you back.</li>
<li>If you cannot come at the agreed time, please tell us through the hotline so we can see another patient.</li>
<li>Prices on the website are the listed prices when published and may change; the exact cost is given to you before any service.</li>
</ul>
<h2>3. Your responsibilities</h2>
<ul>
<li>Give true information, and send someone else’s details only with their consent (or their parent’s or guardian’s).</li>
<li>Do not send false, offensive or advertising content or malicious code, and do not try to reach the system without permission.</li>
<li>Do not use automated tools to send requests in bulk or disturb the website.</li>
</ul>
<h2>4. Intellectual property</h2>
<p>The content, pictures and logo on this website belong to the clinic or are used under licence. You may share links and quote short passages with the source named; any other copying needs the clinic’s written permission.</p>
<h2>5. Links to other websites</h2>
<p>The website may link to social networks, maps or other websites. The clinic does not control them and is not responsible for their content or for how they handle your data.</p>
<h2>6. Limitation of liability</h2>
<p>We work to keep the information correct and the website available, but we cannot promise it will never be interrupted or contain errors. The clinic is not liable for harm that comes from using the website’s information in place of a doctor’s advice.</p>
<h2>7. Personal data</h2>
<p>How we collect and protect your data is explained in our <a href="/chinh-sach-bao-mat">Privacy policy</a>.</p>
<h2>8. Governing law and changes</h2>
<p>These terms are governed by the law of Vietnam. Disputes are first settled by negotiation; failing that, by the competent court in Ho Chi Minh City. The clinic may update these terms; a new version applies from the day it is published on this page.</p>
<p>For any question about these terms, write to <a href="mailto:lienhe@phongkhamantam.vn">lienhe@phongkhamantam.vn</a> or call 0909 115 115.</p>`,
    picture: { motif: 'clipboard', extras: ['shield', 'calendar'], tone: 0, layout: 2 },
  },
];
