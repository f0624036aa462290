// Clinical content, marked once: the pages whose grant reads it, the history's clinical resources, and the field
// names that hold it. The server keeps such text out of the activity history for readers without a clinical grant;
// the authorization matrix (server/src/plugins/access.test.ts) walks every answer against these names, so a new
// route is covered without editing the test (docs/decisions/0037-history-by-clinic-and-grant.md).
import { grantsAny, type RoleMenuEntry } from './permissions';

/** The clinical pages: a view grant on any of them is a clinical grant. */
export const clinicalPages = ['/kham-benh', '/xet-nghiem', '/chan-doan-hinh-anh', '/don-thuoc'] as const;

/**
 * History resources (`tainguyen`) that are clinical records, with the pages whose view grant reads the record,
 * and so its history. A lab or imaging order is read from its kind's page and from the chart.
 */
export const clinicalResources: Readonly<Record<string, readonly string[]>> = {
  khambenh: ['/kham-benh'],
  khambenh_bosung: ['/kham-benh'],
  chidinh: ['/xet-nghiem', '/chan-doan-hinh-anh', '/kham-benh'],
  donthuoc: ['/don-thuoc'],
};

/**
 * Fields whose values are clinical: vital signs, history, findings, diagnoses, conclusions, advice, addenda, lab
 * values, prescription lines. Names other modules use for non-clinical data are left out: `mota` and `hinhanh`
 * (content's description and picture), `chieucao` (a picture's height), `diung` and `lydo` (written by reception),
 * `chandoan` (a charity application's own), `tenthuoc`, `cachdung` (the drug catalogue). Each clinical record
 * answering these also answers a marked one (an imaging finding always comes with its `ketluan`).
 */
export const clinicalFields = [
  'mach',
  'huyetap_tamthu',
  'huyetap_tamtruong',
  'nhietdo',
  'spo2',
  'cannang',
  'bmi',
  'canhbao',
  'tiensu',
  'khamthucthe',
  'chandoan_chinh',
  'chandoan_phu',
  'chandoan_ghichu',
  'ketluan',
  'loidan',
  'bosung',
  'chiso',
  'giatri',
  'batthuong',
  'chitiet',
  'lieu_moilan',
] as const;

const clinicalNames: ReadonlySet<string> = new Set(clinicalFields);

/** What a hidden clinical value reads as: the field's name stays, its content does not. */
export const CLINICAL_HIDDEN = '•••';

/** Whether a role's menu holds a clinical grant (view on a clinical page). */
export const holdsClinicalGrant = (menu: readonly RoleMenuEntry[]): boolean => grantsAny(menu, clinicalPages, 'view');

/** Whether a role's menu reads the history of `tainguyen`: any non-clinical resource, a clinical one by its pages. */
export const readsHistoryOf = (menu: readonly RoleMenuEntry[], tainguyen: string): boolean => {
  const pages = clinicalResources[tainguyen];
  return !pages || grantsAny(menu, pages, 'view');
};

const isId = (key: string) => key === '_id' || key.endsWith('_id') || key.endsWith('_ids');

/** A value with its content hidden: ids and the shape's field names stay, every other leaf is CLINICAL_HIDDEN. */
function hidden(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map(hidden);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, isId(key) ? inner : hidden(inner)]),
    );
  }
  return CLINICAL_HIDDEN;
}

/** `value` (a snapshot, an answer) with the content of every clinical field hidden, at any depth. */
export function withoutClinicalText(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutClinicalText);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      clinicalNames.has(key) ? hidden(inner) : withoutClinicalText(inner),
    ]),
  );
}

/** Whether a value holds content: a leaf other than null, empty or CLINICAL_HIDDEN, ids aside. */
function holdsContent(value: unknown): boolean {
  if (value === null || value === undefined || value === CLINICAL_HIDDEN || value === '') return false;
  if (Array.isArray(value)) return value.some(holdsContent);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).some(([key, inner]) => !isId(key) && holdsContent(inner));
  }
  return true;
}

/** Where `value` holds clinical content: the paths of clinical fields with content (an answer's walk). */
export function clinicalContent(value: unknown, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((inner, index) => clinicalContent(inner, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    clinicalNames.has(key) ? (holdsContent(inner) ? [`${path}.${key}`] : []) : clinicalContent(inner, `${path}.${key}`),
  );
}
