import { sharedMessages } from './messages.ts';
/**
 * The Dutch postcode rule, zod-free so the first screens, the server, the address import and the CLI share it
 * (issue 23: it was written four times with two wordings). Spaces are ignored and letters may be lower case (spec §5).
 */
export const normalisePostcode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const POSTCODE = /^[1-9]\d{3}[A-Z]{2}$/;

/** Whether the text is a postcode once spaces are removed and letters upper-cased ('3581 ka' is). */
export const isPostcode = (value: string): boolean => POSTCODE.test(normalisePostcode(value));

/** The rule in Dutch, for the schemas' messages and organisers' files (the web shows it in the resident's language). */
export const POSTCODE_RULE = sharedMessages.postcodeRule.nl;
