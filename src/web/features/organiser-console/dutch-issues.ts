/**
 * Dutch messages for the contract's rules that carry no message of their own (the advice settings' numbers): the
 * console's forms parse with the contract's schemas, and an organiser reads Dutch (B1).
 */
export function dutchIssue(issue: { code: string; minimum?: unknown; maximum?: unknown; expected?: unknown }) {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? 'Vul een getal in.' : 'Vul dit in.';
    case 'too_small':
      return `Vul ${String(issue.minimum)} of meer in.`;
    case 'too_big':
      return `Vul ${String(issue.maximum)} of minder in.`;
    case 'invalid_value':
      return 'Kies een van de mogelijkheden.';
    default:
      return 'Dit klopt niet. Kijk het nog eens na.';
  }
}

/**
 * The first message in a field's errors, also when the field holds a list behind one input (the host names typed
 * comma-separated): the contract's rule then reports the item, e.g. `hosts.1`.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // `ref` is the input element: never walked.
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = firstMessage(value);
    if (message) return message;
  }
  return undefined;
}
