// Reads an address written the old way, "Phường Bến Nghé, Quận 1, TP.HCM", into its parts: the commune (with its
// kind when given: phường, xã, thị trấn), the district and the province, without diacritics and with the usual
// abbreviations spelt out (P., Q., H., TX., TT., TP., TP.HCM). Pure text work; the service matches the parts.

/** Lower case without diacritics or đ: how names are compared ("Bến Nghé" → "ben nghe"). */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export type CommuneKind = 'phuong' | 'xa' | 'thi tran';

export interface OldAddress {
  /** The commune's name without its kind ("ben nghe", "4"); null when the address has none. */
  commune: string | null;
  communeKind: CommuneKind | null;
  district: string | null;
  /** The province's name without "tỉnh" or "thành phố" ("ho chi minh"). */
  province: string | null;
}

/** Short names people write for a province, each as its plain full name. */
const provinceAliases: Record<string, string> = {
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  'tp hcm': 'ho chi minh',
  'sai gon': 'ho chi minh',
  sg: 'ho chi minh',
  hn: 'ha noi',
  tphn: 'ha noi',
  brvt: 'ba ria - vung tau',
  'ba ria vung tau': 'ba ria - vung tau',
  hue: 'thua thien hue',
};

/** A part's leading kind word (or its abbreviation) and what is left of it. */
function splitKind(part: string): { kind: string | null; rest: string } {
  // A whole word is followed by a space; an abbreviation by a dot, or straight by a number ("Q1", "P12").
  const kinds: [RegExp, string][] = [
    [/^(thanh pho\s+|tp\.\s*|tp\s+)/, 'thanh pho'],
    [/^(thi tran\s+|tt\.\s*|tt\s+)/, 'thi tran'],
    [/^(thi xa\s+|tx\.\s*|tx\s+)/, 'thi xa'],
    [/^(phuong\s*(?=\d)|phuong\s+|p\.\s*|p\s*(?=\d))/, 'phuong'],
    [/^(xa\s+|x\.\s*)/, 'xa'],
    [/^(quan\s*(?=\d)|quan\s+|q\.\s*|q\s*(?=\d))/, 'quan'],
    [/^(huyen\s+|h\.\s*)/, 'huyen'],
    [/^(tinh\s+|t\.\s*)/, 'tinh'],
    [/^dac khu\s+/, 'dac khu'],
  ];
  for (const [pattern, kind] of kinds) {
    const match = pattern.exec(part);
    if (match) return { kind, rest: part.slice(match[0].length).trim() };
  }
  return { kind: null, rest: part };
}

/** "04" → "4": numbered wards are written with and without the zero. */
const number = (name: string) => (/^\d+$/.test(name) ? String(Number(name)) : name);

function provinceName(part: string): string {
  const compact = part.replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (provinceAliases[compact]) return provinceAliases[compact];
  if (provinceAliases[compact.replace(/\s/g, '')]) return provinceAliases[compact.replace(/\s/g, '')]!;
  const { rest } = splitKind(part);
  return provinceAliases[rest] ?? rest;
}

/**
 * The parts of an old address. Parts are separated by commas (or semicolons); the last is the province, the one
 * before a district when it reads as one (quận, huyện, thị xã, or a provincial city before a province), and the
 * commune the part marked as one, or else the first part left.
 */
export function parseOldAddress(text: string): OldAddress {
  const parts = plain(text)
    .split(/[,;]|\s-\s/)
    .map((part) => part.trim())
    .filter(Boolean);
  const result: OldAddress = { commune: null, communeKind: null, district: null, province: null };
  if (parts.length === 0) return result;
  const read = parts.map((part) => ({ part, ...splitKind(part) }));
  const communeAt = read.findIndex((r) => r.kind === 'phuong' || r.kind === 'xa' || r.kind === 'thi tran');
  if (parts.length >= 2) {
    result.province = provinceName(parts[parts.length - 1]!);
    const before = read[parts.length - 2]!;
    if (parts.length >= 3 && parts.length - 2 !== communeAt) result.district = before.part;
  }
  // The part marked as a commune, or else the first part (people write the commune first).
  const commune = read[communeAt >= 0 ? communeAt : 0]!;
  result.commune = number(commune.rest);
  result.communeKind = communeAt >= 0 ? (commune.kind as CommuneKind) : null;
  return result;
}

/** The plain names an old commune of this kind and name may carry in the data ("phuong ben nghe"). */
export function communeNames(address: OldAddress): string[] {
  if (!address.commune) return [];
  const kinds = address.communeKind ? [address.communeKind] : ['phuong', 'xa', 'thi tran'];
  return [...kinds.map((kind) => `${kind} ${address.commune}`), address.commune];
}

/** A province's plain name without its kind ("thanh pho ho chi minh" → "ho chi minh"). */
export const bareProvince = (name: string) => plain(name).replace(/^(tinh|thanh pho)\s+/, '');
