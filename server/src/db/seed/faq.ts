// Demo questions for `/hoi-dap`: what patients of a small clinic ask before booking, about fees and insurance, and
// around a minor surgery. Answers are HTML (sanitized when stored), each with its English twin.

export interface SeedFaq {
  cauhoi: string;
  cauhoi_en: string;
  traloi: string;
  traloi_en: string;
}

export interface SeedFaqCategory {
  tendanhmuc: string;
  tendanhmuc_en: string;
  cauhoi: SeedFaq[];
}

export const demoFaqCategories: SeedFaqCategory[] = [
  {
    tendanhmuc: 'Đặt lịch và thủ tục khám',
    tendanhmuc_en: 'Booking and registration',
    cauhoi: [
      {
        cauhoi: 'Tôi có cần đặt lịch trước khi đến khám không?',
        cauhoi_en: 'Do I need to book before coming in?',
        traloi:
          '<p>Không bắt buộc. Phòng khám nhận khám trực tiếp từ 8 giờ đến 21 giờ tất cả các ngày, kể cả ngày lễ. Tuy vậy, đặt lịch trước qua nút <strong>Đặt lịch khám</strong> trên trang web hoặc gọi hotline 0909 115 115 giúp bạn được khám đúng giờ và chọn được bác sĩ mong muốn.</p>',
        traloi_en:
          '<p>No. The clinic sees walk-in patients from 8 am to 9 pm every day, holidays included. Booking ahead with the <strong>Book an appointment</strong> button or by calling 0909 115 115 still gets you seen on time and by the doctor you prefer.</p>',
      },
      {
        cauhoi: 'Khi đi khám tôi cần mang theo giấy tờ gì?',
        cauhoi_en: 'What documents should I bring to my visit?',
        traloi:
          '<p>Bạn vui lòng mang theo:</p><ul><li>Căn cước công dân hoặc giấy tờ tùy thân có ảnh.</li><li>Thẻ bảo hiểm y tế hoặc thẻ bảo hiểm sức khỏe (nếu có).</li><li>Kết quả xét nghiệm, đơn thuốc, giấy ra viện gần nhất liên quan đến bệnh đang theo dõi.</li></ul>',
        traloi_en:
          '<p>Please bring:</p><ul><li>Your citizen ID card or another photo ID.</li><li>Your health insurance card or private insurance card, if you have one.</li><li>Your latest test results, prescriptions and discharge papers for the condition being followed.</li></ul>',
      },
      {
        cauhoi: 'Tôi muốn đổi hoặc hủy lịch hẹn thì làm thế nào?',
        cauhoi_en: 'How do I change or cancel an appointment?',
        traloi:
          '<p>Bạn gọi hotline 0909 115 115 hoặc nhắn tin qua trang Facebook của phòng khám, cho biết họ tên và số điện thoại đã đặt lịch. Để nhường chỗ cho người bệnh khác, vui lòng báo trước ít nhất <strong>2 giờ</strong>.</p>',
        traloi_en:
          '<p>Call 0909 115 115 or message the clinic on Facebook with the name and phone number you booked with. To free the slot for another patient, please let us know at least <strong>2 hours</strong> ahead.</p>',
      },
      {
        cauhoi: 'Phòng khám có khám cho trẻ em không?',
        cauhoi_en: 'Does the clinic see children?',
        traloi:
          '<p>Có. Phòng khám có bác sĩ nhi khám cho trẻ từ 1 tháng tuổi. Trẻ dưới 16 tuổi cần có cha mẹ hoặc người giám hộ đi cùng và mang theo giấy khai sinh hoặc sổ tiêm chủng.</p>',
        traloi_en:
          '<p>Yes. Our paediatrician sees children from one month of age. Children under 16 must come with a parent or guardian, who should bring the birth certificate or vaccination record.</p>',
      },
    ],
  },
  {
    tendanhmuc: 'Chi phí và bảo hiểm',
    tendanhmuc_en: 'Fees and insurance',
    cauhoi: [
      {
        cauhoi: 'Phòng khám có nhận bảo hiểm y tế không?',
        cauhoi_en: 'Does the clinic accept national health insurance?',
        traloi:
          '<p>Phòng khám áp dụng bảo hiểm y tế cho các dịch vụ khám và xét nghiệm trong danh mục được chi trả, theo mức hưởng ghi trên thẻ. Bạn vui lòng xuất trình thẻ tại quầy tiếp đón <strong>trước khi khám</strong> để được áp dụng.</p>',
        traloi_en:
          '<p>The clinic applies national health insurance to the examinations and tests it covers, at the rate printed on your card. Please show your card at reception <strong>before the visit</strong> so it can be applied.</p>',
      },
      {
        cauhoi: 'Tôi có bảo hiểm sức khỏe tư nhân thì thanh toán thế nào?',
        cauhoi_en: 'How do I pay with private health insurance?',
        traloi:
          '<p>Với các công ty bảo hiểm có liên kết, phòng khám bảo lãnh trực tiếp nên bạn chỉ trả phần không được chi trả. Với các công ty khác, bạn thanh toán trước và nhận đầy đủ hóa đơn, chứng từ để tự yêu cầu bồi thường.</p>',
        traloi_en:
          '<p>With partner insurers the clinic bills the insurer directly, so you pay only what is not covered. With other insurers you pay first and receive the full invoice and papers to claim the refund yourself.</p>',
      },
      {
        cauhoi: 'Giá dịch vụ có được niêm yết công khai không?',
        cauhoi_en: 'Are the prices published?',
        traloi:
          '<p>Có. Giá từng dịch vụ được niêm yết tại quầy tiếp đón và trên trang <a href="/bang-gia-dich-vu">Bảng giá dịch vụ</a>. Bác sĩ luôn báo trước chi phí dự kiến trước khi chỉ định xét nghiệm hoặc thủ thuật.</p>',
        traloi_en:
          '<p>Yes. Every service is priced at reception and on the <a href="/bang-gia-dich-vu">price list</a> page. The doctor always tells you the expected cost before ordering a test or a procedure.</p>',
      },
    ],
  },
  {
    tendanhmuc: 'Trước và sau tiểu phẫu',
    tendanhmuc_en: 'Before and after minor surgery',
    cauhoi: [
      {
        cauhoi: 'Trước khi tiểu phẫu tôi có phải nhịn ăn không?',
        cauhoi_en: 'Do I need to fast before minor surgery?',
        traloi:
          '<p>Đa số tiểu phẫu tại phòng khám chỉ gây tê tại chỗ nên <strong>không cần nhịn ăn</strong>; bạn nên ăn nhẹ trước đó để tránh tụt đường huyết. Nếu đang dùng thuốc chống đông như aspirin, hãy báo bác sĩ khi đặt lịch để được hướng dẫn ngưng thuốc.</p>',
        traloi_en:
          '<p>Most minor operations at the clinic use local anaesthetic only, so <strong>you do not need to fast</strong>; a light meal beforehand helps avoid low blood sugar. If you take blood thinners such as aspirin, tell the doctor when booking so you are told whether to pause them.</p>',
      },
      {
        cauhoi: 'Sau tiểu phẫu bao lâu thì được tắm và làm việc lại?',
        cauhoi_en: 'When can I shower and go back to work after minor surgery?',
        traloi:
          '<p>Bạn có thể làm việc văn phòng ngay trong ngày. Giữ vết mổ khô trong <strong>48 giờ</strong> đầu; sau đó có thể tắm nhanh, tránh ngâm nước và lau khô, thay băng ngay. Tránh vận động mạnh ảnh hưởng đến vết mổ cho đến khi cắt chỉ.</p>',
        traloi_en:
          '<p>You can go back to office work the same day. Keep the wound dry for the first <strong>48 hours</strong>; after that a quick shower is fine, without soaking, and change the dressing right after drying. Avoid strenuous activity that strains the wound until the stitches are out.</p>',
      },
      {
        cauhoi: 'Khi nào cần quay lại phòng khám ngay sau tiểu phẫu?',
        cauhoi_en: 'When should I come back to the clinic right away after surgery?',
        traloi:
          '<p>Hãy quay lại hoặc gọi hotline ngay khi có một trong các dấu hiệu:</p><ul><li>Vết mổ sưng, nóng, đỏ lan rộng hoặc chảy mủ.</li><li>Chảy máu thấm ướt băng không cầm.</li><li>Sốt trên 38,5 °C.</li></ul>',
        traloi_en:
          '<p>Come back or call the hotline right away if you notice any of these:</p><ul><li>The wound becomes swollen, hot, increasingly red or leaks pus.</li><li>Bleeding soaks the dressing and does not stop.</li><li>A fever above 38.5 °C.</li></ul>',
      },
      {
        cauhoi: 'Bao lâu thì cắt chỉ?',
        cauhoi_en: 'When are the stitches removed?',
        traloi:
          '<p>Thường từ <strong>7 đến 10 ngày</strong> tùy vị trí: vùng mặt sớm hơn, vùng lưng và chân muộn hơn. Bác sĩ hẹn ngày cắt chỉ khi kết thúc tiểu phẫu; việc cắt chỉ nhanh, không đau.</p>',
        traloi_en:
          '<p>Usually after <strong>7 to 10 days</strong>, depending on where they are: sooner on the face, later on the back and legs. The doctor gives you the date at the end of the operation; removal is quick and painless.</p>',
      },
    ],
  },
];
