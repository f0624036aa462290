// What billing asks of the service packages, without importing the packages module (which imports billing for its
// refunds): app.ts hands billing the packages module's link, as it hands it the members' promotion codes. Every call
// runs inside billing's transaction, so a session is used together with the bill line it covers, and a package is
// made together with the payment that settles the line selling it, or not at all.
import type { Writer } from './crud/writer';

/** A bill line a package may cover: a service or a product, how many, on which bill. */
export interface CoveredItem {
  dichvu_id: string | null;
  sanpham_id: string | null;
  soluong: number;
  hoadon_id: string;
}

/** A session used: the patient's package, and which session of the item this line is (3 of 10). */
export interface PackageUse {
  goibenhnhan_id: string;
  buoi: number;
}

/** A paid bill line selling a package (loai GOI): what the patient's package is made from. */
export interface SoldPackage {
  phongkham_id: string;
  benhnhan_id: string;
  hoadon_id: string;
  hoadon_dong_id: string;
  goidichvu_id: string;
  /** What the line came to: the package's value. */
  giatri: number;
}

export interface PackageLink {
  /**
   * Uses `item.soluong` sessions of an active, unexpired package of the patient covering the item (the one ending
   * soonest), or nothing when none has that many left: then null, and the line is billed at its price.
   */
  consume(writer: Writer, clinic: string, patient: string, item: CoveredItem): Promise<PackageUse | null>;
  /** Gives back the sessions of a covered line that left a draft, or of a voided bill (a closed package keeps them). */
  release(writer: Writer, packageId: string, item: CoveredItem): Promise<void>;
  /** A bill settled in full: each line selling a package becomes the patient's package, once. */
  sold(writer: Writer, lines: readonly SoldPackage[]): Promise<void>;
}

/** No packages: billing tested or run on its own; nothing is covered and nothing sold becomes a package. */
export const noPackages: PackageLink = {
  consume: async () => null,
  release: async () => {},
  sold: async () => {},
};
