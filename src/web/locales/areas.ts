import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './packs.ts';

/**
 * Catalogues of an area of the app beyond the first screens (record 0144): their texts stay out of the pack that
 * loads before the first render, which the first screens' budget counts. An area's texts modules await `loadArea` at
 * their top, so every page, panel or test that imports one has the area's messages before its first render; lingui.config.ts
 * says which modules make up each area.
 */
const areaPacks = {
  home: {
    nl: () => import('./nl/home.po'),
    en: () => import('./en/home.po'),
    'en-XA': () => import('./en-XA/home.po'),
    'ar-XB': () => import('./ar-XB/home.po'),
  },
  advice: {
    nl: () => import('./nl/advice.po'),
    en: () => import('./en/advice.po'),
    'en-XA': () => import('./en-XA/advice.po'),
    'ar-XB': () => import('./ar-XB/advice.po'),
  },
  measure: {
    nl: () => import('./nl/measure.po'),
    en: () => import('./en/measure.po'),
    'en-XA': () => import('./en-XA/measure.po'),
    'ar-XB': () => import('./ar-XB/measure.po'),
  },
  group: {
    nl: () => import('./nl/group.po'),
    en: () => import('./en/group.po'),
    'en-XA': () => import('./en-XA/group.po'),
    'ar-XB': () => import('./ar-XB/group.po'),
  },
  console: {
    nl: () => import('./nl/console.po'),
    en: () => import('./en/console.po'),
    'en-XA': () => import('./en-XA/console.po'),
    'ar-XB': () => import('./ar-XB/console.po'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Messages }>>>;

export type Area = keyof typeof areaPacks;

const loaded = new Set<Area>();

/** Adds an area's messages in the active language to the catalogue Lingui looks texts up in. */
export async function loadArea(area: Area): Promise<void> {
  loaded.add(area);
  const locale = i18n.locale as Locale;
  i18n.load(locale, (await areaPacks[area][locale]()).messages);
}

/**
 * The messages of every area loaded so far, in another language: a language switch loads them with that language's
 * main pack, as the modules that awaited them are not run again.
 */
export const loadedAreaMessages = async (locale: Locale): Promise<Messages> =>
  Object.assign(
    {},
    ...(await Promise.all([...loaded].map(async (area) => (await areaPacks[area][locale]()).messages))),
  );
