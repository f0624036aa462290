// The demo drug catalogue: about a hundred common outpatient medicines as Vietnamese clinics stock them, by active
// ingredient (INN as written in Vietnam) and strength, with familiar domestic and imported brands. The registration
// numbers follow the real patterns (VD- domestic, VN- imported, QLĐB- special control) but are made up for the demo:
// they are not the products' real numbers. Versioned data: edit here, the seed writes it on a new installation.
import type { DrugClass, DrugIngredient, DrugRoute } from '@phongkham/contracts';

export interface DemoDrug {
  tenthuoc: string;
  thanhphan: DrugIngredient[];
  dangbaoche: string;
  donvitinh: string;
  duongdung: DrugRoute;
  sodangky: string;
  hangsanxuat: string;
  nuocsanxuat: string;
  loaithuoc: DrugClass;
  cachdung: string | null;
  maatc: string | null;
}

type Row = [
  tenthuoc: string,
  thanhphan: [string, string][],
  dangbaoche: string,
  donvitinh: string,
  duongdung: DrugRoute,
  hang: string,
  nuoc: string,
  cachdung: string | null,
  loaithuoc?: DrugClass,
];

const VN = 'Việt Nam';

// prettier-ignore
const rows: Row[] = [
  // Pain and fever
  ['Hapacol 500', [['Paracetamol', '500 mg']], 'Viên nén', 'viên', 'UONG', 'DHG Pharma', VN, 'Uống khi sốt hoặc đau, cách nhau ít nhất 4 giờ'],
  ['Panadol', [['Paracetamol', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'GSK', 'Ireland', 'Uống khi sốt hoặc đau, cách nhau ít nhất 4 giờ'],
  ['Efferalgan 500', [['Paracetamol', '500 mg']], 'Viên sủi', 'viên', 'UONG', 'UPSA', 'Pháp', 'Hòa tan trong nước rồi uống'],
  ['Hapacol 250', [['Paracetamol', '250 mg']], 'Thuốc bột sủi', 'gói', 'UONG', 'DHG Pharma', VN, 'Hòa tan trong nước, uống khi sốt'],
  ['Efferalgan 150 mg', [['Paracetamol', '150 mg']], 'Thuốc đạn', 'viên', 'DAT', 'UPSA', 'Pháp', 'Đặt hậu môn khi sốt'],
  ['Ibuprofen 400', [['Ibuprofen', '400 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Domesco', VN, 'Uống sau ăn'],
  ['Alaxan', [['Paracetamol', '325 mg'], ['Ibuprofen', '200 mg']], 'Viên nén', 'viên', 'UONG', 'United Pharma', VN, 'Uống sau ăn'],
  ['Meloxicam 7,5', [['Meloxicam', '7,5 mg']], 'Viên nén', 'viên', 'UONG', 'Stella', VN, 'Uống sau ăn'],
  ['Celecoxib 200', [['Celecoxib', '200 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Stella', VN, 'Uống sau ăn'],
  ['Diclofenac 50', [['Diclofenac natri', '50 mg']], 'Viên nén bao tan trong ruột', 'viên', 'UONG', 'Mekophar', VN, 'Uống sau ăn, nuốt nguyên viên'],
  ['Voltaren Emulgel', [['Diclofenac diethylamin', '1,16 %']], 'Gel bôi da', 'tuýp', 'BOI', 'Novartis', 'Thụy Sĩ', 'Bôi lớp mỏng lên vùng đau'],
  ['Tramadol 50', [['Tramadol hydroclorid', '50 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Pymepharco', VN, 'Uống khi đau', 'GAY_NGHIEN'],
  // Antibiotics
  ['Amoxicillin 500', [['Amoxicillin', '500 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Mekophar', VN, 'Uống trước hoặc sau ăn'],
  ['Augmentin 625 mg', [['Amoxicillin', '500 mg'], ['Acid clavulanic', '125 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'GSK', 'Anh', 'Uống đầu bữa ăn'],
  ['Klamentin 1g', [['Amoxicillin', '875 mg'], ['Acid clavulanic', '125 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'DHG Pharma', VN, 'Uống đầu bữa ăn'],
  ['Augmentin 250 mg/31,25 mg', [['Amoxicillin', '250 mg'], ['Acid clavulanic', '31,25 mg']], 'Thuốc bột pha hỗn dịch uống', 'gói', 'UONG', 'GSK', 'Pháp', 'Pha với nước, uống đầu bữa ăn'],
  ['Cefuroxim 500', [['Cefuroxim', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Imexpharm', VN, 'Uống sau ăn'],
  ['Zinnat 250 mg', [['Cefuroxim', '250 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'GSK', 'Anh', 'Uống sau ăn'],
  ['Cefixim 200', [['Cefixim', '200 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Pymepharco', VN, 'Uống sau ăn'],
  ['Cefadroxil 500', [['Cefadroxil', '500 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Domesco', VN, null],
  ['Cephalexin 500', [['Cefalexin', '500 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Mekophar', VN, null],
  ['Azithromycin 500', [['Azithromycin', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống 1 giờ trước ăn'],
  ['Zitromax 200 mg/5 ml', [['Azithromycin', '200 mg/5 ml']], 'Bột pha hỗn dịch uống', 'chai', 'UONG', 'Pfizer', 'Mỹ', 'Pha theo hướng dẫn, uống 1 lần/ngày'],
  ['Clarithromycin 500', [['Clarithromycin', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống sau ăn'],
  ['Ciprofloxacin 500', [['Ciprofloxacin', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Domesco', VN, 'Uống với nhiều nước'],
  ['Levofloxacin 500', [['Levofloxacin', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống với nhiều nước'],
  ['Metronidazol 250', [['Metronidazol', '250 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, 'Uống sau ăn, không uống rượu'],
  ['Doxycyclin 100', [['Doxycyclin', '100 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Domesco', VN, 'Uống với nhiều nước, không nằm ngay sau uống'],
  ['Biseptol 480', [['Sulfamethoxazol', '400 mg'], ['Trimethoprim', '80 mg']], 'Viên nén', 'viên', 'UONG', 'Polfa', 'Ba Lan', 'Uống sau ăn với nhiều nước'],
  // Cardiovascular
  ['Amlodac 5', [['Amlodipin', '5 mg']], 'Viên nén', 'viên', 'UONG', 'Zydus Cadila', 'Ấn Độ', 'Uống buổi sáng'],
  ['Amlor 5 mg', [['Amlodipin', '5 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Pfizer', 'Pháp', 'Uống buổi sáng'],
  ['Losartan 50', [['Losartan kali', '50 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống buổi sáng'],
  ['Cozaar 50 mg', [['Losartan kali', '50 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Organon', 'Mỹ', 'Uống buổi sáng'],
  ['Hyzaar 50/12,5', [['Losartan kali', '50 mg'], ['Hydroclorothiazid', '12,5 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Organon', 'Mỹ', 'Uống buổi sáng'],
  ['Telmisartan 40', [['Telmisartan', '40 mg']], 'Viên nén', 'viên', 'UONG', 'Domesco', VN, 'Uống buổi sáng'],
  ['Coversyl 5 mg', [['Perindopril arginin', '5 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Servier', 'Pháp', 'Uống buổi sáng trước ăn'],
  ['Enalapril 5', [['Enalapril maleat', '5 mg']], 'Viên nén', 'viên', 'UONG', 'Stella', VN, null],
  ['Concor 2,5 mg', [['Bisoprolol fumarat', '2,5 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Merck', 'Đức', 'Uống buổi sáng'],
  ['Betaloc ZOK 50 mg', [['Metoprolol succinat', '47,5 mg']], 'Viên nén phóng thích kéo dài', 'viên', 'UONG', 'AstraZeneca', 'Thụy Điển', 'Nuốt nguyên viên'],
  ['Hydroclorothiazid 25', [['Hydroclorothiazid', '25 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, 'Uống buổi sáng'],
  ['Furosemid 40', [['Furosemid', '40 mg']], 'Viên nén', 'viên', 'UONG', 'Vidipha', VN, 'Uống buổi sáng'],
  ['Atorvastatin 20', [['Atorvastatin', '20 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống buổi tối'],
  ['Lipitor 10 mg', [['Atorvastatin', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Pfizer', 'Đức', 'Uống buổi tối'],
  ['Rosuvastatin 10', [['Rosuvastatin', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Domesco', VN, 'Uống buổi tối'],
  ['Fenofibrat 160', [['Fenofibrat', '160 mg']], 'Viên nén', 'viên', 'UONG', 'Pymepharco', VN, 'Uống trong bữa ăn'],
  ['Aspirin 81', [['Acid acetylsalicylic', '81 mg']], 'Viên nén bao tan trong ruột', 'viên', 'UONG', 'Traphaco', VN, 'Uống sau ăn'],
  ['Plavix 75 mg', [['Clopidogrel', '75 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Sanofi', 'Pháp', null],
  // Diabetes
  ['Metformin 850', [['Metformin hydroclorid', '850 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống trong hoặc ngay sau bữa ăn'],
  ['Glucophage 500 mg', [['Metformin hydroclorid', '500 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Merck', 'Pháp', 'Uống trong hoặc ngay sau bữa ăn'],
  ['Diamicron MR 30 mg', [['Gliclazid', '30 mg']], 'Viên nén phóng thích có kiểm soát', 'viên', 'UONG', 'Servier', 'Pháp', 'Uống 1 lần vào bữa sáng'],
  ['Glimepirid 2', [['Glimepirid', '2 mg']], 'Viên nén', 'viên', 'UONG', 'Domesco', VN, 'Uống trước bữa sáng'],
  ['Januvia 100 mg', [['Sitagliptin', '100 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'MSD', 'Mỹ', null],
  ['Janumet 50/850', [['Sitagliptin', '50 mg'], ['Metformin hydroclorid', '850 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'MSD', 'Mỹ', 'Uống trong bữa ăn'],
  // Stomach and bowel
  ['Omeprazol 20', [['Omeprazol', '20 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Domesco', VN, 'Uống trước ăn sáng 30 phút'],
  ['Nexium 40 mg', [['Esomeprazol', '40 mg']], 'Viên nén bao tan trong ruột', 'viên', 'UONG', 'AstraZeneca', 'Thụy Điển', 'Uống trước ăn sáng 30 phút'],
  ['Pantoprazol 40', [['Pantoprazol', '40 mg']], 'Viên nén bao tan trong ruột', 'viên', 'UONG', 'Stella', VN, 'Uống trước ăn sáng 30 phút'],
  ['Phosphalugel', [['Nhôm phosphat', '12,38 g/20 g']], 'Hỗn dịch uống', 'gói', 'UONG', 'Boehringer Ingelheim', 'Pháp', 'Uống khi đau hoặc sau ăn 1–2 giờ'],
  ['Gaviscon', [['Natri alginat', '500 mg/10 ml'], ['Natri bicarbonat', '267 mg/10 ml'], ['Calci carbonat', '160 mg/10 ml']], 'Hỗn dịch uống', 'gói', 'UONG', 'Reckitt Benckiser', 'Anh', 'Uống sau ăn và trước khi ngủ'],
  ['Domperidon 10', [['Domperidon', '10 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, 'Uống trước ăn 15–30 phút'],
  ['No-Spa 40 mg', [['Drotaverin hydroclorid', '40 mg']], 'Viên nén', 'viên', 'UONG', 'Sanofi', 'Hungary', 'Uống khi đau quặn'],
  ['Buscopan 10 mg', [['Hyoscin butylbromid', '10 mg']], 'Viên nén bao đường', 'viên', 'UONG', 'Sanofi', 'Tây Ban Nha', 'Uống khi đau quặn'],
  ['Smecta', [['Diosmectit', '3 g']], 'Thuốc bột pha hỗn dịch uống', 'gói', 'UONG', 'Ipsen', 'Pháp', 'Pha với nửa cốc nước, uống xa bữa ăn'],
  ['Oresol 245', [['Natri clorid', '0,52 g'], ['Kali clorid', '0,3 g'], ['Natri citrat', '0,58 g'], ['Glucose khan', '2,7 g']], 'Thuốc bột pha dung dịch uống', 'gói', 'UONG', 'Bidiphar', VN, 'Pha 1 gói với 200 ml nước đun sôi để nguội, uống từng ngụm'],
  ['Hydrite', [['Natri clorid', '0,35 g'], ['Kali clorid', '0,15 g'], ['Natri bicarbonat', '0,25 g'], ['Glucose khan', '2 g']], 'Viên nén pha dung dịch uống', 'viên', 'UONG', 'United Pharma', VN, 'Hòa 1 viên với 100 ml nước'],
  ['Loperamid 2', [['Loperamid hydroclorid', '2 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Stella', VN, 'Uống sau mỗi lần đi ngoài phân lỏng'],
  ['Enterogermina', [['Bacillus clausii', '2 tỷ bào tử/5 ml']], 'Hỗn dịch uống', 'ống', 'UONG', 'Sanofi', 'Ý', 'Uống nguyên ống hoặc pha với nước'],
  ['Duphalac', [['Lactulose', '10 g/15 ml']], 'Dung dịch uống', 'gói', 'UONG', 'Abbott', 'Hà Lan', 'Uống buổi sáng'],
  ['Forlax', [['Macrogol 4000', '10 g']], 'Thuốc bột pha dung dịch uống', 'gói', 'UONG', 'Ipsen', 'Pháp', 'Pha với một cốc nước, uống buổi sáng'],
  ['Motilium-M', [['Domperidon', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Janssen', 'Thái Lan', 'Uống trước ăn 15–30 phút'],
  // Allergy, cough and airway
  ['Cetirizin 10', [['Cetirizin dihydroclorid', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống buổi tối'],
  ['Zyrtec 10 mg', [['Cetirizin dihydroclorid', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'UCB', 'Bỉ', 'Uống buổi tối'],
  ['Loratadin 10', [['Loratadin', '10 mg']], 'Viên nén', 'viên', 'UONG', 'Domesco', VN, null],
  ['Telfast 180 mg', [['Fexofenadin hydroclorid', '180 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Sanofi', 'Pháp', null],
  ['Aerius 5 mg', [['Desloratadin', '5 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Organon', 'Bỉ', null],
  ['Clorpheniramin 4', [['Clorpheniramin maleat', '4 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, 'Có thể gây buồn ngủ, không lái xe'],
  ['Ventolin Inhaler', [['Salbutamol', '100 mcg/liều']], 'Khí dung xịt định liều', 'bình', 'HIT', 'GSK', 'Tây Ban Nha', 'Xịt 1–2 nhát khi khó thở'],
  ['Salbutamol 2', [['Salbutamol', '2 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, null],
  ['Ventolin Nebules 2,5 mg', [['Salbutamol', '2,5 mg/2,5 ml']], 'Dung dịch khí dung', 'ống', 'HIT', 'GSK', 'Úc', 'Khí dung qua máy'],
  ['Seretide Evohaler 25/125', [['Salmeterol', '25 mcg/liều'], ['Fluticason propionat', '125 mcg/liều']], 'Khí dung xịt định liều', 'bình', 'HIT', 'GSK', 'Tây Ban Nha', 'Xịt 2 nhát, súc miệng sau xịt'],
  ['Montelukast 10', [['Montelukast', '10 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Stella', VN, 'Uống buổi tối'],
  ['Acemuc 200', [['Acetylcystein', '200 mg']], 'Thuốc cốm', 'gói', 'UONG', 'Sanofi', VN, 'Hòa tan trong nước, uống sau ăn'],
  ['Bisolvon 8 mg', [['Bromhexin hydroclorid', '8 mg']], 'Viên nén', 'viên', 'UONG', 'Sanofi', 'Indonesia', null],
  ['Ambroxol 30', [['Ambroxol hydroclorid', '30 mg']], 'Viên nén', 'viên', 'UONG', 'Domesco', VN, 'Uống sau ăn'],
  ['Prospan', [['Cao khô lá thường xuân', '0,7 g/100 ml']], 'Siro', 'chai', 'UONG', 'Engelhard', 'Đức', 'Uống sau ăn'],
  ['Methylprednisolon 16', [['Methylprednisolon', '16 mg']], 'Viên nén', 'viên', 'UONG', 'Pymepharco', VN, 'Uống buổi sáng sau ăn'],
  ['Medrol 4 mg', [['Methylprednisolon', '4 mg']], 'Viên nén', 'viên', 'UONG', 'Pfizer', 'Ý', 'Uống buổi sáng sau ăn'],
  ['Prednisolon 5', [['Prednisolon', '5 mg']], 'Viên nén', 'viên', 'UONG', 'Vidipha', VN, 'Uống buổi sáng sau ăn'],
  // Eye, ear, nose and skin
  ['Natri clorid 0,9%', [['Natri clorid', '0,9 %']], 'Dung dịch nhỏ mắt, mũi', 'lọ', 'NHO_MAT', 'Bidiphar', VN, 'Nhỏ hoặc rửa mắt, mũi'],
  ['Tobrex', [['Tobramycin', '0,3 %']], 'Dung dịch nhỏ mắt', 'lọ', 'NHO_MAT', 'Alcon', 'Bỉ', 'Nhỏ 1–2 giọt mỗi lần'],
  ['Otrivin 0,05%', [['Xylometazolin hydroclorid', '0,05 %']], 'Dung dịch nhỏ mũi', 'lọ', 'NHO_MUI', 'GSK', 'Thụy Sĩ', 'Không dùng quá 5 ngày'],
  ['Avamys', [['Fluticason furoat', '27,5 mcg/liều']], 'Hỗn dịch xịt mũi', 'lọ', 'XIT', 'GSK', 'Anh', 'Xịt 2 nhát mỗi bên mũi'],
  ['Fucidin 2%', [['Acid fusidic', '2 %']], 'Kem bôi da', 'tuýp', 'BOI', 'LEO Pharma', 'Ireland', 'Bôi lớp mỏng 2–3 lần/ngày'],
  ['Canesten 1%', [['Clotrimazol', '1 %']], 'Kem bôi da', 'tuýp', 'BOI', 'Bayer', 'Đức', 'Bôi lớp mỏng 2–3 lần/ngày'],
  ['Acyclovir 400', [['Aciclovir', '400 mg']], 'Viên nén', 'viên', 'UONG', 'Stella', VN, null],
  // Vitamins and minerals
  ['Vitamin C 500', [['Acid ascorbic', '500 mg']], 'Viên nén', 'viên', 'UONG', 'Mekophar', VN, 'Uống sau ăn sáng'],
  ['Neurobion', [['Vitamin B1', '100 mg'], ['Vitamin B6', '200 mg'], ['Vitamin B12', '200 mcg']], 'Viên nén bao phim', 'viên', 'UONG', 'Merck', 'Indonesia', 'Uống sau ăn'],
  ['Calcium Corbière', [['Calci glucoheptonat', '1,1 g/10 ml'], ['Vitamin C', '100 mg/10 ml'], ['Vitamin PP', '50 mg/10 ml']], 'Dung dịch uống', 'ống', 'UONG', 'Sanofi', VN, 'Uống buổi sáng'],
  ['Ferrovit', [['Sắt fumarat', '162 mg'], ['Acid folic', '0,75 mg'], ['Vitamin B12', '7,5 mcg']], 'Viên nang mềm', 'viên', 'UONG', 'Mega We Care', 'Thái Lan', 'Uống trước ăn 1 giờ'],
  ['Zinc 10 mg', [['Kẽm gluconat', '70 mg']], 'Siro', 'chai', 'UONG', 'Traphaco', VN, 'Uống sau ăn'],
  ['Magne B6', [['Magnesi lactat dihydrat', '470 mg'], ['Pyridoxin hydroclorid', '5 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Sanofi', 'Pháp', 'Uống trong bữa ăn'],
  // Nerves and sleep (psychotropics on their own prescription)
  ['Seduxen 5 mg', [['Diazepam', '5 mg']], 'Viên nén', 'viên', 'UONG', 'Gedeon Richter', 'Hungary', 'Uống trước khi ngủ', 'HUONG_THAN'],
  ['Diazepam 5', [['Diazepam', '5 mg']], 'Viên nén', 'viên', 'UONG', 'Danapha', VN, 'Uống trước khi ngủ', 'HUONG_THAN'],
  ['Xanax 0,5 mg', [['Alprazolam', '0,5 mg']], 'Viên nén', 'viên', 'UONG', 'Pfizer', 'Ý', 'Uống trước khi ngủ', 'HUONG_THAN'],
  ['Phenobarbital 100', [['Phenobarbital', '100 mg']], 'Viên nén', 'viên', 'UONG', 'Danapha', VN, 'Uống buổi tối', 'HUONG_THAN'],
  ['Tanakan 40 mg', [['Cao Ginkgo biloba', '40 mg']], 'Viên nén bao phim', 'viên', 'UONG', 'Ipsen', 'Pháp', 'Uống trong bữa ăn'],
  ['Betaserc 16 mg', [['Betahistin dihydroclorid', '16 mg']], 'Viên nén', 'viên', 'UONG', 'Abbott', 'Hà Lan', 'Uống trong bữa ăn'],
  ['Gabapentin 300', [['Gabapentin', '300 mg']], 'Viên nang cứng', 'viên', 'UONG', 'Stella', VN, null],
  // Traditional medicine
  ['Hoạt huyết dưỡng não', [['Cao đinh lăng', '150 mg'], ['Cao bạch quả', '5 mg']], 'Viên nén bao đường', 'viên', 'UONG', 'Traphaco', VN, 'Uống sau ăn', 'YHCT'],
  ['Boganic', [['Cao actiso', '85 mg'], ['Cao rau đắng đất', '64 mg'], ['Cao bìm bìm', '6,4 mg']], 'Viên nang mềm', 'viên', 'UONG', 'Traphaco', VN, 'Uống sau ăn', 'YHCT'],
  ['Bổ phế Nam Hà', [['Cao lỏng bổ phế', '125 ml']], 'Siro', 'chai', 'UONG', 'Nam Hà', VN, 'Uống sau ăn', 'YHCT'],
];

/**
 * WHO ATC codes (ATC/DDD Index, WHO Collaborating Centre for Drug Statistics Methodology, 2025) of the demo drugs the
 * clinical report must tell apart: the systemic antibacterials (J01) it counts as antibiotics, and the antimicrobials
 * it must not (oral metronidazole is P01AB01, eye drops S01, aciclovir J05). The other drugs stay uncoded.
 */
const atcCodes: Record<string, string> = {
  'Amoxicillin 500': 'J01CA04',
  'Augmentin 625 mg': 'J01CR02',
  'Klamentin 1g': 'J01CR02',
  'Augmentin 250 mg/31,25 mg': 'J01CR02',
  'Cefuroxim 500': 'J01DC02',
  'Zinnat 250 mg': 'J01DC02',
  'Cefixim 200': 'J01DD08',
  'Cefadroxil 500': 'J01DB05',
  'Cephalexin 500': 'J01DB01',
  'Azithromycin 500': 'J01FA10',
  'Zitromax 200 mg/5 ml': 'J01FA10',
  'Clarithromycin 500': 'J01FA09',
  'Ciprofloxacin 500': 'J01MA02',
  'Levofloxacin 500': 'J01MA12',
  'Doxycyclin 100': 'J01AA02',
  'Biseptol 480': 'J01EE01',
  'Metronidazol 250': 'P01AB01',
  Tobrex: 'S01AA12',
  'Acyclovir 400': 'J05AB01',
};

// A code for a drug the list no longer holds is a typing slip: fail at load rather than leave the drug uncoded.
for (const name of Object.keys(atcCodes)) {
  if (!rows.some((row) => row[0] === name)) throw new Error(`seed/drugs.ts: ATC code for unknown drug ${name}`);
}

/** Registration numbers in the real patterns, made up: VD- domestic, VN- imported, QLĐB- under special control. */
function registration(index: number, row: Row): string {
  const serial = String(10_000 + ((index * 7919) % 89_999)).padStart(5, '0');
  const year = String(15 + (index % 10));
  if (row[8] === 'GAY_NGHIEN' || row[8] === 'HUONG_THAN') return `QLĐB-${String(600 + index)}-${year}`;
  return `${row[6] === VN ? 'VD' : 'VN'}-${serial}-${year}`;
}

export const demoDrugs: DemoDrug[] = rows.map((row, index) => ({
  tenthuoc: row[0],
  thanhphan: row[1].map(([hoatchat, hamluong]) => ({ hoatchat, hamluong })),
  dangbaoche: row[2],
  donvitinh: row[3],
  duongdung: row[4],
  sodangky: registration(index, row),
  hangsanxuat: row[5],
  nuocsanxuat: row[6],
  loaithuoc: row[8] ?? 'THUONG',
  cachdung: row[7],
  maatc: atcCodes[row[0]] ?? null,
}));
