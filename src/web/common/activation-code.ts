/** Letter codes have 10 characters, shown as XXX-XXXX-XXX: hyphens at positions 4 and 9 (spec §5). */
export const activationCodeLength = 10;
export const activationCodeGroups = [3, 4, 3] as const;

/** Letters and digits from typed or pasted text, upper-cased; hyphens, spaces and the rest drop out. */
export function codeCharacters(text: string): string[] {
  return [...text.toUpperCase().replace(/[^A-Z0-9]/g, '')];
}

export function emptyCode(): string[] {
  return Array.from({ length: activationCodeLength }, () => '');
}

/** Prefill from a QR link's ?code=, or empty boxes. */
export function codeFromText(text: string | null): string[] {
  const chars = codeCharacters(text ?? '').slice(0, activationCodeLength);
  return emptyCode().map((_, index) => chars[index] ?? '');
}

export function isCodeComplete(code: readonly string[]): boolean {
  return code.every((char) => char.length === 1);
}

/** The 12-character form the API expects, e.g. ABC-DEFG-HJK. */
export function formatActivationCode(code: readonly string[]): string {
  const joined = code.join('');
  let start = 0;
  return activationCodeGroups
    .map((size) => {
      const group = joined.slice(start, start + size);
      start += size;
      return group;
    })
    .join('-');
}
