/**
 * The one e-mail rule of client and server (issue 22): the server's zod schemas validate with this pattern and the
 * web's forms check the same pattern before sending, so an address the form lets through is never refused as
 * invalid by the server. Zod-free, so the first screens can use it without loading zod. The pattern is zod's own
 * default e-mail pattern (a practical subset of RFC 5322: a dot-separated local part, a domain with a dot and a
 * top-level domain of two or more letters).
 */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** RFC 5321's limit on the length of a whole address. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(address);
}
