// Demo news articles: clinic news, health knowledge, minor surgery, offers and patient guides, in Vietnamese
// and English. Medical figures follow the Vietnamese Ministry of Health's guidance for the general public.
import type { SeedArticle } from './types';

export const demoNews: SeedArticle[] = [
  {
    danhmuc: 'Tin tức phòng khám',
    tieude: 'Phòng khám Đa khoa An Tâm đưa vào hoạt động khu tiểu phẫu đạt chuẩn vô khuẩn',
    tieude_en: 'Phòng khám Đa khoa An Tâm opens a sterile minor surgery suite',
    mota: 'Khu tiểu phẫu mới gồm hai phòng thủ thuật, hệ thống lọc khí áp lực dương và quy trình tiệt khuẩn dụng cụ khép kín, giúp người bệnh được xử trí an toàn ngay trong ngày.',
    mota_en:
      'The new suite has two procedure rooms, positive-pressure air filtration and a closed instrument sterilisation process, so patients are treated safely and go home the same day.',
    noidung: `<p>Từ tháng này, Phòng khám Đa khoa An Tâm chính thức đưa vào hoạt động khu tiểu phẫu mới tại tầng 2. Đây là bước tiếp theo trong kế hoạch nâng cao chất lượng điều trị ngoại trú, giúp người bệnh không phải chuyển viện cho những thủ thuật đơn giản.</p>
<h2>Trang bị theo tiêu chuẩn phòng mổ</h2>
<p>Khu tiểu phẫu gồm hai phòng thủ thuật độc lập, được trang bị:</p>
<ul>
<li>Hệ thống lọc khí HEPA và áp lực dương, hạn chế vi khuẩn từ bên ngoài.</li>
<li>Đèn mổ không bóng, bàn thủ thuật đa năng và máy đốt điện cao tần.</li>
<li>Tủ sấy, máy hấp tiệt khuẩn và quy trình theo dõi từng bộ dụng cụ.</li>
</ul>
<h2>Những thủ thuật được thực hiện</h2>
<p>Các bác sĩ ngoại khoa của phòng khám thực hiện cắt u bã đậu, u mỡ nhỏ dưới da, điều trị móng chân mọc quặp, chích rạch áp xe, khâu vết thương phần mềm và sinh thiết da. Phần lớn thủ thuật chỉ cần gây tê tại chỗ và kéo dài từ 20 đến 45 phút.</p>
<p>Sau thủ thuật, người bệnh được nghỉ tại phòng theo dõi, nhận hướng dẫn chăm sóc vết thương bằng văn bản và lịch tái khám cắt chỉ. <strong>Bác sĩ Lê Quốc Bảo</strong>, phụ trách khu tiểu phẫu, cho biết: “Mục tiêu của chúng tôi là để người bệnh được xử trí nhanh, an toàn và trở về nhà ngay trong ngày.”</p>`,
    noidung_en: `<p>This month Phòng khám Đa khoa An Tâm opened its new minor surgery suite on the second floor. It is the next step in our plan to improve outpatient care, so patients no longer need a hospital referral for simple procedures.</p>
<h2>Equipped to operating-room standards</h2>
<p>The suite has two separate procedure rooms with:</p>
<ul>
<li>HEPA filtration and positive air pressure that keep outside germs out.</li>
<li>Shadowless surgical lights, multi-purpose procedure tables and a high-frequency electrosurgical unit.</li>
<li>Drying cabinets, autoclaves and tracking of every instrument set.</li>
</ul>
<h2>Procedures we perform</h2>
<p>Our surgeons remove sebaceous cysts and small lipomas, treat ingrown toenails, drain abscesses, repair soft-tissue wounds and take skin biopsies. Most procedures need only local anaesthesia and take 20 to 45 minutes.</p>
<p>Afterwards patients rest in the recovery room and leave with written wound-care instructions and a date for stitch removal. <strong>Dr Lê Quốc Bảo</strong>, who leads the suite, says: “Our aim is quick, safe treatment, and home the same day.”</p>`,
    noibat: true,
    daysAgo: 3,
    picture: { motif: 'clinic', extras: ['bandage', 'shield'], tone: 0, layout: 1 },
  },
  {
    danhmuc: 'Tin tức phòng khám',
    tieude: 'Đặt lịch khám trực tuyến: chọn giờ trước, đến là được khám ngay',
    tieude_en: 'Book online: choose your time, and be seen when you arrive',
    mota: 'Người bệnh có thể đặt lịch khám qua website hoặc hotline, nhận tin nhắn xác nhận và được ưu tiên tiếp đón đúng giờ đã hẹn.',
    mota_en:
      'Book through the website or the hotline, receive a confirmation message and be received at the time you chose.',
    noidung: `<p>Để giảm thời gian chờ đợi, Phòng khám Đa khoa An Tâm triển khai đặt lịch khám trực tuyến cho tất cả chuyên khoa. Chỉ cần để lại họ tên và số điện thoại, nhân viên chăm sóc khách hàng sẽ gọi lại xác nhận trong vòng 30 phút trong giờ làm việc.</p>
<h2>Cách đặt lịch</h2>
<ol>
<li>Bấm nút <strong>Đặt lịch hẹn</strong> ở cuối mỗi trang hoặc gọi hotline.</li>
<li>Nhập họ tên, số điện thoại và gửi yêu cầu.</li>
<li>Nhân viên gọi lại để chọn chuyên khoa, bác sĩ và khung giờ phù hợp.</li>
<li>Đến phòng khám trước giờ hẹn 10 phút, báo tên tại quầy tiếp đón.</li>
</ol>
<h2>Lợi ích khi đặt lịch trước</h2>
<p>Người bệnh đã đặt lịch được tiếp đón theo quầy riêng, hồ sơ được chuẩn bị sẵn nên thời gian chờ trung bình chỉ còn khoảng 10 phút. Nếu cần đổi lịch, bạn chỉ cần gọi hotline trước giờ hẹn ít nhất 2 tiếng.</p>
<p>Phòng khám làm việc từ 8h00 đến 21h00 tất cả các ngày trong tuần, kể cả ngày lễ và Tết, nên bạn có thể chọn giờ sau giờ làm hoặc cuối tuần.</p>`,
    noidung_en: `<p>To cut waiting times, Phòng khám Đa khoa An Tâm now takes online bookings for every specialty. Leave your name and phone number and our patient care team will call back to confirm within 30 minutes during opening hours.</p>
<h2>How to book</h2>
<ol>
<li>Press <strong>Book an appointment</strong> at the bottom of any page, or call the hotline.</li>
<li>Enter your full name and phone number and send the request.</li>
<li>We call you back to choose the specialty, the doctor and a time that suits you.</li>
<li>Arrive 10 minutes early and give your name at reception.</li>
</ol>
<h2>Why book ahead</h2>
<p>Booked patients have their own reception desk and their records are ready, so the average wait is about 10 minutes. To change your booking, call the hotline at least two hours before the appointment.</p>
<p>The clinic is open from 8:00 to 21:00 every day, public holidays and Tet included, so you can come after work or at the weekend.</p>`,
    daysAgo: 11,
    picture: { motif: 'calendar', extras: ['clipboard', 'heartPulse'], tone: 3, layout: 0 },
  },
  {
    danhmuc: 'Kiến thức sức khỏe',
    tieude: 'Tăng huyết áp: “kẻ giết người thầm lặng” và cách kiểm soát tại nhà',
    tieude_en: 'High blood pressure: the silent killer, and how to control it at home',
    mota: 'Tăng huyết áp thường không có triệu chứng cho đến khi gây biến chứng tim, não, thận. Đo huyết áp đều đặn và thay đổi lối sống là chìa khóa để phòng ngừa.',
    mota_en:
      'High blood pressure rarely causes symptoms until it damages the heart, brain or kidneys. Regular measurement and a healthier lifestyle are the keys to prevention.',
    noidung: `<p>Theo thống kê của Bộ Y tế, cứ 4 người trưởng thành ở Việt Nam thì có khoảng 1 người bị tăng huyết áp, nhưng chưa đến một nửa trong số đó biết mình mắc bệnh. Bệnh thường âm thầm trong nhiều năm, chỉ được phát hiện khi đã có biến chứng như đột quỵ, nhồi máu cơ tim hay suy thận.</p>
<h2>Thế nào là tăng huyết áp?</h2>
<p>Bạn được chẩn đoán tăng huyết áp khi huyết áp đo tại phòng khám từ <strong>140/90 mmHg</strong> trở lên ở nhiều lần đo khác nhau. Nếu tự đo tại nhà, ngưỡng cần lưu ý là từ <strong>135/85 mmHg</strong>.</p>
<h2>Cách đo huyết áp đúng tại nhà</h2>
<ul>
<li>Ngồi nghỉ 5 phút, không hút thuốc hay uống cà phê trong 30 phút trước khi đo.</li>
<li>Đặt băng quấn ngang tim, lưng tựa ghế, chân không bắt chéo.</li>
<li>Đo 2 lần cách nhau 1 phút vào buổi sáng và buổi tối, ghi lại kết quả.</li>
</ul>
<h2>Thay đổi lối sống để hạ huyết áp</h2>
<p>Ăn nhạt dưới 5 g muối mỗi ngày, tăng rau xanh và trái cây, giảm rượu bia, bỏ thuốc lá, vận động ít nhất 30 phút mỗi ngày và giữ cân nặng hợp lý có thể giúp hạ huyết áp đáng kể. Với người đã dùng thuốc, tuyệt đối không tự ý ngưng thuốc khi thấy huyết áp đã ổn định.</p>
<blockquote>Hãy đo huyết áp ít nhất mỗi năm một lần từ tuổi 18, và thường xuyên hơn nếu bạn thừa cân, có người thân bị tăng huyết áp hoặc đã trên 40 tuổi.</blockquote>`,
    noidung_en: `<p>According to the Ministry of Health, about one adult in four in Vietnam has high blood pressure, yet fewer than half of them know it. The disease can stay silent for years and is often found only after a complication such as a stroke, a heart attack or kidney failure.</p>
<h2>What counts as high blood pressure?</h2>
<p>You have high blood pressure when readings taken at the clinic are <strong>140/90 mmHg</strong> or higher on several occasions. For readings taken at home, the threshold is <strong>135/85 mmHg</strong>.</p>
<h2>Measuring correctly at home</h2>
<ul>
<li>Rest for 5 minutes; no smoking or coffee in the 30 minutes before.</li>
<li>Keep the cuff at heart level, your back supported and your legs uncrossed.</li>
<li>Measure twice, one minute apart, morning and evening, and write the results down.</li>
</ul>
<h2>Lifestyle changes that lower blood pressure</h2>
<p>Less than 5 g of salt a day, more vegetables and fruit, less alcohol, no tobacco, at least 30 minutes of activity a day and a healthy weight all lower blood pressure noticeably. If you already take medication, never stop it on your own because your readings look normal.</p>
<blockquote>Have your blood pressure checked at least once a year from the age of 18, and more often if you are overweight, over 40 or have relatives with high blood pressure.</blockquote>`,
    noibat: true,
    daysAgo: 5,
    picture: { motif: 'heartPulse', extras: ['stethoscope', 'leaf'], tone: 2, layout: 2 },
  },
  {
    danhmuc: 'Kiến thức sức khỏe',
    tieude: '5 dấu hiệu cảnh báo đái tháo đường tuýp 2 bạn không nên bỏ qua',
    tieude_en: 'Five warning signs of type 2 diabetes you should not ignore',
    mota: 'Khát nhiều, tiểu nhiều, sụt cân không rõ lý do hay vết thương lâu lành có thể là dấu hiệu sớm của đái tháo đường. Xét nghiệm đường huyết đơn giản giúp phát hiện bệnh kịp thời.',
    mota_en:
      'Thirst, frequent urination, unexplained weight loss or slow-healing wounds can be early signs of diabetes. A simple blood sugar test finds it in time.',
    noidung: `<p>Đái tháo đường tuýp 2 chiếm hơn 90% các trường hợp đái tháo đường và đang ngày càng trẻ hóa. Phát hiện sớm giúp kiểm soát đường huyết dễ dàng hơn và phòng ngừa biến chứng ở mắt, thận, thần kinh và tim mạch.</p>
<h2>Năm dấu hiệu thường gặp</h2>
<ol>
<li><strong>Khát nước và uống nhiều</strong>, miệng khô dù đã uống đủ nước.</li>
<li><strong>Đi tiểu nhiều lần</strong>, nhất là về đêm.</li>
<li><strong>Sụt cân không rõ nguyên nhân</strong> dù ăn uống bình thường hoặc ăn nhiều hơn.</li>
<li><strong>Mệt mỏi, nhìn mờ</strong>, khó tập trung.</li>
<li><strong>Vết thương lâu lành</strong>, hay bị nhiễm trùng da, nấm hoặc viêm nướu.</li>
</ol>
<h2>Ai nên xét nghiệm đường huyết?</h2>
<p>Người trên 40 tuổi, người thừa cân, ít vận động, có bố mẹ hoặc anh chị em bị đái tháo đường, phụ nữ từng bị đái tháo đường thai kỳ và người bị tăng huyết áp nên xét nghiệm đường huyết lúc đói và HbA1c ít nhất mỗi năm một lần.</p>
<p>Tại Phòng khám Đa khoa An Tâm, xét nghiệm đường huyết có kết quả sau khoảng 30 phút. Nếu chỉ số bất thường, bác sĩ nội khoa sẽ tư vấn chế độ ăn, vận động và phác đồ điều trị phù hợp ngay trong buổi khám.</p>`,
    noidung_en: `<p>Type 2 diabetes accounts for over 90% of diabetes cases and affects ever younger people. Finding it early makes blood sugar easier to control and prevents damage to the eyes, kidneys, nerves and heart.</p>
<h2>Five common signs</h2>
<ol>
<li><strong>Thirst and drinking a lot</strong>, a dry mouth even after drinking enough.</li>
<li><strong>Urinating often</strong>, especially at night.</li>
<li><strong>Unexplained weight loss</strong> while eating normally or even more.</li>
<li><strong>Tiredness and blurred vision</strong>, difficulty concentrating.</li>
<li><strong>Wounds that heal slowly</strong>, frequent skin, fungal or gum infections.</li>
</ol>
<h2>Who should have a blood sugar test?</h2>
<p>People over 40, people who are overweight or inactive, who have a parent or sibling with diabetes, women who had gestational diabetes and people with high blood pressure should have a fasting glucose and HbA1c test at least once a year.</p>
<p>At Phòng khám Đa khoa An Tâm the blood sugar result is ready in about 30 minutes. If it is abnormal, an internist explains the diet, exercise and treatment that suit you during the same visit.</p>`,
    daysAgo: 9,
    picture: { motif: 'drop', extras: ['flask', 'leaf'], tone: 5, layout: 1 },
  },
  {
    danhmuc: 'Kiến thức sức khỏe',
    tieude: 'Sốt xuất huyết mùa mưa: nhận biết sớm dấu hiệu cảnh báo để tránh biến chứng',
    tieude_en: 'Dengue in the rainy season: spot the warning signs early',
    mota: 'Ngày thứ 3 đến ngày thứ 7 của bệnh là giai đoạn nguy hiểm nhất. Đau bụng, nôn nhiều, chảy máu chân răng hay lừ đừ là những dấu hiệu cần đến cơ sở y tế ngay.',
    mota_en:
      'Days 3 to 7 of the illness are the most dangerous. Abdominal pain, repeated vomiting, bleeding gums or lethargy mean you should see a doctor at once.',
    noidung: `<p>Mùa mưa là thời điểm số ca sốt xuất huyết tăng cao tại các tỉnh phía Nam. Bệnh do virus Dengue lây qua muỗi vằn, chưa có thuốc điều trị đặc hiệu, nhưng nếu được theo dõi đúng cách, hầu hết người bệnh hồi phục hoàn toàn.</p>
<h2>Các giai đoạn của bệnh</h2>
<p>Bệnh thường bắt đầu bằng sốt cao đột ngột, đau đầu, đau hốc mắt, đau cơ khớp. Điều nguy hiểm là <strong>khi hết sốt, người bệnh có thể bước vào giai đoạn nguy hiểm</strong> (thường từ ngày thứ 3 đến ngày thứ 7) với nguy cơ thoát huyết tương và sốc.</p>
<h2>Dấu hiệu cảnh báo cần đi khám ngay</h2>
<ul>
<li>Đau bụng nhiều, nhất là vùng gan (hạ sườn phải).</li>
<li>Nôn nhiều, không ăn uống được.</li>
<li>Chảy máu cam, chảy máu chân răng, nôn ra máu hoặc đi ngoài phân đen.</li>
<li>Lừ đừ, li bì hoặc vật vã, bứt rứt.</li>
<li>Tay chân lạnh, tiểu ít.</li>
</ul>
<h2>Chăm sóc tại nhà đúng cách</h2>
<p>Hạ sốt bằng paracetamol theo cân nặng, <strong>không dùng aspirin hay ibuprofen</strong>. Uống nhiều nước, oresol, nước trái cây; ăn thức ăn mềm, dễ tiêu. Người bệnh cần được xét nghiệm công thức máu theo chỉ định của bác sĩ để theo dõi tiểu cầu và hematocrit.</p>
<p>Phòng bệnh bằng cách ngủ màn, diệt lăng quăng, lật úp vật dụng chứa nước và phát quang bụi rậm quanh nhà.</p>`,
    noidung_en: `<p>The rainy season brings a sharp rise in dengue cases in southern Vietnam. Dengue is caused by a virus carried by Aedes mosquitoes. There is no specific medicine, but with proper monitoring almost every patient recovers fully.</p>
<h2>How the illness unfolds</h2>
<p>It usually starts with a sudden high fever, headache, pain behind the eyes and aching muscles and joints. The danger is that <strong>the critical phase can begin as the fever goes down</strong> (usually between days 3 and 7), with a risk of plasma leakage and shock.</p>
<h2>Warning signs: see a doctor at once</h2>
<ul>
<li>Severe abdominal pain, especially under the right ribs.</li>
<li>Repeated vomiting, unable to eat or drink.</li>
<li>Nosebleeds, bleeding gums, vomiting blood or black stools.</li>
<li>Lethargy, drowsiness or restlessness.</li>
<li>Cold hands and feet, passing little urine.</li>
</ul>
<h2>Caring for the patient at home</h2>
<p>Lower the fever with paracetamol dosed by weight, and <strong>never use aspirin or ibuprofen</strong>. Drink plenty: water, oral rehydration salts, fruit juice; eat soft, easily digested food. Blood counts ordered by the doctor track platelets and haematocrit.</p>
<p>Prevent it by sleeping under a mosquito net, removing larvae, turning over containers that hold water and clearing bushes around the house.</p>`,
    noibat: true,
    daysAgo: 7,
    picture: { motif: 'thermometer', extras: ['drop', 'shield'], tone: 4, layout: 0 },
  },
  {
    danhmuc: 'Kiến thức sức khỏe',
    tieude: 'Chế độ ăn cho người viêm dạ dày và trào ngược: nên và không nên',
    tieude_en: 'Eating well with gastritis and reflux: what helps and what to avoid',
    mota: 'Ăn đúng giờ, chia nhỏ bữa, tránh đồ chua cay và không nằm ngay sau khi ăn giúp giảm đáng kể triệu chứng ợ nóng, đau thượng vị.',
    mota_en:
      'Regular, smaller meals, avoiding sour and spicy food and not lying down after eating greatly reduce heartburn and upper abdominal pain.',
    noidung: `<p>Viêm dạ dày và trào ngược dạ dày thực quản là hai bệnh lý tiêu hóa phổ biến ở người trưởng thành, đặc biệt là người làm việc căng thẳng, ăn uống thất thường. Bên cạnh thuốc, chế độ ăn uống đóng vai trò quyết định trong việc kiểm soát triệu chứng.</p>
<h2>Thực phẩm nên ăn</h2>
<ul>
<li>Cơm, cháo, bánh mì, khoai lang, yến mạch: trung hòa axit, dễ tiêu.</li>
<li>Thịt nạc, cá, trứng luộc hoặc hấp thay vì chiên rán.</li>
<li>Rau xanh nấu chín, chuối, đu đủ chín.</li>
<li>Sữa chua không đường giúp cân bằng hệ vi sinh đường ruột.</li>
</ul>
<h2>Thực phẩm nên hạn chế</h2>
<ul>
<li>Đồ chua, cay, nhiều dầu mỡ, đồ ăn nhanh.</li>
<li>Cà phê, trà đặc, nước có ga, rượu bia.</li>
<li>Sô-cô-la, bạc hà, hành tỏi sống khi đang có triệu chứng trào ngược.</li>
</ul>
<h2>Thói quen quan trọng không kém</h2>
<p>Ăn đúng giờ, chia thành 4–5 bữa nhỏ, nhai kỹ, không ăn quá no. Tránh nằm trong vòng 2–3 giờ sau khi ăn và kê cao đầu giường khoảng 15 cm nếu hay ợ nóng về đêm. Nếu đau thượng vị kéo dài trên 2 tuần, sụt cân, nuốt nghẹn hoặc đi ngoài phân đen, hãy đi khám để được nội soi và điều trị kịp thời.</p>`,
    noidung_en: `<p>Gastritis and gastro-oesophageal reflux are common digestive conditions in adults, especially among people with stressful work and irregular meals. Alongside medication, diet decides how well the symptoms are controlled.</p>
<h2>Foods that help</h2>
<ul>
<li>Rice, rice porridge, bread, sweet potato and oats: they buffer acid and digest easily.</li>
<li>Lean meat, fish and eggs, boiled or steamed rather than fried.</li>
<li>Cooked vegetables, bananas and ripe papaya.</li>
<li>Unsweetened yoghurt, which supports a healthy gut flora.</li>
</ul>
<h2>Foods to limit</h2>
<ul>
<li>Sour, spicy and fatty food, fast food.</li>
<li>Coffee, strong tea, fizzy drinks and alcohol.</li>
<li>Chocolate, mint, raw onion and garlic while reflux symptoms last.</li>
</ul>
<h2>Habits matter as much</h2>
<p>Eat at regular times, in 4 to 5 small meals, chew well and do not overeat. Do not lie down for 2 to 3 hours after a meal, and raise the head of the bed by about 15 cm if heartburn wakes you at night. If upper abdominal pain lasts more than two weeks, or you lose weight, have trouble swallowing or pass black stools, see a doctor for an endoscopy and timely treatment.</p>`,
    daysAgo: 16,
    picture: { motif: 'leaf', extras: ['capsule', 'heartPulse'], tone: 1, layout: 2 },
  },
  {
    danhmuc: 'Tiểu phẫu và thủ thuật',
    tieude: 'U bã đậu có nguy hiểm không? Khi nào nên tiểu phẫu?',
    tieude_en: 'Are sebaceous cysts dangerous? When should one be removed?',
    mota: 'U bã đậu lành tính nhưng dễ viêm, tái phát nếu tự nặn. Tiểu phẫu cắt trọn vỏ nang chỉ mất khoảng 30 phút, gây tê tại chỗ và về trong ngày.',
    mota_en:
      'Sebaceous cysts are benign but inflame easily and come back if squeezed. Removing the whole capsule takes about 30 minutes under local anaesthesia, home the same day.',
    noidung: `<p>U bã đậu (nang biểu bì) là khối u lành tính dưới da, thường gặp ở mặt, cổ, lưng và sau tai. Khối u mềm, di động, có thể có một lỗ nhỏ màu đen ở giữa. Bên trong chứa chất bã màu trắng ngà, có mùi hôi khi bị vỡ.</p>
<h2>Vì sao không nên tự nặn?</h2>
<p>Nặn u bã đậu chỉ đẩy được một phần chất bã ra ngoài, còn vỏ nang vẫn nằm dưới da nên u sẽ tái phát. Việc nặn còn dễ gây <strong>viêm, nhiễm trùng, áp xe</strong> và để lại sẹo xấu.</p>
<h2>Khi nào nên tiểu phẫu?</h2>
<ul>
<li>U lớn dần, gây vướng víu hoặc mất thẩm mỹ.</li>
<li>U đã từng viêm, sưng đỏ, đau nhức.</li>
<li>U ở vị trí dễ cọ xát như lưng, cổ áo, thắt lưng.</li>
</ul>
<h2>Quy trình tiểu phẫu tại phòng khám</h2>
<p>Bác sĩ khám và siêu âm phần mềm nếu cần để xác định kích thước. Sau khi gây tê tại chỗ, bác sĩ rạch một đường nhỏ, bóc trọn vỏ nang và khâu thẩm mỹ. Thủ thuật kéo dài khoảng 20–30 phút, người bệnh về nhà ngay, cắt chỉ sau 7–10 ngày.</p>
<p>Nếu u đang viêm tấy, bác sĩ sẽ điều trị hết viêm trước rồi mới cắt trọn nang, giúp giảm nguy cơ tái phát và vết mổ đẹp hơn.</p>`,
    noidung_en: `<p>A sebaceous (epidermoid) cyst is a benign lump under the skin, usually on the face, neck, back or behind the ear. It is soft, moves under the finger and may have a small dark opening in the middle. It contains an off-white, foul-smelling material when it bursts.</p>
<h2>Why you should not squeeze it</h2>
<p>Squeezing pushes out only part of the contents; the capsule stays under the skin and the cyst grows back. It also easily leads to <strong>inflammation, infection or an abscess</strong> and leaves an ugly scar.</p>
<h2>When to have it removed</h2>
<ul>
<li>The cyst keeps growing, gets in the way or bothers you.</li>
<li>It has been inflamed, red, swollen or painful before.</li>
<li>It sits where clothes rub: the back, the collar line, the waist.</li>
</ul>
<h2>How we remove it</h2>
<p>The doctor examines it, with a soft-tissue ultrasound when needed to measure it. Under local anaesthesia a small incision is made, the whole capsule is removed and the skin is closed with cosmetic stitches. It takes 20 to 30 minutes; you go home straight away and the stitches come out after 7 to 10 days.</p>
<p>If the cyst is inflamed, the inflammation is treated first and the capsule removed afterwards, which lowers the risk of recurrence and leaves a neater scar.</p>`,
    noibat: true,
    daysAgo: 4,
    picture: { motif: 'bandage', extras: ['shield', 'clipboard'], tone: 0, layout: 0 },
  },
  {
    danhmuc: 'Tiểu phẫu và thủ thuật',
    tieude: 'Móng chân mọc quặp: nguyên nhân, cách xử trí và phòng ngừa',
    tieude_en: 'Ingrown toenails: causes, treatment and prevention',
    mota: 'Cắt móng sai cách và đi giày chật là nguyên nhân hàng đầu. Thủ thuật cắt bờ móng và đốt chân móng giúp chấm dứt tình trạng tái phát.',
    mota_en:
      'Cutting nails wrongly and tight shoes are the main causes. Removing the nail edge and treating its root stops it coming back.',
    noidung: `<p>Móng chân mọc quặp xảy ra khi bờ móng đâm vào phần da xung quanh, gây sưng đỏ, đau nhức, thậm chí chảy mủ. Tình trạng này hay gặp ở ngón chân cái, ở cả trẻ vị thành niên và người lớn.</p>
<h2>Nguyên nhân thường gặp</h2>
<ul>
<li>Cắt móng quá sát hoặc cắt tròn hai góc móng.</li>
<li>Đi giày chật, giày mũi nhọn, giày cao gót thường xuyên.</li>
<li>Chấn thương ngón chân, ra nhiều mồ hôi chân.</li>
<li>Móng dày, cong bẩm sinh.</li>
</ul>
<h2>Điều trị</h2>
<p>Ở giai đoạn sớm, ngâm chân nước ấm, giữ khô thoáng và đi giày rộng có thể giúp cải thiện. Khi đã viêm nhiễm hoặc tái phát nhiều lần, <strong>thủ thuật cắt bờ móng kết hợp xử lý chân móng</strong> là phương pháp triệt để. Thủ thuật được gây tê tại ngón, kéo dài khoảng 20 phút, người bệnh có thể đi lại ngay sau đó.</p>
<h2>Phòng ngừa tái phát</h2>
<p>Cắt móng thẳng ngang, không cắt sâu vào hai góc, để móng dài ngang đầu ngón. Chọn giày vừa chân, có mũi rộng. Người bị đái tháo đường cần đặc biệt chú ý chăm sóc bàn chân và đi khám sớm khi có vết thương.</p>`,
    noidung_en: `<p>An ingrown toenail happens when the edge of the nail grows into the surrounding skin, causing redness, swelling, pain and sometimes pus. It mostly affects the big toe, in teenagers and adults alike.</p>
<h2>Common causes</h2>
<ul>
<li>Cutting nails too short or rounding off the corners.</li>
<li>Tight, pointed or high-heeled shoes worn every day.</li>
<li>Toe injuries and sweaty feet.</li>
<li>Naturally thick or curved nails.</li>
</ul>
<h2>Treatment</h2>
<p>Early on, warm foot soaks, keeping the foot dry and wearing roomy shoes can help. Once it is infected or keeps coming back, <strong>removing the nail edge and treating its root</strong> solves the problem for good. The toe is numbed, the procedure takes about 20 minutes and you can walk straight afterwards.</p>
<h2>Keeping it from coming back</h2>
<p>Cut nails straight across, not deep into the corners, level with the tip of the toe. Choose shoes that fit, with a wide toe box. People with diabetes should take special care of their feet and see a doctor early for any wound.</p>`,
    daysAgo: 13,
    picture: { motif: 'bandage', extras: ['bone', 'sun'], tone: 3, layout: 2 },
  },
  {
    danhmuc: 'Tiểu phẫu và thủ thuật',
    tieude: 'Chăm sóc vết thương sau tiểu phẫu đúng cách để mau lành, ít sẹo',
    tieude_en: 'Caring for your wound after minor surgery: heal faster, scar less',
    mota: 'Giữ vết thương khô sạch, thay băng đúng hẹn và nhận biết sớm dấu hiệu nhiễm trùng là ba nguyên tắc vàng sau mọi thủ thuật.',
    mota_en:
      'Keep the wound clean and dry, change the dressing on schedule and spot infection early: three golden rules after any procedure.',
    noidung: `<p>Một ca tiểu phẫu thành công chỉ là một nửa chặng đường; nửa còn lại phụ thuộc vào việc chăm sóc vết thương tại nhà. Dưới đây là hướng dẫn chung của các bác sĩ ngoại khoa Phòng khám Đa khoa An Tâm.</p>
<h2>Trong 48 giờ đầu</h2>
<ul>
<li>Giữ băng khô, không để nước thấm vào vết thương.</li>
<li>Có thể chườm lạnh bên ngoài băng 10–15 phút để giảm sưng đau.</li>
<li>Uống thuốc giảm đau, kháng sinh (nếu có) đúng theo đơn.</li>
</ul>
<h2>Thay băng và vệ sinh</h2>
<p>Thay băng theo lịch bác sĩ hẹn, thường 1–2 ngày một lần. Rửa tay sạch trước khi thay băng, làm sạch vết thương bằng nước muối sinh lý, thấm khô và dán băng vô trùng mới. Không bôi các loại lá, thuốc không rõ nguồn gốc lên vết thương.</p>
<h2>Dấu hiệu cần quay lại phòng khám</h2>
<ul>
<li>Vết thương sưng, nóng, đỏ, đau tăng dần sau ngày thứ 2.</li>
<li>Chảy dịch đục, có mùi hôi hoặc chảy máu không cầm.</li>
<li>Sốt trên 38 °C.</li>
</ul>
<h2>Hạn chế sẹo</h2>
<p>Sau khi cắt chỉ, có thể dùng gel silicone trị sẹo theo hướng dẫn, tránh nắng trực tiếp lên vết thương ít nhất 3 tháng và hạn chế vận động mạnh kéo căng vùng da vừa khâu.</p>`,
    noidung_en: `<p>A successful procedure is only half the journey; the other half is how the wound is cared for at home. Here is the general advice of the surgeons of Phòng khám Đa khoa An Tâm.</p>
<h2>The first 48 hours</h2>
<ul>
<li>Keep the dressing dry and do not let water soak into the wound.</li>
<li>A cold pack over the dressing for 10 to 15 minutes eases swelling and pain.</li>
<li>Take painkillers and antibiotics (if prescribed) exactly as written.</li>
</ul>
<h2>Changing the dressing</h2>
<p>Change the dressing when the doctor says, usually every 1 to 2 days. Wash your hands first, clean the wound with saline, pat it dry and apply a new sterile dressing. Never put leaves or remedies of unknown origin on the wound.</p>
<h2>Come back to the clinic if</h2>
<ul>
<li>The wound gets more swollen, hot, red or painful after day 2.</li>
<li>It oozes cloudy or foul-smelling fluid, or bleeding does not stop.</li>
<li>You have a fever above 38 °C.</li>
</ul>
<h2>Keeping the scar small</h2>
<p>After the stitches are out, a silicone scar gel used as directed helps; keep the wound out of direct sunlight for at least three months and avoid strenuous movement that stretches the healing skin.</p>`,
    daysAgo: 20,
    picture: { motif: 'clipboard', extras: ['bandage', 'bottle', 'sun'], tone: 5, layout: 0 },
  },
  {
    danhmuc: 'Ưu đãi và sự kiện',
    tieude: 'Giảm 30% chi phí điều trị, tiểu phẫu cho 50 khách hàng đăng ký đầu tiên',
    tieude_en: '30% off treatment or minor surgery for the first 50 people who register',
    mota: 'Ưu đãi áp dụng cho chi phí điều trị và tiểu phẫu tại phòng khám, dành cho 50 khách hàng đăng ký thành viên sớm nhất trong tháng.',
    mota_en:
      'The discount covers treatment and minor surgery at the clinic for the first 50 people who register as members this month.',
    noidung: `<p>Nhân dịp khai trương khu tiểu phẫu mới, Phòng khám Đa khoa An Tâm dành tặng <strong>ưu đãi giảm 30%</strong> chi phí điều trị hoặc tiểu phẫu cho 50 khách hàng đăng ký thành viên đầu tiên.</p>
<h2>Đối tượng và điều kiện</h2>
<ul>
<li>Khách hàng đăng ký thành viên trên website hoặc tại quầy tiếp đón.</li>
<li>Ưu đãi áp dụng cho một lần điều trị hoặc một thủ thuật tiểu phẫu trong vòng 60 ngày kể từ ngày đăng ký.</li>
<li>Không áp dụng đồng thời với các chương trình khuyến mãi khác và không quy đổi thành tiền mặt.</li>
</ul>
<h2>Cách nhận ưu đãi</h2>
<ol>
<li>Vào trang <a href="/dang-ky-thanh-vien">Đăng ký thành viên</a> và điền thông tin.</li>
<li>Nhận tin nhắn xác nhận kèm mã ưu đãi.</li>
<li>Đặt lịch hẹn và xuất trình mã khi đến khám.</li>
</ol>
<p>Chương trình kết thúc khi đủ 50 suất. Mọi thắc mắc, vui lòng liên hệ hotline để được nhân viên hỗ trợ.</p>`,
    noidung_en: `<p>To celebrate the opening of our new minor surgery suite, Phòng khám Đa khoa An Tâm offers <strong>30% off</strong> treatment or minor surgery to the first 50 people who register as members.</p>
<h2>Who can use it</h2>
<ul>
<li>Anyone who registers as a member on the website or at reception.</li>
<li>The discount covers one course of treatment or one minor procedure within 60 days of registering.</li>
<li>It cannot be combined with other offers or exchanged for cash.</li>
</ul>
<h2>How to get it</h2>
<ol>
<li>Go to <a href="/dang-ky-thanh-vien">Member registration</a> and fill in your details.</li>
<li>Receive a confirmation message with your discount code.</li>
<li>Book an appointment and show the code when you come.</li>
</ol>
<p>The offer ends when all 50 places are taken. For any question, call the hotline and our staff will help.</p>`,
    noibat: true,
    daysAgo: 2,
    picture: { motif: 'gift', extras: ['heartPulse', 'calendar'], tone: 4, layout: 1 },
  },
  {
    danhmuc: 'Ưu đãi và sự kiện',
    tieude: 'Ngày hội khám sức khỏe miễn phí cho người cao tuổi phường Chợ Quán',
    tieude_en: 'Free health check day for older residents of Chợ Quán ward',
    mota: 'Hơn 300 người cao tuổi được đo huyết áp, xét nghiệm đường huyết, khám nội khoa và nhận tư vấn dinh dưỡng miễn phí trong ngày hội.',
    mota_en:
      'Over 300 older residents had their blood pressure and blood sugar checked, saw an internist and received nutrition advice, free of charge.',
    noidung: `<p>Sáng Chủ nhật vừa qua, Phòng khám Đa khoa An Tâm phối hợp cùng Ủy ban nhân dân phường Chợ Quán tổ chức ngày hội khám sức khỏe miễn phí dành cho người cao tuổi trên địa bàn.</p>
<h2>Hoạt động trong ngày hội</h2>
<ul>
<li>Đo huyết áp, chỉ số khối cơ thể (BMI) và xét nghiệm đường huyết mao mạch.</li>
<li>Khám nội khoa và tư vấn sử dụng thuốc an toàn cho người có bệnh mạn tính.</li>
<li>Tư vấn dinh dưỡng, vận động phù hợp với người trên 60 tuổi.</li>
<li>Tặng sổ theo dõi huyết áp và đường huyết.</li>
</ul>
<p>Qua đợt khám, các bác sĩ phát hiện 46 trường hợp tăng huyết áp chưa được điều trị và 19 trường hợp nghi ngờ đái tháo đường. Tất cả đều được hướng dẫn tái khám và theo dõi miễn phí trong 3 tháng.</p>
<p>Bác sĩ Nguyễn Văn Hùng, Giám đốc chuyên môn, chia sẻ: “Người cao tuổi thường ngại đi khám vì sợ tốn kém, mất thời gian. Những ngày hội như thế này giúp chúng tôi phát hiện bệnh sớm và đồng hành lâu dài cùng các cô chú.” Phòng khám dự kiến tổ chức chương trình định kỳ mỗi quý.</p>`,
    noidung_en: `<p>Last Sunday morning, Phòng khám Đa khoa An Tâm and the People's Committee of Chợ Quán ward held a free health check day for the ward's older residents.</p>
<h2>What the day offered</h2>
<ul>
<li>Blood pressure, body mass index (BMI) and finger-prick blood sugar tests.</li>
<li>An internist's examination and advice on using medicines safely with chronic conditions.</li>
<li>Advice on nutrition and exercise suited to people over 60.</li>
<li>A free logbook for blood pressure and blood sugar.</li>
</ul>
<p>The doctors found 46 people with untreated high blood pressure and 19 with suspected diabetes. All of them were offered free follow-up visits for three months.</p>
<p>Dr Nguyễn Văn Hùng, medical director, said: “Older people often put off seeing a doctor because of cost and time. Days like this let us find disease early and stay at their side.” The clinic plans to repeat the event every quarter.</p>`,
    daysAgo: 24,
    picture: { motif: 'people', extras: ['heartPulse', 'stethoscope'], tone: 1, layout: 0 },
  },
  {
    danhmuc: 'Hướng dẫn khách hàng',
    tieude: 'Cần chuẩn bị gì trước khi đi khám sức khỏe tổng quát?',
    tieude_en: 'How to prepare for a general health check',
    mota: 'Nhịn ăn 8 tiếng, mang theo kết quả khám cũ và danh sách thuốc đang dùng giúp buổi khám chính xác và nhanh chóng hơn.',
    mota_en:
      'Fasting for 8 hours and bringing earlier results and a list of your medicines make the check faster and more accurate.',
    noidung: `<p>Khám sức khỏe tổng quát định kỳ giúp phát hiện sớm các bệnh lý thường gặp như tăng huyết áp, đái tháo đường, rối loạn mỡ máu hay bệnh gan. Chuẩn bị đúng cách giúp kết quả chính xác và tiết kiệm thời gian của bạn.</p>
<h2>Trước ngày khám</h2>
<ul>
<li><strong>Nhịn ăn ít nhất 8 tiếng</strong> trước khi lấy máu xét nghiệm; vẫn có thể uống nước lọc.</li>
<li>Không uống rượu bia, cà phê và hạn chế đồ ăn nhiều dầu mỡ vào tối hôm trước.</li>
<li>Ngủ đủ giấc, tránh vận động quá sức.</li>
</ul>
<h2>Mang theo khi đi khám</h2>
<ul>
<li>Căn cước công dân và thẻ bảo hiểm y tế (nếu có).</li>
<li>Kết quả khám, xét nghiệm, phim chụp gần nhất.</li>
<li>Danh sách hoặc vỏ hộp các loại thuốc đang dùng.</li>
</ul>
<h2>Lưu ý khác</h2>
<p>Nếu cần siêu âm bụng, nên uống nhiều nước và nhịn tiểu trước khi siêu âm khoảng 1 tiếng. Phụ nữ đang trong kỳ kinh nguyệt nên báo với nhân viên để sắp xếp xét nghiệm nước tiểu vào ngày khác. Người đang dùng thuốc huyết áp, tiểu đường vẫn uống thuốc buổi sáng theo hướng dẫn của bác sĩ.</p>`,
    noidung_en: `<p>A regular general health check finds common conditions early: high blood pressure, diabetes, high cholesterol or liver disease. Preparing well makes the results accurate and saves you time.</p>
<h2>The day before</h2>
<ul>
<li><strong>Fast for at least 8 hours</strong> before the blood test; plain water is fine.</li>
<li>No alcohol or coffee, and go easy on fatty food the evening before.</li>
<li>Sleep well and avoid strenuous exercise.</li>
</ul>
<h2>What to bring</h2>
<ul>
<li>Your citizen ID card and health insurance card (if you have one).</li>
<li>Your latest examination and test results and any scans.</li>
<li>A list, or the boxes, of the medicines you take.</li>
</ul>
<h2>Good to know</h2>
<p>For an abdominal ultrasound, drink plenty of water and do not urinate for about an hour before. Women having their period should tell the staff, so the urine test can be done another day. If you take blood pressure or diabetes medicine, take your morning dose as your doctor advised.</p>`,
    daysAgo: 30,
    picture: { motif: 'clipboard', extras: ['flask', 'calendar'], tone: 2, layout: 1 },
  },
  {
    danhmuc: 'Hướng dẫn khách hàng',
    tieude: 'Quy trình khám bệnh tại Phòng khám Đa khoa An Tâm trong 5 bước',
    tieude_en: 'Your visit to Phòng khám Đa khoa An Tâm in five steps',
    mota: 'Từ tiếp đón, khám, làm xét nghiệm đến nhận thuốc: mọi bước được sắp xếp liền mạch trên một tầng để bạn không phải chờ lâu.',
    mota_en:
      'From reception to examination, tests and your medicines: every step is on one floor, so you do not wait long.',
    noidung: `<p>Phòng khám Đa khoa An Tâm thiết kế quy trình khám một chiều, các khu vực được bố trí liền kề để người bệnh di chuyển ít nhất và nhận kết quả nhanh nhất.</p>
<h2>Năm bước khám bệnh</h2>
<ol>
<li><strong>Tiếp đón:</strong> xuất trình căn cước công dân, nhận số thứ tự. Nếu đã đặt lịch, báo tên tại quầy ưu tiên.</li>
<li><strong>Đo sinh hiệu:</strong> điều dưỡng đo huyết áp, mạch, nhiệt độ, cân nặng.</li>
<li><strong>Khám bệnh:</strong> bác sĩ hỏi bệnh, thăm khám và chỉ định xét nghiệm hoặc chẩn đoán hình ảnh nếu cần.</li>
<li><strong>Cận lâm sàng:</strong> lấy máu, siêu âm, điện tim ngay tại phòng khám; phần lớn kết quả có trong 30–60 phút.</li>
<li><strong>Kết luận và nhận thuốc:</strong> bác sĩ đọc kết quả, kê đơn, hẹn tái khám; thanh toán và nhận thuốc tại nhà thuốc.</li>
</ol>
<h2>Thanh toán</h2>
<p>Phòng khám nhận tiền mặt, thẻ ngân hàng, chuyển khoản và ví điện tử. Hóa đơn điện tử được gửi qua email hoặc tin nhắn theo yêu cầu.</p>
<p>Nếu bạn cần hỗ trợ trong bất kỳ bước nào, hãy hỏi nhân viên mặc áo xanh tại sảnh hoặc gọi hotline của phòng khám.</p>`,
    noidung_en: `<p>Phòng khám Đa khoa An Tâm runs a one-way patient flow: every area is next to the one before, so you walk as little as possible and get results as quickly as possible.</p>
<h2>Five steps</h2>
<ol>
<li><strong>Reception:</strong> show your citizen ID and take a queue number. If you booked, give your name at the priority desk.</li>
<li><strong>Vital signs:</strong> a nurse measures blood pressure, pulse, temperature and weight.</li>
<li><strong>Examination:</strong> the doctor takes your history, examines you and orders tests or imaging if needed.</li>
<li><strong>Tests:</strong> blood tests, ultrasound and ECG on site; most results are ready within 30 to 60 minutes.</li>
<li><strong>Conclusion and medicines:</strong> the doctor explains the results, prescribes and books a follow-up; you pay and collect your medicines at the pharmacy.</li>
</ol>
<h2>Paying</h2>
<p>We accept cash, bank cards, bank transfers and e-wallets. An e-invoice can be sent by email or text message on request.</p>
<p>If you need help at any step, ask a member of staff in blue in the lobby or call the clinic's hotline.</p>`,
    daysAgo: 38,
    picture: { motif: 'stethoscope', extras: ['clipboard', 'capsule', 'calendar'], tone: 0, layout: 2 },
  },
];
