// Shapes of the demo content in this folder: every text in Vietnamese and English, bodies as HTML
// (cleaned by sanitizeHtml() when stored), and what each picture shows.
import type { PageCode, ServiceKind } from '@phongkham/contracts';
import type { Portrait, Scene } from './pictures';

/** Summary and body in both languages. */
export interface Texts {
  mota: string;
  mota_en: string;
  noidung: string;
  noidung_en: string;
}

export interface SeedArticle extends Texts {
  /** The Vietnamese name of its news category (content.ts). */
  danhmuc: string;
  tieude: string;
  tieude_en: string;
  noibat?: boolean;
  /** Published this many days before the seed runs, so a new installation looks current. */
  daysAgo: number;
  picture: Scene;
}

export interface SeedService extends Texts {
  tendichvu: string;
  tendichvu_en: string;
  /** Whole đồng. */
  gia: number;
  donvitinh: string;
  donvitinh_en: string;
  loai: ServiceKind;
  /** A short remark shown beside the price, in both languages. */
  ghichu?: { vi: string; en: string };
  picture: Scene;
}

export interface SeedServiceGroup extends Texts {
  tendanhmuc: string;
  tendanhmuc_en: string;
  picture: Scene;
  dichvu: SeedService[];
}

export interface SeedProduct extends Texts {
  tensanpham: string;
  tensanpham_en: string;
  /** Whole đồng; null: "contact us for the price". */
  gia: number | null;
  picture: Scene;
}

export interface SeedProductCategory {
  tendanhmuc: string;
  tendanhmuc_en: string;
  sanpham: SeedProduct[];
}

export interface SeedDisease extends Texts {
  tenbenh: string;
  tenbenh_en: string;
  picture: Scene;
  /** The Vietnamese names of the price-list services that treat or test for it (services.ts). */
  dichvu: string[];
  /** The staff accounts of the doctors who see it (doctors.ts). */
  bacsi: string[];
}

export interface SeedDoctor extends Texts {
  /** Staff account name; the account gets an unusable random password (set one through recovery). */
  taikhoan: string;
  hoten: string;
  email: string;
  hocham: string;
  /** The title as English readers know it ("MSc, MD"). */
  hocham_en: string;
  /** Practising certificate number (số chứng chỉ hành nghề); invented, in the Ministry's shape. */
  sochungchi: string;
  chuyenkhoa: string;
  chuyenkhoa_en: string;
  namkinhnghiem: number;
  /** The weekly hours: weekday 1 (Monday) to 7 (Sunday), 'HH:MM' times, an optional note in both languages. */
  lichlamviec: SeedSession[];
  portrait: Portrait;
}

export interface SeedSession {
  thu: number;
  batdau: string;
  ketthuc: string;
  ghichu?: string;
  ghichu_en?: string;
}

export interface SeedSponsorship extends Texts {
  tieude: string;
  tieude_en: string;
  benhnhan: string;
  benhnhan_en: string;
  chiphi: number;
  /** Donations recorded so far; what the operation has raised is their sum. */
  donations: { nhataitro: string; sotien: number; congkhai: boolean; daysAgo: number }[];
  trangthai: 'DANG_KEU_GOI' | 'DA_PHAU_THUAT';
  daysAgo: number;
  picture: Scene;
}

export interface SeedStory extends Texts {
  tieude: string;
  tieude_en: string;
  /** The title of the sponsored operation the story follows, when it follows one. */
  taitro?: string;
  daysAgo: number;
  picture: Scene;
}

export interface SeedPage extends Texts {
  ma: PageCode;
  tieude: string;
  tieude_en: string;
  picture: Scene;
}
