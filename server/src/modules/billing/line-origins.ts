// A bill's lines with what each came from, read when the bill is read (nothing stored): a line from an order (a
// check-in service, a doctor's lab or imaging order) names the service's kind and who ordered it with their role;
// a counter line names its service's kind when it sells a service, else its kind (drug, product) says it all. A line
// a patient's package covers names the package and the item's sessions ("Gói: … buổi 3/10"; the session is stored
// with the line, as billed).
import { and, asc, eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { billLines, orderLines, patientPackageLines, patientPackages, roles, services, staff } from '../../db/schema';

type Reads = Pick<Database, 'select'> | Transaction;

/** The lines of one bill in their order, each with its origin. */
export function linesWithOrigins(db: Reads, billId: string) {
  return db
    .select({
      _id: billLines._id,
      loai: billLines.loai,
      chidinh_id: billLines.chidinh_id,
      dichvu_id: billLines.dichvu_id,
      thuoc_id: billLines.thuoc_id,
      sanpham_id: billLines.sanpham_id,
      goidichvu_id: billLines.goidichvu_id,
      goibenhnhan_id: billLines.goibenhnhan_id,
      goi_ten: patientPackages.ten,
      goi_buoi: billLines.goi_buoi,
      goi_soluot: patientPackageLines.soluot,
      ten: billLines.ten,
      donvitinh: billLines.donvitinh,
      soluong: billLines.soluong,
      dongia: billLines.dongia,
      giamgia_phantram: billLines.giamgia_phantram,
      giamgia: billLines.giamgia,
      giamgia_lydo: billLines.giamgia_lydo,
      giamgia_nguoi_id: billLines.giamgia_nguoi_id,
      thanhtien: billLines.thanhtien,
      thutu: billLines.thutu,
      dichvu_loai: services.loai,
      nguoichidinh_id: orderLines.nhanvien_id,
      nguoichidinh_hoten: staff.hoten,
      nguoichidinh_vaitro: roles.ma,
    })
    .from(billLines)
    .leftJoin(services, eq(services._id, billLines.dichvu_id))
    .leftJoin(orderLines, eq(orderLines._id, billLines.chidinh_id))
    .leftJoin(staff, eq(staff._id, orderLines.nhanvien_id))
    .leftJoin(roles, eq(roles._id, staff.vaitro_id))
    .leftJoin(patientPackages, eq(patientPackages._id, billLines.goibenhnhan_id))
    .leftJoin(
      patientPackageLines,
      and(
        eq(patientPackageLines.goibenhnhan_id, billLines.goibenhnhan_id),
        or(
          eq(patientPackageLines.dichvu_id, billLines.dichvu_id),
          eq(patientPackageLines.sanpham_id, billLines.sanpham_id),
        ),
      ),
    )
    .where(eq(billLines.hoadon_id, billId))
    .orderBy(asc(billLines.thutu));
}
