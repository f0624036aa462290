// Vietnam's administrative units from 1 July 2025 (two levels: tỉnh, then xã, phường or đặc khu) as the public
// API serves them, the back office's commune resource (browse, search, correct a name: codes never change), the
// old-address look-up, and the one address every form asks for: province, commune, street line (`tinh_ma`,
// `xa_ma`, `diachi`), the same fields for the back office's picker and the public site's.
import { z } from 'zod';
import { timestamp, uuid } from '../api';
import { defineResource, queryOptional } from '../resource';
import { requiredSelect, requiredText } from '../validation/rules';

const m = (key: string) => ({ error: `validation.${key}` });

export const PROVINCE_NAME_MAX = 100;
export const COMMUNE_NAME_MAX = 100;
/** The street line: house number, street, hamlet ("125 Nguyễn Văn Cừ"). */
export const STREET_LINE_MAX = 200;
/** An address typed for the look-up, the old way: ward, district, province. */
export const LOOKUP_MAX = 300;

/** A province's two-digit statistics code ("79"). */
export const provinceCode = requiredSelect.pipe(z.string().regex(/^\d{2}$/, m('provinceInvalid')));
/** A commune's five-digit statistics code ("26740"). */
export const communeCode = requiredSelect.pipe(z.string().regex(/^\d{5}$/, m('communeInvalid')));

/** GET /api/diachi/tinh: one province, with how many communes it has. */
export const provinceItem = z.object({ ma: z.string(), ten: z.string(), soxa: z.number().int() });
export type ProvinceItem = z.input<typeof provinceItem>;
export const provincesPath = '/api/diachi/tinh';

export const formerKindValues = ['full', 'partial'] as const;
/** An old commune folded into this one, whole or in part. */
export const formerUnit = z.object({ ma_cu: z.string(), ten_cu: z.string(), loai: z.enum(formerKindValues) });
export type FormerUnit = z.input<typeof formerUnit>;

/** One commune of the list (the public picker's options, the back office's table). */
export const communeItem = z.object({
  _id: uuid,
  ma: z.string(),
  ten: z.string(),
  tinh_ma: z.string(),
  tinh_ten: z.string(),
  /** How many old communes it was formed from. */
  sotruoc: z.number().int(),
  updatedAt: timestamp,
});
export type CommuneItem = z.input<typeof communeItem>;

/** One commune: the list's fields, the data file's own name and what it was formed from. */
export const communeDetail = communeItem.extend({
  /** The name as the data file gives it; `ten` differs when staff corrected it. */
  ten_goc: z.string(),
  truoc: z.array(formerUnit),
  createdAt: timestamp,
});
export type CommuneDetail = z.input<typeof communeDetail>;

/** PUT /api/diachi/xa/:id: only the name may be corrected; the code and the province stay. */
export const communeUpdate = z.object({ ten: requiredText.pipe(z.string().max(COMMUNE_NAME_MAX)) });
export type CommuneUpdate = z.input<typeof communeUpdate>;

export const addressResource = defineResource({
  key: 'addresses',
  table: 'xa',
  api: '/api/diachi/xa',
  urls: ['/dia-chi'],
  item: communeItem,
  detail: communeDetail,
  create: z.object({}),
  update: communeUpdate,
  sortFields: ['ma', 'ten', 'tinh_ma', 'updatedAt'],
  defaultSort: 'ma',
  filters: { tinh: queryOptional(z.string().regex(/^\d{2}$/, m('provinceInvalid'))) },
  publicContent: false,
});

// The look-up of an old address -----------------------------------------------------------------------------

export const lookupPath = '/api/diachi/tra-cuu';
export const lookupQuery = z.object({
  q: z.string(m('requiredText')).trim().min(1, m('requiredText')).max(LOOKUP_MAX),
});

const newUnit = z.object({
  ma: z.string(),
  ten: z.string(),
  tinh_ma: z.string(),
  tinh_ten: z.string(),
  /** Whether the old commune went into this one whole or only in part. */
  loai: z.enum(formerKindValues),
});

/** GET /api/diachi/tra-cuu: how the address was read, and each old commune that fits with what it became. */
export const lookupResult = z.object({
  /** The parts as read: the old commune, district and province, unaccented; null when absent. */
  phan: z.object({ xa: z.string().nullable(), huyen: z.string().nullable(), tinh: z.string().nullable() }),
  /** The provinces of today that the province part names (an old province names the one it joined). */
  tinh: z.array(z.object({ ma: z.string(), ten: z.string() })),
  ketqua: z.array(z.object({ ma_cu: z.string(), ten_cu: z.string(), thanh: z.array(newUnit) })),
});
export type LookupResult = z.input<typeof lookupResult>;

// The address of a form -----------------------------------------------------------------------------------

/** The three fields of an address on the 2025 units; the server checks that the commune is in the province. */
export const addressFields = {
  tinh_ma: provinceCode,
  xa_ma: communeCode,
  diachi: requiredText.pipe(z.string().max(STREET_LINE_MAX)),
};
export const addressInput = z.object(addressFields);
export type AddressInput = z.input<typeof addressInput>;
