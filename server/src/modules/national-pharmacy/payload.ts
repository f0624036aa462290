// What one stock document of the clinic's pharmacy tells the national pharmacy database (Dược quốc gia): one pure
// function from the document as recorded to the request the outbox posts (docs/decisions/0059). The fields are those
// of QĐ 540/QĐ-QLD (2018) as the public interconnection API names them: a goods receipt, an opening stock or a
// patient's return is a `phieu_nhap` (type 1, 3, 2), a dispensing or a counter sale a `hoa_don`, a return to the
// supplier or a destruction a `phieu_xuat` (type 2, 3). Dates are YYYYMMDD; quantities are in the smallest unit
// (conversion ratio 1); prices and amounts whole đồng. Drug lines only: products are not drugs.
import type { DrugIngredient, DrugPack, DrugRoute, IssueReason, StockDocumentKind } from '@phongkham/contracts';
import type { NationalPharmacyMessage } from '../outbox/national-pharmacy';

/** One drug line of the document, with what the catalogue and the batch say. */
export interface DocumentLine {
  tenthuoc: string;
  sodangky: string | null;
  thanhphan: DrugIngredient[];
  dangbaoche: string;
  donvitinh: string;
  duongdung: DrugRoute;
  hangsanxuat: string | null;
  nuocsanxuat: string | null;
  quycach: DrugPack[];
  solo: string;
  handung: string;
  /** Signed as posted; the payload sends its size. */
  soluong: number;
  gianhap: number;
  giaban: number;
  /** The prescription line's dose, for a dispensing. */
  lieudung: string | null;
}

/** The stock document as recorded, read for sending. */
export interface RecordedDocument {
  so: string;
  loai: StockDocumentKind;
  lydo: IssueReason | null;
  ngay: string;
  ghichu: string | null;
  nhacungcap: { ten: string; masothue: string | null } | null;
  sohoadon: string | null;
  /** The national prescription code of a dispensing. */
  madonthuoc: string | null;
  nhanvien: string | null;
  dong: DocumentLine[];
}

/** Which documents go, and as what. Transfers, stocktakes and internal use stay in the clinic. */
export function nationalKind(loai: StockDocumentKind, lydo: IssueReason | null) {
  switch (loai) {
    case 'NHAP':
      return { api: 'phieu_nhap', loai_phieu: 1 } as const;
    case 'TRA_LAI':
      return { api: 'phieu_nhap', loai_phieu: 2 } as const;
    case 'TON_DAU':
      return { api: 'phieu_nhap', loai_phieu: 3 } as const;
    case 'TRA_NCC':
      return { api: 'phieu_xuat', loai_phieu: 2 } as const;
    case 'HUY':
      return { api: 'phieu_xuat', loai_phieu: 3 } as const;
    case 'XUAT':
      return lydo === 'PHAT_THUOC' || lydo === 'BAN_LE' ? ({ api: 'hoa_don', loai_phieu: null } as const) : null;
    default:
      return null;
  }
}

/** The kinds (and issue reasons) the sweep looks for, as their SQL reads them. */
export const sentKinds: StockDocumentKind[] = ['NHAP', 'TRA_LAI', 'TON_DAU', 'TRA_NCC', 'HUY', 'XUAT'];

/** 2026-11-29 → 20261129. */
export const yyyymmdd = (day: string) => day.replaceAll('-', '');

/** How a route of administration reads on a label. */
const routeWords: Record<DrugRoute, string> = {
  UONG: 'Uống',
  NGAM: 'Ngậm',
  TIEM: 'Tiêm',
  TIEM_BAP: 'Tiêm bắp',
  TIEM_TINH_MACH: 'Tiêm tĩnh mạch',
  BOI: 'Bôi ngoài da',
  DAN: 'Dán',
  NHO_MAT: 'Nhỏ mắt',
  NHO_MUI: 'Nhỏ mũi',
  NHO_TAI: 'Nhỏ tai',
  XIT: 'Xịt',
  HIT: 'Hít, khí dung',
  DAT: 'Đặt',
  SUC_MIENG: 'Súc miệng',
};

