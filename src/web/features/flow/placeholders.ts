import { i18n } from '@lingui/core';
import type { ChatPlaceholder } from '../../../contract/flow-script.ts';
import { intlLocaleOf } from '../../../vocabulary/languages.ts';

/** A piece of a chat message: plain text, or the campaign's website as a link. */
export type MessagePart = string | { href: string; text: string };

/** Everything a placeholder can be filled from; undefined where the flow page has not loaded it. */
export type PlaceholderValues = Partial<Record<Exclude<ChatPlaceholder, 'websiteLink'>, string>> & {
  website: { show: boolean; url: string };
};

const PLACEHOLDER = /\{([A-Za-z_]+)\}/g;
// A sentence ends at . ! or ? followed by a space, or at the end of the text.
const SENTENCES = /[^.!?]*(?:[.!?]+(?:\s+|$)|$)/g;

/**
 * Spec §2: placeholders are filled when a message is shown. The website link appears only when the campaign
 * shows its website; otherwise the whole sentence that carries it is cut. A placeholder without a value is left
 * out rather than shown as '{name}' (the content linter makes sure every name is known).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): MessagePart[] {
  const withoutWebsite = values.website.show
    ? text
    : (text.match(SENTENCES) ?? [])
        .filter((sentence) => !sentence.includes('{websiteLink}'))
        .join('')
        .trim();
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of withoutWebsite.matchAll(PLACEHOLDER)) {
    parts.push(withoutWebsite.slice(last, match.index));
    const name = match[1] as ChatPlaceholder;
    if (name === 'websiteLink') parts.push({ href: values.website.url, text: displayUrl(values.website.url) });
    else parts.push(values[name] ?? '');
    last = match.index + match[0].length;
  }
  parts.push(withoutWebsite.slice(last));
  return mergeText(parts);
}

/** The message as plain text, for the screen-reader announcement. */
export const messageText = (parts: MessagePart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');

const displayUrl = (url: string): string => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function mergeText(parts: MessagePart[]): MessagePart[] {
  const merged: MessagePart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (typeof part === 'string' && typeof previous === 'string') merged[merged.length - 1] = previous + part;
    else if (part !== '') merged.push(part);
  }
  return merged;
}

/** 'a', 'a en b', 'a, b en c': how a sentence in the reader's language lists things ('a, b and c' in English). */
export const wordList = (items: readonly string[]): string =>
  new Intl.ListFormat(intlLocaleOf(i18n.locale), { type: 'conjunction' }).format(items);
