// The limit on forms anyone may send from the public site (requests, member registration, profile review):
// each address may send a few per window, so a script cannot flood the lists staff work through.

/** Per address and per form: a family booking or registering several members fits, a flood does not. */
export const PUBLIC_FORM_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
