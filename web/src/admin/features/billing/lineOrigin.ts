// What a bill line came from, in a few words: an order names its service's kind and who ordered it ("Xét nghiệm ·
// BS Nguyễn Văn A"); a counter line names what it sells (a service, a drug, a product, a package). Shared by the
// bill page and the printed receipt. A line a package covers names the package and the session it used.
import type { BillLine } from '@phongkham/contracts';
import { useBillText } from './billTexts';

export interface LineOrigin {
  /** The colour key: the service's kind for an order, else the line's kind. */
  kind: string;
  label: string;
}

export function useLineOrigin() {
  const text = useBillText();
  return (line: BillLine): LineOrigin => {
    // Covered by the patient's package: which package and which of its sessions, whatever ordered it.
    if (line.goibenhnhan_id) {
      const label = text('originPackage', {
        name: line.goi_ten ?? '',
        n: line.goi_buoi ?? 0,
        of: line.goi_soluot ?? 0,
      });
      return { kind: 'GOI', label };
    }
    if (!line.chidinh_id) return { kind: line.loai, label: text(`origins.${line.loai}`) };
    const kind = line.dichvu_loai ?? 'CHI_DINH';
    const what = line.dichvu_loai ? text(`origins.kinds.${line.dichvu_loai}`) : text('origins.CHI_DINH');
    const name = line.nguoichidinh_hoten;
    if (!name) return { kind, label: what };
    const who = line.nguoichidinh_vaitro === 'BACSY' ? text('origins.doctor', { name }) : name;
    return { kind, label: `${what} · ${who}` };
  };
}
