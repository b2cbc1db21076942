/** A file's bytes for a JSON body, as the console's address upload and the readings upload send a workbook. */

/** The bytes as base64. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole file into one call would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An .xlsx workbook is a zip archive: it starts with 'PK\x03\x04', whatever the file is called. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
