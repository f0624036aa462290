// Outpatient prescribing rules written once (Circular 26/2025/TT-BYT, docs/decisions/0029): the server applies them
// when it saves and the prescription form while the doctor types. A child under 72 months needs age in months,
// weight and the accompanying adult; the quantity of a line is dose × times a day × days, rounded up; a
// single-ingredient drug is written by its active ingredient; a drug's classification decides the prescription's
// kind, and with it the last letter of the national prescription code.
import type { DrugClass, DrugIngredient, DrugRoute } from './resources/drugs';

/**
 * Draft (editable), signed (read-only, may be sent), cancelled; then, once the clinic's pharmacy hands it out, partly
 * dispensed (some lines short) and dispensed. Both dispensed states are signed prescriptions too.
 */
export const prescriptionStates = ['NHAP', 'DA_KY', 'HUY', 'PHAT_MOT_PHAN', 'DA_PHAT'] as const;
export type PrescriptionState = (typeof prescriptionStates)[number];

/** The kind letter ending the code: c ordinary, n narcotic, h psychotropic and precursors, y traditional medicine. */
export const prescriptionKinds = ['c', 'n', 'h', 'y'] as const;
export type PrescriptionKind = (typeof prescriptionKinds)[number];

export const kindOfDrugClass: Record<DrugClass, PrescriptionKind> = {
  THUONG: 'c',
  GAY_NGHIEN: 'n',
  HUONG_THAN: 'h',
  YHCT: 'y',
};

/**
 * The kind of a prescription holding drugs of these classes, or null when they cannot share one prescription
 * (each kind has its own form and register; a narcotic goes on its own prescription). No drug: ordinary.
 */
export function prescriptionKind(classes: readonly DrugClass[]): PrescriptionKind | null {
  const kinds = new Set(classes.map((drugClass) => kindOfDrugClass[drugClass]));
  if (kinds.size > 1) return null;
  return [...kinds][0] ?? 'c';
}

/** The facility's interconnection code issued by the national prescription system: 5 letters or digits. */
export const FACILITY_CODE = /^[A-Za-z0-9]{5}$/;
/** The 7 characters the facility generates: no 0/O, 1/I/L that a pharmacist could misread. */
export const PRESCRIPTION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The national code: facility (5) + generated (7) + '-' + kind letter = 14 characters. */
export const PRESCRIPTION_CODE = /^[A-Za-z0-9]{5}[2-9A-HJKMNP-Z]{7}-[cnhy]$/;

/** The code with its kind letter set (the generated part stays when the lines change kind). */
export const withKind = (code: string, kind: PrescriptionKind) => `${code.slice(0, 12)}-${kind}`;

/** Children under this many months get the extra fields on their prescription. */
export const CHILD_MONTHS = 72;

/** Completed months between a birth date and a day (both YYYY-MM-DD); null without a birth date. */
export function ageInMonths(birth: string | null | undefined, day: string): number | null {
  if (!birth) return null;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return Math.max(0, (y - by) * 12 + (mo - bm) - (d < bd ? 1 : 0));
}

/** Under 72 months on that day: the prescription then records age in months, weight and the accompanying adult. */
export function isYoungChild(birth: string | null | undefined, day: string): boolean {
  const months = ageInMonths(birth, day);
  return months !== null && months < CHILD_MONTHS;
}

/** How many units a line dispenses: dose per time × times a day × days, rounded up to whole units. */
export function prescribedQuantity(dose: number, timesPerDay: number, days: number): number {
  // Rounded to 6 places first so 0.1 × 3 × 10 does not become 3.0000000000000004 and then 4.
  return Math.ceil(Math.round(dose * timesPerDay * days * 1e6) / 1e6);
}

/** What a prescription line calls a drug: "Amlodipin 5 mg (Amlodac)", or a combination's brand with its ingredients. */
export function prescribedName(drug: { tenthuoc: string; thanhphan: readonly DrugIngredient[] }): string {
  const [only, ...more] = drug.thanhphan;
  if (only && more.length === 0) return `${only.hoatchat} ${only.hamluong} (${drug.tenthuoc})`;
  return `${drug.tenthuoc} (${drug.thanhphan.map((part) => `${part.hoatchat} ${part.hamluong}`).join(' + ')})`;
}

/** Lower case without Vietnamese diacritics, for comparing allergies and ingredients. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();
}

export interface WarningDrug {
  _id: string;
  tenthuoc: string;
  thanhphan: readonly DrugIngredient[];
  /** The drug's route and the line's directions: directions naming another route are warned of. */
  duongdung?: DrugRoute;
  cachdung?: string | null;
}

/**
 * A warning given with the prescription: an allergy matching a line, an active ingredient on two lines, or a line
 * whose directions name another route than the drug's (`thutu` counts lines from 1).
 */
