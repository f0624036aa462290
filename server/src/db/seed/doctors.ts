// Demo doctors: six BACSY staff accounts with their public profiles. The names, titles and careers are
// invented; the accounts get unusable random passwords (docs/decisions/0006-content-model.md).
import type { SeedDoctor, SeedSession } from './types';

// Sessions inside the clinic's working hours, 8h00–20h30 (docs/product-rules.md, 'Public footer'): mornings,
// afternoons and the evenings people come to after work; most doctors also work at a public hospital and come
// on set days.
const MORNING = { batdau: '08:00', ketthuc: '11:30' };
const AFTERNOON = { batdau: '13:30', ketthuc: '17:00' };
const EVENING = { batdau: '17:30', ketthuc: '20:30' };
const on = (days: number[], hours: Omit<SeedSession, 'thu'>): SeedSession[] => days.map((thu) => ({ thu, ...hours }));

export const demoDoctors: SeedDoctor[] = [
  {
    taikhoan: 'bs.nguyenvanhung',
    hoten: 'Nguyễn Văn Hùng',
    email: 'hung.nguyen@phongkhamantam.vn',
    hocham: 'BS.CKII',
    hocham_en: 'MD, Specialist Level II',
    sochungchi: '000318/HCM-CCHN',
    chuyenkhoa: 'Nội tổng quát',
    chuyenkhoa_en: 'Internal medicine',
    namkinhnghiem: 26,
    lichlamviec: [...on([1, 2, 3, 4, 5], MORNING), ...on([1, 2, 3, 4, 5], AFTERNOON), ...on([6], MORNING)],
    mota: 'Giám đốc chuyên môn, hơn 25 năm điều trị tăng huyết áp, đái tháo đường và bệnh mạn tính ở người cao tuổi.',
    mota_en:
      'Medical director with over 25 years of treating high blood pressure, diabetes and chronic disease in older adults.',
    noidung: `<p>Bác sĩ Chuyên khoa II Nguyễn Văn Hùng tốt nghiệp Đại học Y Dược TP. Hồ Chí Minh, có hơn 20 năm công tác tại khoa Nội tổng hợp của một bệnh viện tuyến thành phố trước khi đảm nhận vị trí Giám đốc chuyên môn tại Phòng khám Đa khoa An Tâm.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Điều trị và theo dõi lâu dài tăng huyết áp, đái tháo đường, rối loạn mỡ máu.</li>
<li>Quản lý người bệnh cao tuổi mắc nhiều bệnh cùng lúc, sử dụng thuốc an toàn.</li>
<li>Tư vấn khám sức khỏe định kỳ và tầm soát bệnh tim mạch.</li>
</ul>
<p>Bác sĩ Hùng luôn dành thời gian giải thích kỹ cho người bệnh và gia đình, với quan niệm: “Người bệnh hiểu bệnh thì mới điều trị được lâu dài.”</p>`,
    noidung_en: `<p>Dr Nguyễn Văn Hùng, a level II specialist, graduated from the University of Medicine and Pharmacy in Ho Chi Minh City and worked for over 20 years in the general internal medicine department of a city hospital before becoming medical director of Phòng khám Đa khoa An Tâm.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Long-term treatment of high blood pressure, diabetes and high cholesterol.</li>
<li>Care of older patients with several conditions and safe use of their medicines.</li>
<li>Periodic health checks and cardiovascular screening.</li>
</ul>
<p>Dr Hùng always takes time to explain things to patients and their families: “Only a patient who understands the illness can keep up the treatment.”</p>`,
    portrait: { skin: 0, hair: 'short', grey: true, tone: 0 },
  },
  {
    taikhoan: 'bs.tranthimaianh',
    hoten: 'Trần Thị Mai Anh',
    email: 'maianh.tran@phongkhamantam.vn',
    hocham: 'ThS.BS',
    hocham_en: 'MSc, MD',
    sochungchi: '004127/HCM-CCHN',
    chuyenkhoa: 'Nhi khoa',
    chuyenkhoa_en: 'Paediatrics',
    namkinhnghiem: 12,
    lichlamviec: [
      ...on([1, 3, 5], EVENING),
      ...on([6], MORNING),
      ...on([6], { ...AFTERNOON, ghichu: 'Tư vấn dinh dưỡng', ghichu_en: 'Nutrition advice' }),
      ...on([7], MORNING),
    ],
    mota: 'Thạc sĩ Nhi khoa, nhẹ nhàng và tỉ mỉ, chuyên các bệnh hô hấp, tiêu hóa và dinh dưỡng ở trẻ em.',
    mota_en:
      'Master of paediatrics, gentle and thorough, focused on respiratory, digestive and nutritional problems in children.',
    noidung: `<p>Thạc sĩ, Bác sĩ Trần Thị Mai Anh có 12 năm kinh nghiệm khám và điều trị cho trẻ em, từng công tác tại bệnh viện nhi đồng và tham gia nhiều chương trình tư vấn dinh dưỡng cộng đồng.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Sốt, viêm họng, viêm phế quản, hen phế quản ở trẻ.</li>
<li>Tiêu chảy, táo bón, biếng ăn, chậm tăng cân.</li>
<li>Tư vấn dinh dưỡng và lịch tiêm chủng.</li>
</ul>
<p>Các phụ huynh quý mến bác sĩ Mai Anh vì sự kiên nhẫn và cách trò chuyện khiến các bé không còn sợ đi khám.</p>`,
    noidung_en: `<p>Dr Trần Thị Mai Anh, MSc, has 12 years of experience caring for children. She worked at a children's hospital and has taken part in many community nutrition programmes.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Fever, sore throats, bronchitis and asthma in children.</li>
<li>Diarrhoea, constipation, poor appetite and slow weight gain.</li>
<li>Nutrition advice and vaccination schedules.</li>
</ul>
<p>Parents appreciate Dr Mai Anh's patience and the way she talks with children, so they are no longer afraid of the doctor.</p>`,
    portrait: { skin: 1, hair: 'bun', tone: 1 },
  },
  {
    taikhoan: 'bs.lequocbao',
    hoten: 'Lê Quốc Bảo',
    email: 'bao.le@phongkhamantam.vn',
    hocham: 'BS.CKI',
    hocham_en: 'MD, Specialist Level I',
    sochungchi: '002764/HCM-CCHN',
    chuyenkhoa: 'Ngoại tổng quát và tiểu phẫu',
    chuyenkhoa_en: 'General and minor surgery',
    namkinhnghiem: 15,
    lichlamviec: [
      ...on([2, 4], { ...MORNING, ghichu: 'Phòng tiểu phẫu', ghichu_en: 'Minor surgery suite' }),
      ...on([2, 4], { ...AFTERNOON, ghichu: 'Phòng tiểu phẫu', ghichu_en: 'Minor surgery suite' }),
      ...on([6], AFTERNOON),
    ],
    mota: 'Phụ trách khu tiểu phẫu, thực hiện hàng nghìn ca cắt u bã đậu, u mỡ, điều trị móng quặp và khâu vết thương.',
    mota_en:
      'Head of the minor surgery suite, with thousands of cyst and lipoma removals, ingrown toenail treatments and wound repairs.',
    noidung: `<p>Bác sĩ Chuyên khoa I Lê Quốc Bảo có 15 năm kinh nghiệm ngoại khoa, trong đó 8 năm tại khoa Ngoại tổng hợp của bệnh viện đa khoa. Bác sĩ phụ trách khu tiểu phẫu của Phòng khám Đa khoa An Tâm từ khi thành lập.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Cắt u bã đậu, u mỡ, nốt ruồi, sinh thiết da với kỹ thuật khâu thẩm mỹ.</li>
<li>Điều trị móng chân mọc quặp, chích rạch áp xe.</li>
<li>Xử trí vết thương phần mềm và chăm sóc vết thương mạn tính.</li>
</ul>
<p>Bác sĩ Bảo chú trọng kỹ thuật vô khuẩn và hướng dẫn chăm sóc sau thủ thuật cụ thể cho từng người bệnh.</p>`,
    noidung_en: `<p>Dr Lê Quốc Bảo, a level I specialist, has 15 years of surgical experience, eight of them in the general surgery department of a general hospital. He has led the minor surgery suite of Phòng khám Đa khoa An Tâm since it opened.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Removal of cysts, lipomas and moles, and skin biopsies, with cosmetic closure.</li>
<li>Ingrown toenail treatment and abscess drainage.</li>
<li>Soft-tissue wound repair and chronic wound care.</li>
</ul>
<p>Dr Bảo is strict about sterile technique and gives every patient precise aftercare instructions.</p>`,
    portrait: { skin: 2, hair: 'short', tone: 2 },
  },
  {
    taikhoan: 'bs.vominhkhoa',
    hoten: 'Võ Minh Khoa',
    email: 'khoa.vo@phongkhamantam.vn',
    hocham: 'ThS.BS',
    hocham_en: 'MSc, MD',
    sochungchi: '003590/HCM-CCHN',
    chuyenkhoa: 'Tim mạch',
    chuyenkhoa_en: 'Cardiology',
    namkinhnghiem: 14,
    lichlamviec: [
      ...on([1, 4], EVENING),
      ...on([6], { ...MORNING, ghichu: 'Siêu âm tim theo lịch hẹn', ghichu_en: 'Heart ultrasound by appointment' }),
    ],
    mota: 'Thạc sĩ Tim mạch, chuyên điều trị tăng huyết áp khó kiểm soát, rối loạn nhịp tim và đọc siêu âm tim.',
    mota_en: 'Master of cardiology, specialised in hard-to-control blood pressure, arrhythmias and heart ultrasound.',
    noidung: `<p>Thạc sĩ, Bác sĩ Võ Minh Khoa có 14 năm kinh nghiệm trong chuyên ngành tim mạch, được đào tạo chuyên sâu về siêu âm tim và điều trị rối loạn nhịp.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Tăng huyết áp khó kiểm soát, tăng huyết áp ở người trẻ.</li>
<li>Rối loạn nhịp tim, hồi hộp, đánh trống ngực.</li>
<li>Siêu âm tim, đọc điện tim, tầm soát nguy cơ tim mạch.</li>
</ul>
<p>Bác sĩ Khoa tin rằng phòng bệnh tim mạch bắt đầu từ những thay đổi nhỏ mỗi ngày và luôn đồng hành cùng người bệnh trong từng mục tiêu.</p>`,
    noidung_en: `<p>Dr Võ Minh Khoa, MSc, has 14 years of experience in cardiology, with advanced training in echocardiography and arrhythmia treatment.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Hard-to-control high blood pressure and hypertension in young people.</li>
<li>Arrhythmias, palpitations and a racing heart.</li>
<li>Heart ultrasound, ECG reading and cardiovascular risk screening.</li>
</ul>
<p>Dr Khoa believes heart disease prevention starts with small daily changes, and he supports his patients through every goal.</p>`,
    portrait: { skin: 1, hair: 'side', tone: 3 },
  },
  {
    taikhoan: 'bs.phamthithuha',
    hoten: 'Phạm Thị Thu Hà',
    email: 'thuha.pham@phongkhamantam.vn',
    hocham: 'BS.CKI',
    hocham_en: 'MD, Specialist Level I',
    sochungchi: '005012/HCM-CCHN',
    chuyenkhoa: 'Da liễu',
    chuyenkhoa_en: 'Dermatology',
    namkinhnghiem: 10,
    lichlamviec: [...on([2, 5], AFTERNOON), ...on([2, 5], { batdau: '17:30', ketthuc: '20:00' }), ...on([7], MORNING)],
    mota: 'Điều trị mụn, viêm da cơ địa, nấm da và tư vấn chăm sóc sẹo sau tiểu phẫu.',
    mota_en: 'Treats acne, eczema and fungal skin infections and advises on scar care after minor surgery.',
    noidung: `<p>Bác sĩ Chuyên khoa I Phạm Thị Thu Hà có 10 năm kinh nghiệm trong lĩnh vực da liễu lâm sàng, từng công tác tại bệnh viện da liễu thành phố.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Mụn trứng cá, viêm da cơ địa, viêm da tiếp xúc.</li>
<li>Nấm da, nấm móng, các bệnh da nhiễm trùng.</li>
<li>Tư vấn chăm sóc và điều trị sẹo sau thủ thuật.</li>
</ul>
<p>Bác sĩ Thu Hà phối hợp chặt chẽ với khu tiểu phẫu để đánh giá các tổn thương da trước khi cắt bỏ và theo dõi sẹo sau thủ thuật.</p>`,
    noidung_en: `<p>Dr Phạm Thị Thu Hà, a level I specialist, has 10 years of experience in clinical dermatology and worked at the city's dermatology hospital.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Acne, atopic eczema and contact dermatitis.</li>
<li>Fungal skin and nail infections and bacterial skin infections.</li>
<li>Scar care and treatment after procedures.</li>
</ul>
<p>Dr Thu Hà works closely with the minor surgery suite, assessing skin lesions before removal and following scars afterwards.</p>`,
    portrait: { skin: 0, hair: 'long', tone: 4 },
  },
  {
    taikhoan: 'bs.dangngoclan',
    hoten: 'Đặng Ngọc Lan',
    email: 'lan.dang@phongkhamantam.vn',
    hocham: 'BS.CKI',
    hocham_en: 'MD, Specialist Level I',
    sochungchi: '005873/HCM-CCHN',
    chuyenkhoa: 'Tai Mũi Họng',
    chuyenkhoa_en: 'Ear, nose and throat',
    namkinhnghiem: 9,
    lichlamviec: [...on([1, 3], MORNING), ...on([3], EVENING), ...on([7], MORNING)],
    mota: 'Khám và điều trị viêm họng, viêm amidan, viêm xoang, viêm tai giữa bằng nội soi tai mũi họng.',
    mota_en: 'Diagnoses and treats sore throats, tonsillitis, sinusitis and middle-ear infections with ENT endoscopy.',
    noidung: `<p>Bác sĩ Chuyên khoa I Đặng Ngọc Lan có 9 năm kinh nghiệm chuyên ngành Tai Mũi Họng, thành thạo nội soi chẩn đoán và các thủ thuật tai mũi họng ngoại trú.</p>
<h2>Thế mạnh chuyên môn</h2>
<ul>
<li>Viêm họng, viêm amidan, viêm thanh quản.</li>
<li>Viêm mũi dị ứng, viêm xoang cấp và mạn tính.</li>
<li>Viêm tai giữa, lấy dị vật và nút ráy tai.</li>
</ul>
<p>Với trẻ nhỏ, bác sĩ Ngọc Lan sử dụng ống nội soi cỡ nhỏ và giải thích từng bước để bé hợp tác nhẹ nhàng.</p>`,
    noidung_en: `<p>Dr Đặng Ngọc Lan, a level I specialist, has 9 years of experience in ear, nose and throat medicine and is skilled in diagnostic endoscopy and outpatient ENT procedures.</p>
<h2>Areas of expertise</h2>
<ul>
<li>Sore throats, tonsillitis and laryngitis.</li>
<li>Allergic rhinitis and acute and chronic sinusitis.</li>
<li>Middle-ear infections, removal of foreign bodies and ear wax.</li>
</ul>
<p>With small children, Dr Ngọc Lan uses a small endoscope and explains every step so they can relax.</p>`,
    portrait: { skin: 3, hair: 'bob', tone: 5 },
  },
];
