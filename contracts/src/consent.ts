// Consent to the processing of personal data (Personal Data Protection Law 91/2025/QH15, Decree 356/2025): every
// public form that takes a person's data asks for it with a box that is never pre-ticked, and the record keeps which
// version of the privacy policy was agreed to and when. One rule for every form and the API.
import { z } from 'zod';
import { timestamp } from './api';

/**
 * The version of the privacy policy (/chinh-sach-bao-mat) a visitor agrees to. Change it whenever the policy's
 * wording changes, so each stored consent still names the text that was shown.
 */
export const CONSENT_VERSION = '2026-01-01';

/** The box must be ticked: `dongy: true`, nothing else. */
export const consentGiven = z.literal(true, { error: 'validation.consentRequired' });

/** What a record stores of a consent: the policy version and the moment; both null when none was given. */
export const consentRecord = z.object({
  dongy_phienban: z.string().nullable(),
  dongy_luc: timestamp.nullable(),
});
export type ConsentRecord = z.input<typeof consentRecord>;
