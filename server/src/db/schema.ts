// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export { clinicHours, clinics } from './tables/phongkham';
export { communes, formerCommunes, formerProvinces, provinces, referenceData } from './tables/diachi';
export { settings } from './tables/setting';
export { newsCategories } from './tables/dmtintuc';
export { requestHistory, requests } from './tables/yeucau';
export { patientCodes, patients } from './tables/benhnhan';
export { liveEvents } from './tables/sukien';
export { rateLimitCounters } from './tables/gioihantansuat';
export { roles } from './tables/vaitro';
export { staff } from './tables/nhanvien';
export { sessions } from './tables/phiendangnhap';
export { activityLog } from './tables/lichsuhoatdong';
export { files } from './tables/tep';
export { news } from './tables/tintuc';
export { serviceGroups } from './tables/dmdichvu';
export { services } from './tables/dichvu';
export { productCategories } from './tables/dmsanpham';
export { products } from './tables/sanpham';
export { diseases } from './tables/benh';
export { doctors } from './tables/bacsi';
export { doctorHours } from './tables/lichlamviec';
export { diseaseDoctors, diseaseServices } from './tables/benh-links';
export { faqCategories, faqs } from './tables/faq';
export { guideCategories, guides } from './tables/huongdan';
export { sponsoredOperations } from './tables/taitro';
export { donations } from './tables/quyengop';
export { successStories } from './tables/cauchuyen';
export { pages } from './tables/trang';
export { memberRegistrations } from './tables/dangkythanhvien';
export { profileReviews, reviewDocuments, reviewSteps } from './tables/xetduyethoso';
export { outbox } from './tables/hopthudi';
export { passwordRecoveries } from './tables/khoiphucmatkhau';
export { catalogueEntries } from './tables/danhmuc';
export { suppliers } from './tables/nhacungcap';
export { systemSettings } from './tables/cauhinh';
export { emailTemplates } from './tables/mauemail';
export { notices, noticeReads } from './tables/thongbaochung';
export { languages, translationOverrides } from './tables/ngonngu';
export { visits, orderLines } from './tables/luotkham';
export { icd10Codes } from './tables/icd10';
export { examinationAddenda, examinations } from './tables/khambenh';
export { appointments, holidays, scheduleExceptions } from './tables/lichhen';
export { labTests, results, resultValues } from './tables/xetnghiem';
export { drugs } from './tables/thuoc';
export { prescriptionLines, prescriptions } from './tables/donthuoc';
export { billLines, bills } from './tables/hoadon';
export { documentCounters } from './tables/sochungtu';
export { cashierShifts } from './tables/cathungan';
export { receipts, refunds } from './tables/phieuthu';
export { deposits } from './tables/tamung';
export { cashEntries } from './tables/thuchikhac';
export {
  packageSessions,
  patientPackageLines,
  patientPackages,
  servicePackageItems,
  servicePackages,
} from './tables/goidichvu';
export { eInvoices } from './tables/hoadondientu';
export { reorderLevels, stores } from './tables/kho';
export { batches } from './tables/lohang';
export { stockDocumentLines, stockDocuments } from './tables/phieukho';
export { stocktakeLines, stocktakes } from './tables/kiemke';
export { demo } from './tables/demo';
