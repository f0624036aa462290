// What the public site's built page template (web/dist/client/index.html) and the server that fills it agree on,
// without importing each other.

/** Stands where the response's CSP nonce goes in the template's own inline script; the server writes over it. */
export const templateNonce = '%CSP_NONCE%';
