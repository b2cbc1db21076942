import type { Messages } from '@lingui/core';
import type { Language } from '../../vocabulary/languages.ts';

/** Two locales made from the Dutch messages when the catalogue compiles (lingui.config.ts), for tests only. */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];
export type Locale = Language | PseudoLocale;

/**
 * Each language pack is its own chunk, loaded when the language is chosen (record 0140); @lingui/vite-plugin
 * compiles the PO file on import. The pseudo-locales' chunks exist in the build but are never offered to residents:
 * only a test that stores one as the device's language loads them.
 */
export const languagePacks: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: () => import('./nl/messages.po'),
  en: () => import('./en/messages.po'),
  'en-XA': () => import('./en-XA/messages.po'),
  'ar-XB': () => import('./ar-XB/messages.po'),
};
