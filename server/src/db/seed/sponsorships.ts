// Demo sponsored operations (tài trợ ca mổ): two still raising funds, one operated. Patients are named by
// initials and age only, as the charity programme publishes them with the family's consent.
import type { SeedSponsorship } from './types';

export const demoSponsorships: SeedSponsorship[] = [
  {
    tieude: 'Cùng bà L. bóc khối u bã đậu lớn vùng lưng đã 10 năm',
    tieude_en: 'Help Mrs L. have a ten-year-old cyst removed from her back',
    benhnhan: 'Bà N.T.L., 72 tuổi, xã Cần Giờ',
    benhnhan_en: 'Mrs N.T.L., 72, Cần Giờ commune',
    mota: 'Bà L. sống một mình, khối u ở lưng lớn dần và nhiều lần viêm loét khiến bà không thể nằm ngửa. Chi phí tiểu phẫu và chăm sóc vết thương vượt quá khả năng của bà.',
    mota_en:
      'Mrs L. lives alone; the lump on her back keeps growing and has ulcerated several times, so she cannot lie on her back. The surgery and wound care cost more than she can afford.',
    noidung: `<p>Bà L. năm nay 72 tuổi, sống một mình trong căn nhà nhỏ ở xã Cần Giờ, thu nhập chủ yếu từ việc bán vé số. Khối u bã đậu ở lưng bà xuất hiện từ khoảng 10 năm trước, nay đã có đường kính gần 8 cm và nhiều lần viêm, chảy dịch.</p>
<h2>Tình trạng hiện tại</h2>
<p>Qua khám sàng lọc tại ngày hội sức khỏe, bác sĩ Lê Quốc Bảo xác định khối u cần được điều trị viêm trước, sau đó bóc trọn nang và khâu tạo hình vết mổ. Sau thủ thuật, bà cần được thay băng và theo dõi trong khoảng 3 tuần.</p>
<h2>Chi phí dự kiến</h2>
<ul>
<li>Điều trị viêm, xét nghiệm trước thủ thuật: 1.200.000 ₫</li>
<li>Tiểu phẫu bóc nang, khâu tạo hình: 3.800.000 ₫</li>
<li>Thay băng, thuốc và tái khám: 1.500.000 ₫</li>
</ul>
<p>Phòng khám Đa khoa An Tâm miễn toàn bộ công khám và công thủ thuật. Mọi khoản đóng góp được dùng trực tiếp cho chi phí điều trị của bà và được công khai trên trang này.</p>`,
    noidung_en: `<p>Mrs L. is 72 and lives alone in a small house in Cần Giờ, earning a living mostly by selling lottery tickets. The cyst on her back appeared about ten years ago; it is now almost 8 cm across and has been inflamed and weeping many times.</p>
<h2>Her condition</h2>
<p>At a community health day, Dr Lê Quốc Bảo found that the inflammation must be treated first, then the whole cyst removed and the wound closed with a small flap. She will need dressing changes and follow-up for about three weeks afterwards.</p>
<h2>Expected costs</h2>
<ul>
<li>Treating the inflammation and pre-operative tests: 1,200,000 ₫</li>
<li>Cyst removal and reconstruction: 3,800,000 ₫</li>
<li>Dressings, medicines and follow-up: 1,500,000 ₫</li>
</ul>
<p>Phòng khám Đa khoa An Tâm waives all consultation and surgical fees. Every donation goes directly to her treatment and is reported on this page.</p>`,
    chiphi: 6_500_000,
    donations: [
      { nhataitro: 'Nhóm thiện nguyện Ánh Dương', sotien: 2_100_000, congkhai: true, daysAgo: 5 },
      { nhataitro: 'Gia đình anh Phạm Minh Tuấn', sotien: 1_500_000, congkhai: true, daysAgo: 3 },
      { nhataitro: 'Bà Nguyễn Thị Mai', sotien: 600_000, congkhai: false, daysAgo: 1 },
    ],
    trangthai: 'DANG_KEU_GOI',
    daysAgo: 6,
    picture: { motif: 'care', extras: ['bandage', 'heartPulse'], tone: 4, layout: 1 },
  },
  {
    tieude: 'Phẫu thuật tách dính ngón tay bẩm sinh cho bé T.K.',
    tieude_en: 'Surgery to separate the fused fingers of little T.K.',
    benhnhan: 'Bé T.K., 5 tuổi, tỉnh Đồng Tháp',
    benhnhan_en: 'Little T.K., 5, Đồng Tháp province',
    mota: 'Bé T.K. sinh ra với hai ngón tay dính liền. Ca phẫu thuật cần thực hiện trước tuổi đi học để bé cầm bút và sinh hoạt bình thường.',
    mota_en:
      'T.K. was born with two fingers joined together. The operation should happen before school starts so he can hold a pencil and play like other children.',
    noidung: `<p>Bé T.K. 5 tuổi, con thứ hai trong một gia đình làm nông ở tỉnh Đồng Tháp. Bé sinh ra với tật dính ngón ba và ngón bốn bàn tay phải, khiến việc cầm nắm gặp khó khăn và bé thường giấu tay khi chơi cùng bạn.</p>
<h2>Vì sao cần phẫu thuật sớm?</h2>
<p>Các bác sĩ khuyên nên tách dính ngón trước khi bé vào lớp 1 để các ngón phát triển cân đối và bé tập viết thuận lợi. Ca phẫu thuật được thực hiện tại bệnh viện đối tác của chương trình, bác sĩ Phòng khám Đa khoa An Tâm theo dõi và chăm sóc vết mổ sau xuất viện.</p>
<h2>Chi phí dự kiến</h2>
<ul>
<li>Phẫu thuật tách dính ngón và ghép da: 13.500.000 ₫</li>
<li>Nằm viện, thuốc và vật tư: 3.000.000 ₫</li>
<li>Tái khám, thay băng, tập vận động sau mổ: 1.500.000 ₫</li>
</ul>
<p>Gia đình bé đã vay mượn được một phần. Chúng tôi mong nhận được sự chung tay của các nhà hảo tâm để bé kịp phẫu thuật trong mùa hè này.</p>`,
    noidung_en: `<p>T.K. is 5, the second child of a farming family in Đồng Tháp province. He was born with the third and fourth fingers of his right hand joined, which makes gripping hard, and he often hides his hand when playing with friends.</p>
<h2>Why operate early?</h2>
<p>The doctors advise separating the fingers before he starts first grade, so they grow evenly and he can learn to write. The operation takes place at a partner hospital of the programme; the doctors of Phòng khám Đa khoa An Tâm look after the wound after he goes home.</p>
<h2>Expected costs</h2>
<ul>
<li>Finger separation and skin graft: 13,500,000 ₫</li>
<li>Hospital stay, medicines and supplies: 3,000,000 ₫</li>
<li>Follow-up, dressings and hand exercises: 1,500,000 ₫</li>
</ul>
<p>His family has borrowed part of the money. We hope kind donors will help so he can have the operation this summer.</p>`,
    chiphi: 18_000_000,
    donations: [
      { nhataitro: 'Nhóm thiện nguyện Ánh Dương', sotien: 5_700_000, congkhai: true, daysAgo: 12 },
      { nhataitro: 'Công ty TNHH Dược phẩm Minh Châu', sotien: 3_000_000, congkhai: true, daysAgo: 8 },
      { nhataitro: 'Anh Lê Hoàng Nam', sotien: 2_800_000, congkhai: false, daysAgo: 2 },
    ],
    trangthai: 'DANG_KEU_GOI',
    daysAgo: 15,
    picture: { motif: 'care', extras: ['people', 'cross'], tone: 0, layout: 2 },
  },
  {
    tieude: 'Đã phẫu thuật thành công: mổ thoát vị bẹn cho anh H.',
    tieude_en: 'Operated successfully: inguinal hernia repair for Mr H.',
    benhnhan: 'Anh P.V.H., 41 tuổi, lao động tự do',
    benhnhan_en: 'Mr P.V.H., 41, day labourer',
    mota: 'Nhờ 86 nhà hảo tâm, anh H. đã được mổ thoát vị bẹn và trở lại công việc bốc xếp sau 4 tuần.',
    mota_en: 'Thanks to 86 donors, Mr H. had his hernia repaired and was back at work as a porter within four weeks.',
    noidung: `<p>Anh H. làm nghề bốc xếp tự do tại chợ đầu mối, là lao động chính nuôi mẹ già và hai con nhỏ. Khối thoát vị bẹn xuất hiện hơn một năm, ngày càng lớn và đau khiến anh phải nghỉ làm nhiều ngày.</p>
<h2>Hành trình điều trị</h2>
<p>Sau khi hồ sơ được hội đồng xét duyệt, chương trình đã kêu gọi đủ kinh phí trong 3 tuần. Anh H. được phẫu thuật đặt lưới tại bệnh viện đối tác, xuất viện sau 2 ngày và được bác sĩ Phòng khám Đa khoa An Tâm theo dõi vết mổ, hướng dẫn vận động.</p>
<h2>Báo cáo chi phí</h2>
<ul>
<li>Tổng chi phí điều trị: 12.000.000 ₫</li>
<li>Số tiền nhận được từ 86 nhà hảo tâm: 12.000.000 ₫</li>
<li>Phòng khám Đa khoa An Tâm miễn phí toàn bộ các lần tái khám.</li>
</ul>
<p>Anh H. gửi lời cảm ơn chân thành: “Tôi không nghĩ mình lại được giúp đỡ nhiều như vậy. Giờ tôi đã đi làm lại được, lo cho gia đình được rồi.”</p>`,
    noidung_en: `<p>Mr H. works as a freelance porter at a wholesale market and supports his elderly mother and two young children. His inguinal hernia appeared over a year ago and grew larger and more painful, forcing him to miss many days of work.</p>
<h2>His treatment</h2>
<p>Once the review board approved his application, the programme raised the full amount in three weeks. Mr H. had a mesh repair at a partner hospital, went home after two days, and the doctors of Phòng khám Đa khoa An Tâm followed his wound and guided his return to activity.</p>
<h2>Cost report</h2>
<ul>
<li>Total cost of treatment: 12,000,000 ₫</li>
<li>Received from 86 donors: 12,000,000 ₫</li>
<li>Phòng khám Đa khoa An Tâm provided every follow-up visit free of charge.</li>
</ul>
<p>Mr H. sends his heartfelt thanks: “I never thought I would get so much help. Now I can work again and take care of my family.”</p>`,
    chiphi: 12_000_000,
    donations: [
      { nhataitro: 'Quỹ Vòng tay nhân ái', sotien: 6_000_000, congkhai: true, daysAgo: 44 },
      { nhataitro: 'Chị Võ Thị Thanh Hương', sotien: 4_000_000, congkhai: false, daysAgo: 42 },
      { nhataitro: 'Cựu học sinh THPT Lê Quý Đôn, khóa 2005', sotien: 2_000_000, congkhai: true, daysAgo: 40 },
    ],
    trangthai: 'DA_PHAU_THUAT',
    daysAgo: 45,
    picture: { motif: 'shield', extras: ['care', 'heartPulse'], tone: 1, layout: 0 },
  },
];
