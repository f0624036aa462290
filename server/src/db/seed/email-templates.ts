// The e-mail templates the system sends with, as a new installation gets them: added at start-up when their code
// has no template yet (never overwriting what staff edited), and what a mail is rendered from should the row be
// missing all the same. Wording in vi and en; {{variables}} as declared in contracts' emailTemplateCodes.
import type { EmailTemplateCode } from '@phongkham/contracts';
import type { Database } from '../client';
import { emailTemplates } from '../schema';

export interface DefaultTemplate {
  ma: EmailTemplateCode;
  tieude: string;
  tieude_en: string;
  noidung: string;
  noidung_en: string;
}

export const defaultEmailTemplates: DefaultTemplate[] = [
  {
    ma: 'DAT_LAI_MAT_KHAU',
    tieude: 'Đặt lại mật khẩu tài khoản {{taikhoan}}',
    tieude_en: 'Reset the password of account {{taikhoan}}',
    noidung: [
      '<p>Xin chào {{hoten}},</p>',
      '<p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản {{taikhoan}} tại khu quản trị phòng khám.</p>',
      '<p>Mở liên kết dưới đây để đặt mật khẩu mới (liên kết có hiệu lực trong {{sophut}} phút và chỉ dùng được một lần):</p>',
      '<p><a href="{{lienket}}">Đặt lại mật khẩu</a></p>',
      '<p>Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.</p>',
      '<p>PhongKham</p>',
    ].join(''),
    noidung_en: [
      '<p>Hello {{hoten}},</p>',
      '<p>We received a request to reset the password of account {{taikhoan}} in the clinic’s back office.</p>',
      '<p>Open the link below to choose a new password (the link is valid for {{sophut}} minutes and works only once):</p>',
      '<p><a href="{{lienket}}">Reset the password</a></p>',
      '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
      '<p>PhongKham</p>',
    ].join(''),
  },
  {
    ma: 'MA_KHUYEN_MAI',
    tieude: 'Mã khuyến mãi {{makhuyenmai}} của bạn tại {{phongkham}}',
    tieude_en: 'Your promotion code {{makhuyenmai}} at {{phongkham}}',
    noidung: [
      '<p>Xin chào {{hoten}},</p>',
      '<p>Cảm ơn bạn đã đăng ký thành viên của {{phongkham}}. Bạn thuộc những người đăng ký đầu tiên nên được tặng mã khuyến mãi:</p>',
      '<p><strong>{{makhuyenmai}}</strong></p>',
      '<p>Mã giúp bạn được giảm {{giamgia}}% chi phí điều trị hoặc tiểu phẫu. Vui lòng đưa mã này cho nhân viên khi đến khám; mỗi mã dùng được một lần.</p>',
      '<p>Cần đặt lịch hoặc hỏi thêm, hãy gọi {{dienthoai}}.</p>',
      '<p>{{phongkham}}</p>',
    ].join(''),
    noidung_en: [
      '<p>Hello {{hoten}},</p>',
      '<p>Thank you for becoming a member of {{phongkham}}. You are among the first registrants, so you receive a promotion code:</p>',
      '<p><strong>{{makhuyenmai}}</strong></p>',
      '<p>It takes {{giamgia}}% off treatment or minor surgery. Please show it to our staff at your visit; each code can be used once.</p>',
      '<p>To book a visit or ask a question, call {{dienthoai}}.</p>',
      '<p>{{phongkham}}</p>',
    ].join(''),
  },
  {
    ma: 'CANH_BAO_KHO',
    tieude: 'Cảnh báo kho ngày {{ngay}} – {{phongkham}}',
    tieude_en: 'Stock alerts for {{ngay}} – {{phongkham}}',
    noidung: [
      '<p>Kho của {{phongkham}} hôm nay có {{duoidinhmuc}} mặt hàng dưới định mức tồn, {{ganhethan}} lô sắp hết hạn (trong {{songay}} ngày tới) và {{hethan}} lô đã hết hạn còn tồn.</p>',
      '<p><strong>Dưới định mức tồn:</strong> {{ds_duoidinhmuc}}</p>',
      '<p><strong>Sắp hết hạn:</strong> {{ds_ganhethan}}</p>',
      '<p><strong>Đã hết hạn, cần xuất hủy:</strong> {{ds_hethan}}</p>',
      '<p>Xem chi tiết trong <a href="{{lienket}}">Kho thuốc</a>. Thuốc hết hạn không được tính vào tồn khả dụng và không được cấp phát.</p>',
    ].join(''),
    noidung_en: [
      '<p>Today the stock of {{phongkham}} has {{duoidinhmuc}} items below their reorder level, {{ganhethan}} batches expiring within {{songay}} days and {{hethan}} expired batches still on the shelf.</p>',
      '<p><strong>Below the reorder level:</strong> {{ds_duoidinhmuc}}</p>',
      '<p><strong>Expiring soon:</strong> {{ds_ganhethan}}</p>',
      '<p><strong>Expired, to be destroyed:</strong> {{ds_hethan}}</p>',
      '<p>See the details in <a href="{{lienket}}">Stock</a>. Expired stock does not count as usable and is never dispensed.</p>',
    ].join(''),
  },
];

/** Adds the system's templates whose code has none yet; an edited template stays as it is. */
export async function ensureEmailTemplates(db: Database): Promise<void> {
  await db.insert(emailTemplates).values(defaultEmailTemplates).onConflictDoNothing({ target: emailTemplates.ma });
}
