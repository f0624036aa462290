// A visitor's request from the public site: book an examination or ask for a consultation (docs/product-rules.md,
// 'Request modal').
import { z } from 'zod';
import { timestamp, uuid } from './api';
import { consentGiven } from './consent';
import { contactPhone } from './validation/rules';

export const requestTypes = ['DAT_LICH_HEN', 'HO_TRO_TU_VAN'] as const;
export type RequestType = (typeof requestTypes)[number];

/**
 * Where a request stands in the back office; every new one starts as MOI. KHONG_LIEN_LAC: staff could not reach
 * the visitor (tried `solanthu` times, next try at `lienhetiep`). The moves allowed between them are
 * `requestTransitions` (resources/requests.ts).
 */
export const requestStatuses = ['MOI', 'DA_LIEN_HE', 'DA_DAT_LICH', 'KHONG_LIEN_LAC', 'HUY'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const FULL_NAME_MAX = 100;

const m = (key: string) => ({ error: `validation.${key}` });

export const newRequest = z.object({
  loaiyeucau: z.enum(requestTypes, { error: 'validation.requestTypeInvalid' }),
  hoten: z
    .string({ error: 'validation.fullNameRequired' })
    .trim()
    .min(1, { error: 'validation.fullNameRequired' })
    .max(FULL_NAME_MAX, { error: 'validation.fullNameTooLong' }),
  dienthoai: contactPhone,
  /** The doctor asked for, when the visitor books from a doctor's page: a published doctor of the clinic. */
  bacsi_id: z.uuid(m('doctorUnavailable')).nullable().optional(),
  /**
   * The consent box of the modal: `true` stores the policy version and the moment with the request. Absent, the
   * spec's three-field form still works and the request is kept as sent without recorded consent; `false` is
   * refused.
   */
  dongy: consentGiven.optional(),
  /**
   * A field hidden from people (the honeypot): a form filler that types into it is answered like a success and
   * nothing is stored.
   */
  website: z.string().max(500).optional(),
});
export type NewRequest = z.input<typeof newRequest>;

/** What the site's modal checks before it sends: the same request, with the consent box ticked. */
export const modalRequest = newRequest.extend({ dongy: consentGiven });

export const request = z.object({
  _id: uuid,
  loaiyeucau: z.enum(requestTypes),
  hoten: z.string(),
  dienthoai: z.string(),
  trangthai: z.enum(requestStatuses),
  bacsi_id: uuid.nullable(),
  createdAt: timestamp,
});
export type Request = z.input<typeof request>;
