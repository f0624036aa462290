// Stock (kho, /admin/kho, /api/kho): each clinic's stores, the batches they hold and the numbered documents that move
// them (docs/decisions/0057). A quantity is always a whole number of the item's smallest unit (a tablet, an ampoule);
// a pack (a box of 10 blisters of 10) is only a way of typing it, converted by the drug's `quycach`. Money is whole
// đồng per smallest unit. The request and response shapes of /api/kho are declared here, once, for both sides.
import { z } from 'zod';
import type { DocumentKind } from './bills';

/** A store's kind: the clinic's pharmacy (one per clinic), consumables, the procedure room, anything else. */
export const storeKinds = ['NHA_THUOC', 'VAT_TU', 'THU_THUAT', 'KHAC'] as const;
export type StoreKind = (typeof storeKinds)[number];

/**
 * A stock document's kind: goods received, issue, transfer between stores, return to supplier, destruction,
 * stocktake adjustment, opening stock, return from a patient.
 */
export const stockDocumentKinds = ['NHAP', 'XUAT', 'CHUYEN', 'TRA_NCC', 'HUY', 'KIEM_KE', 'TON_DAU', 'TRA_LAI'] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

/** Each kind's number prefix (`PN-2026-000012`), taken from the gapless counters with the bills' numbers. */
export const stockDocumentPrefixes = {
  NHAP: 'PN',
  XUAT: 'PX',
  CHUYEN: 'PCK',
  TRA_NCC: 'PTN',
  HUY: 'PHY',
  KIEM_KE: 'PKK',
  TON_DAU: 'PTD',
  TRA_LAI: 'PNL',
} as const satisfies Record<StockDocumentKind, DocumentKind>;

/** Why stock is issued (an XUAT document): dispensing a prescription, a counter sale, the clinic's own use. */
export const issueReasons = ['PHAT_THUOC', 'BAN_LE', 'SU_DUNG_NOI_BO'] as const;
export type IssueReason = (typeof issueReasons)[number];

/** A pack of a drug and how many smallest units it holds: { ten: 'Hộp', heso: 100 }, { ten: 'Vỉ', heso: 10 }. */
export const drugPack = z.object({
  ten: z.string().trim().min(1, { error: 'validation.requiredText' }).max(30),
  heso: z
    .number({ error: 'validation.packFactorInvalid' })
    .int({ error: 'validation.packFactorInvalid' })
    .min(2, { error: 'validation.packFactorInvalid' })
    .max(100_000, { error: 'validation.packFactorInvalid' }),
});
export type DrugPack = z.output<typeof drugPack>;

/** A drug's packs, largest first by convention; at most a few (box, blister, strip). */
export const drugPacks = z
  .array(drugPack)
  .max(5)
  .refine((packs) => new Set(packs.map((pack) => pack.ten.toLowerCase())).size === packs.length, {
    error: 'validation.packDuplicate',
  });