export type PrescriptionWarning =
  | { loai: 'DI_UNG'; thuoc_id: string; tenthuoc: string; diung: string }
  | { loai: 'TRUNG_HOAT_CHAT'; hoatchat: string; thuoc_ids: string[] }
  | { loai: 'DUONG_DUNG'; thutu: number; tenthuoc: string; duongdung: DrugRoute; cachdung_duongdung: DrugRoute };

/** The patient's recorded allergies as separate terms ("Penicillin; hải sản, aspirin"). */
const allergyTerms = (allergies: string | null | undefined) =>
  (allergies ?? '')
    .split(/[,;\n/]+/)
    .map((term) => term.trim())
    .filter((term) => foldText(term).length >= 3);

/**
 * The warnings of a prescription's drugs (in line order): each drug whose brand or active ingredient a recorded
 * allergy names (either containing the other, case and diacritics ignored), and each active ingredient found on
 * more than one line, and each line whose directions name another route than its drug's. Warnings inform; the doctor
 * decides (a route contradiction is confirmed once more at signing).
 */
export function prescriptionWarnings(
  allergies: string | null | undefined,
  drugs: readonly WarningDrug[],
): PrescriptionWarning[] {
  const warnings: PrescriptionWarning[] = [];
  const terms = allergyTerms(allergies);
  for (const drug of drugs) {
    const names = [drug.tenthuoc, ...drug.thanhphan.map((part) => part.hoatchat)].map(foldText);
    const term = terms.find((candidate) => {
      const folded = foldText(candidate);
      return names.some((name) => name.includes(folded) || folded.includes(name));
    });
    if (term) warnings.push({ loai: 'DI_UNG', thuoc_id: drug._id, tenthuoc: drug.tenthuoc, diung: term });
  }
  const seen = new Map<string, { hoatchat: string; ids: string[] }>();
  for (const drug of drugs) {
    for (const part of new Set(drug.thanhphan.map((p) => p.hoatchat))) {
      const entry = seen.get(foldText(part)) ?? { hoatchat: part, ids: [] };
      entry.ids.push(drug._id);
      seen.set(foldText(part), entry);
    }
  }
  for (const { hoatchat, ids } of seen.values()) {
    if (ids.length > 1) warnings.push({ loai: 'TRUNG_HOAT_CHAT', hoatchat, thuoc_ids: ids });
  }
  drugs.forEach((drug, index) => {
    const named = drug.duongdung ? routeConflict(drug.duongdung, drug.cachdung) : null;
    if (named && drug.duongdung) {
      warnings.push({
        loai: 'DUONG_DUNG',
        thutu: index + 1,
        tenthuoc: drug.tenthuoc,
        duongdung: drug.duongdung,
        cachdung_duongdung: named,
      });
    }
  });
  return warnings;
}

/**
 * Words that name a route of administration in written directions (Vietnamese and English, diacritics folded), per
 * family of routes: the three injections are one family, as are the three kinds of drops, and a spray is inhaled.
 */
const routeWords: { routes: readonly DrugRoute[]; words: RegExp }[] = [
  { routes: ['UONG'], words: /\b(uong|nuot|oral|orally|by mouth|swallow\w*)\b/ },
  { routes: ['NGAM'], words: /\b(ngam|sublingual\w*|under the tongue)\b/ },
  {
    routes: ['TIEM', 'TIEM_BAP', 'TIEM_TINH_MACH'],
    words: /\b(tiem|truyen|inject\w*|intramuscular\w*|intravenous\w*)\b/,
  },
  { routes: ['BOI'], words: /\b(boi (len|lop|vao|ngoai)|thoa|apply|topical\w*)\b/ },
  { routes: ['DAN'], words: /\b(dan (len|vao|1|mot)|mieng dan|patch\w*)\b/ },
  { routes: ['NHO_MAT', 'NHO_MUI', 'NHO_TAI'], words: /\b(nho|giot|drops?)\b/ },
  { routes: ['XIT', 'HIT'], words: /\b(xit|hit|khi dung|spray\w*|inhal\w*|puffs?|nebuli\w*)\b/ },
  { routes: ['DAT'], words: /\b(dat|hau mon|am dao|suppositor\w*|rectal\w*|vaginal\w*|pessar\w*)\b/ },
  { routes: ['SUC_MIENG'], words: /\b(suc (mieng|hong)|gargle\w*|mouthwash\w*)\b/ },
];

/**
 * The route that a line's directions name instead of the drug's own, or null: directions that name some route but
 * none of the drug's family ("Uống khi sốt" for a suppository). Directions naming no route, or the drug's own route
 * beside another ("Đặt hậu môn, uống nhiều nước"), do not contradict it.
 */
export function routeConflict(route: DrugRoute, directions: string | null | undefined): DrugRoute | null {
  const text = foldText(directions ?? '');
  if (!text) return null;
  const named = routeWords.filter((family) => family.words.test(text));
  if (named.length === 0 || named.some((family) => family.routes.includes(route))) return null;
  return named[0]!.routes[0]!;
}
