import { issueTexts as t } from './texts.ts';

/**
 * Messages in the app's language for the contract's rules that carry no message of their own (the advice settings'
 * numbers): the console's forms parse with the contract's schemas. The numbers themselves are written and read as
 * a Dutch reader writes them (contract/dutch-number.ts), in every language: the settings are the campaign's.
 */
export function formIssue(issue: { code: string; minimum?: unknown; maximum?: unknown; expected?: unknown }) {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? t.number : t.required;
    case 'too_small':
      return t.atLeast(String(issue.minimum));
    case 'too_big':
      return t.atMost(String(issue.maximum));
    case 'invalid_value':
      return t.choose;
    default:
      return t.wrong;
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
