// Demo success stories: patients' journeys the clinic publishes with their consent.
import type { SeedStory } from './types';

export const demoStories: SeedStory[] = [
  {
    tieude: 'Chú Tư và hành trình đưa HbA1c từ 9,2% về 6,8% trong sáu tháng',
    tieude_en: 'Uncle Tư brings his HbA1c down from 9.2% to 6.8% in six months',
    mota: 'Phát hiện đái tháo đường khi đi khám vì vết thương ở chân lâu lành, chú Tư đã thay đổi cách ăn, đi bộ mỗi sáng và kiểm soát đường huyết ổn định.',
    mota_en:
      'Diagnosed with diabetes after a foot wound would not heal, Uncle Tư changed his diet, walks every morning and now keeps his blood sugar steady.',
    noidung: `<p>Chú Tư, 58 tuổi, đến Phòng khám Đa khoa An Tâm vì một vết trầy nhỏ ở bàn chân mãi không lành. Xét nghiệm cho thấy đường huyết lúc đói 11,4 mmol/L và HbA1c 9,2%: chú bị đái tháo đường tuýp 2 mà không hề biết.</p>
<h2>Những thay đổi nhỏ mỗi ngày</h2>
<p>Cùng bác sĩ Nguyễn Văn Hùng, chú Tư đặt ra mục tiêu cụ thể cho từng tháng:</p>
<ul>
<li>Thay cơm trắng bằng cơm gạo lứt trộn, ăn rau trước mỗi bữa.</li>
<li>Bỏ nước ngọt, giảm dần cà phê sữa buổi sáng.</li>
<li>Đi bộ 30 phút mỗi sáng cùng vợ quanh công viên.</li>
<li>Uống thuốc đúng giờ và tự đo đường huyết 3 lần mỗi tuần.</li>
</ul>
<h2>Kết quả</h2>
<p>Sau sáu tháng, chỉ số HbA1c của chú giảm còn 6,8%, cân nặng giảm 6 kg, vết thương ở chân đã lành hẳn. “Lúc đầu tôi nghĩ bị tiểu đường là phải kiêng khổ sở lắm. Được bác sĩ chỉ từng chút một, giờ tôi thấy khỏe hơn cả hồi chưa bệnh,” chú Tư chia sẻ.</p>`,
    noidung_en: `<p>Uncle Tư, 58, came to Phòng khám Đa khoa An Tâm because a small graze on his foot would not heal. His fasting glucose was 11.4 mmol/L and his HbA1c 9.2%: he had type 2 diabetes without knowing it.</p>
<h2>Small changes every day</h2>
<p>With Dr Nguyễn Văn Hùng, he set concrete goals for each month:</p>
<ul>
<li>Mixing brown rice into his white rice and eating vegetables first at every meal.</li>
<li>No more soft drinks, and gradually less sweet milk coffee in the morning.</li>
<li>A 30-minute walk every morning with his wife around the park.</li>
<li>Taking his medicine on time and checking his blood sugar three times a week.</li>
</ul>
<h2>The result</h2>
<p>Six months later his HbA1c was 6.8%, he had lost 6 kg and the foot wound had healed completely. “At first I thought diabetes meant a miserable diet. With the doctor guiding me step by step, I feel better now than before I was ill,” he says.</p>`,
    daysAgo: 10,
    picture: { motif: 'drop', extras: ['leaf', 'heartPulse', 'sun'], tone: 3, layout: 1 },
  },
  {
    tieude: 'Bé Na tự tin mang dép trở lại sau ca điều trị móng chân mọc quặp',
    tieude_en: 'Little Na wears sandals again after her ingrown toenail treatment',
    mota: 'Hai năm đau nhức vì móng quặp tái phát, bé Na (13 tuổi) đã được điều trị dứt điểm chỉ với một thủ thuật 20 phút.',
    mota_en:
      'After two years of pain from a recurring ingrown toenail, 13-year-old Na was cured by a 20-minute procedure.',
    noidung: `<p>Bé Na, học sinh lớp 8, bị móng chân mọc quặp ở ngón cái từ năm lớp 6. Mỗi lần đau, gia đình lại nhờ người cắt khóe móng, nhưng chỉ vài tháng sau móng lại đâm vào da, sưng đỏ và chảy mủ. Bé phải bỏ các buổi học thể dục và ngại mang dép khi đi chơi.</p>
<h2>Điều trị dứt điểm</h2>
<p>Bác sĩ Lê Quốc Bảo giải thích cho gia đình rằng việc cắt khóe móng chỉ giải quyết tạm thời. Sau khi điều trị hết viêm, bé được thực hiện thủ thuật cắt bờ móng và xử lý chân móng dưới gây tê tại ngón. Thủ thuật kéo dài khoảng 20 phút, bé đi lại được ngay sau đó.</p>
<h2>Một năm sau</h2>
<p>Móng chân của Na mọc thẳng, không còn tái phát. Mẹ bé kể: “Con bé vui lắm, hè này đã đi biển và mang dép suốt. Giá mà gia đình biết đến phòng khám sớm hơn.”</p>`,
    noidung_en: `<p>Na, in eighth grade, had suffered from an ingrown big toenail since sixth grade. Each time it hurt, her family had someone trim the corner of the nail, but within a few months it grew into the skin again, red, swollen and oozing. She missed PE lessons and was shy about wearing sandals.</p>
<h2>A lasting cure</h2>
<p>Dr Lê Quốc Bảo explained to the family that trimming the corner only helps for a while. Once the infection had cleared, he removed the nail edge and treated its root with the toe numbed. It took about 20 minutes and she walked out straight afterwards.</p>
<h2>A year later</h2>
<p>Na's nail grows straight and has not come back. Her mother says: “She is so happy; she spent the summer at the beach in sandals. We wish we had found the clinic sooner.”</p>`,
    daysAgo: 21,
    picture: { motif: 'sun', extras: ['bandage', 'people'], tone: 4, layout: 2 },
  },
  {
    tieude: 'Anh H. trở lại công việc sau ca mổ thoát vị bẹn nhờ chương trình tài trợ',
    tieude_en: 'Mr H. is back at work after a sponsored hernia operation',
    // It follows the operated case of the sponsorship programme (sponsorships.ts).
    taitro: 'Đã phẫu thuật thành công: mổ thoát vị bẹn cho anh H.',
    mota: 'Từ một người lao động phải nghỉ việc vì đau, anh H. đã khỏe mạnh trở lại nhờ sự chung tay của 86 nhà hảo tâm và đội ngũ bác sĩ.',
    mota_en: 'A labourer forced off work by pain, Mr H. is healthy again thanks to 86 donors and the medical team.',
    noidung: `<p>Khi đến phòng khám lần đầu, anh H. đã phải nghỉ bốc xếp gần hai tháng vì khối thoát vị bẹn gây đau mỗi khi mang vác. Không có bảo hiểm y tế và không còn thu nhập, anh gần như bỏ ý định điều trị.</p>
<h2>Chương trình tài trợ ca mổ</h2>
<p>Nhân viên công tác xã hội của phòng khám đã hướng dẫn anh nộp hồ sơ xét duyệt. Chỉ sau 3 tuần kêu gọi, 86 nhà hảo tâm đã đóng góp đủ 12 triệu đồng cho ca mổ đặt lưới tại bệnh viện đối tác.</p>
<h2>Cuộc sống mới</h2>
<p>Bốn tuần sau mổ, anh H. đã quay lại chợ làm việc. Anh vẫn đến phòng khám tái khám đúng hẹn và mỗi lần đến đều mang theo ít trái cây “gửi các bác sĩ”. Câu chuyện của anh là động lực để chương trình tiếp tục giúp đỡ những hoàn cảnh khó khăn khác.</p>`,
    noidung_en: `<p>When he first came to the clinic, Mr H. had been off work as a porter for almost two months because his inguinal hernia hurt whenever he carried a load. With no health insurance and no income, he had all but given up on treatment.</p>
<h2>The sponsored operation programme</h2>
<p>The clinic's social worker helped him submit an application for review. Within three weeks of the appeal, 86 donors had given the full 12 million đồng for a mesh repair at a partner hospital.</p>
<h2>A new start</h2>
<p>Four weeks after the operation, Mr H. was back at the market. He still comes to every follow-up visit, always with a little fruit “for the doctors”. His story encourages the programme to keep helping others in hardship.</p>`,
    daysAgo: 35,
    picture: { motif: 'care', extras: ['people', 'shield'], tone: 1, layout: 1 },
  },
];