/** A drug's packs as a label writes them: "Hộp 100 viên; Vỉ 10 viên". */
const packText = (line: DocumentLine) =>
  line.quycach.map((pack) => `${pack.ten} ${pack.heso} ${line.donvitinh}`).join('; ') || line.donvitinh;

/** The QĐ 540 fields every line carries: the drug as registered, and the batch. */
function drugFields(line: DocumentLine) {
  return {
    // The catalogue holds no national drug code; the registration number is the key that code is built from.
    ma_thuoc: line.sodangky ?? '',
    ten_thuoc: line.tenthuoc,
    so_dang_ky: line.sodangky ?? '',
    hoat_chat: line.thanhphan.map((i) => i.hoatchat).join(', '),
    ham_luong: line.thanhphan.map((i) => i.hamluong).join(', '),
    dang_bao_che: line.dangbaoche,
    hang_san_xuat: line.hangsanxuat ?? '',
    nuoc_san_xuat: line.nuocsanxuat ?? '',
    quy_cach_dong_goi: packText(line),
    don_vi_tinh: line.donvitinh,
    so_lo: line.solo,
    han_dung: yyyymmdd(line.handung),
    so_luong: Math.abs(line.soluong),
  };
}

/** The request for `doc` from the facility `facilityCode`, or null when the document is not one the system takes. */
export function nationalPharmacyMessage(doc: RecordedDocument, facilityCode: string): NationalPharmacyMessage | null {
  const kind = nationalKind(doc.loai, doc.lydo);
  if (!kind || !doc.dong.length) return null;
  if (kind.api === 'hoa_don') {
    return {
      api: 'hoa_don',
      body: {
        ma_hoa_don: doc.so,
        ma_co_so: facilityCode,
        ma_don_thuoc_quoc_gia: doc.madonthuoc ?? '',
        ngay_ban: yyyymmdd(doc.ngay),
        ho_ten_nguoi_ban: doc.nhanvien ?? '',
        // The buyer's name is optional and health data: it is not sent.
        ho_ten_khach_hang: '',
        hoa_don_chi_tiet: doc.dong.map((line) => {
          const quantity = Math.abs(line.soluong);
          return {
            ...drugFields(line),
            duong_dung: routeWords[line.duongdung],
            lieu_dung: line.lieudung ?? '',
            don_gia: line.giaban,
            thanh_tien: quantity * line.giaban,
            ty_le_quy_doi: 1,
          };
        }),
      },
    };
  }
  const lines = doc.dong.map((line) => ({
    ...drugFields(line),
    so_dklh: line.sodangky ?? '',
    don_gia: line.gianhap,
    gia_ban: line.giaban,
  }));
  if (kind.api === 'phieu_nhap') {
    return {
      api: 'phieu_nhap',
      body: {
        ma_phieu: doc.so,
        ma_co_so: facilityCode,
        ngay_nhap: yyyymmdd(doc.ngay),
        loai_phieu_nhap: kind.loai_phieu,
        ghi_chu: doc.ghichu ?? '',
        ten_co_so_cung_cap: doc.nhacungcap?.ten ?? '',
        ma_so_thue_co_so_cung_cap: doc.nhacungcap?.masothue ?? '',
        so_hoa_don: doc.sohoadon ?? '',
        chi_tiet: lines,
      },
    };
  }
  return {
    api: 'phieu_xuat',
    body: {
      ma_phieu: doc.so,
      ma_co_so: facilityCode,
      ngay_xuat: yyyymmdd(doc.ngay),
      loai_phieu_xuat: kind.loai_phieu,
      // Required by the system: the clinic's note, or what the document is.
      ghi_chu: doc.ghichu || (kind.loai_phieu === 2 ? 'Xuất trả nhà cung cấp' : 'Xuất hủy'),
      ten_co_so_nhan: doc.nhacungcap?.ten ?? '',
      so_hoa_don: doc.sohoadon ?? '',
      chi_tiet: lines,
    },
  };
}
