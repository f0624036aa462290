// The limits on forms anyone may send from the public site (requests, member registration, profile review): each
// address may send a few per window, and, when the system settings say so, each phone number too, so a script cannot
// flood the lists staff work through. The numbers come from the system settings (/admin/setting), read per request.
import { normalizePhone, systemDefaults } from '@phongkham/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** The built-in limit per address: a family booking or registering several members fits, a flood does not. */
export const PUBLIC_FORM_LIMIT = { max: systemDefaults.gioihan_diachi, minutes: systemDefaults.gioihan_phut } as const;

export interface PublicFormLimits {
  perAddress: number;
  /** null: phones are not counted, only addresses. */
  perPhone: number | null;
  minutes: number;
}

/** The route's `config.rateLimit`: sends per address in each window, as the settings say at the time. */
export const publicFormRateLimit = (limits: () => Promise<PublicFormLimits>) => ({
  max: async () => (await limits()).perAddress,
  timeWindow: async () => (await limits()).minutes * 60_000,
});

/**
 * A preHandler counting sends per phone number (the body's `dienthoai`), when the settings set a limit. `form` names
 * the form's counters (each form counts apart, also in the table every instance shares). `refusal` words the 429 for
 * a form that says more than "try again later" (the requests name the hotline).
 */
export function perPhoneLimit(
  app: FastifyInstance,
  form: string,
  limits: () => Promise<PublicFormLimits>,
  refusal?: (request: FastifyRequest) => HttpError,
) {
  const phoneOf = (request: FastifyRequest) => {
    const phone = (request.body as { dienthoai?: unknown } | undefined)?.dienthoai;
    return typeof phone === 'string' && phone ? normalizePhone(phone) : undefined;
  };
  const count = app.createRateLimit({
    max: async () => (await limits()).perPhone ?? Number.MAX_SAFE_INTEGER,
    timeWindow: async () => (await limits()).minutes * 60_000,
    keyGenerator: (request) => `public-form-phone:${form}:${phoneOf(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if ((await limits()).perPhone === null || !phoneOf(request)) return;
    const state = await count(request);
    if (state.isAllowed || !state.isExceeded) return;
    if (refusal) throw refusal(request);
    throw new HttpError(429, 'errors.rateLimited', { minutes: Math.max(1, Math.ceil(state.ttlInSeconds / 60)) });
  };
}
