import { SOURCE_LANGUAGE, type Language } from '../vocabulary/languages.ts';
import type { Localised } from './messages.ts';

/**
 * The names the engine gives its solutions (an advice's `heating.longName` and `heating.name`), in every shipped
 * language (issue #40.2, docs/decisions/0151-heating-information-and-faq-in-english.md). The engine names them in
 * Dutch and is not told the reader's language, so the web and the server look the Dutch name up here, as the flows'
 * translations do (record 0145): by the Dutch text, because the code alone does not say which gas a boiler burns or
 * which class and temperature a heat grid has. A heat grid's name carries the campaign's values as {placeholders}.
 * `npm run content:lint` holds every name the engine can give to an entry here, and each entry's placeholders equal.
 */
export const solutionNameTexts = [
  {
    nl: 'Nieuwe HR-ketel op aardgas',
    en: 'New high-efficiency boiler (HR-ketel) on natural gas',
  },
  {
    nl: 'Nieuwe HR-ketel op groen gas',
    en: 'New high-efficiency boiler (HR-ketel) on green gas',
  },
  { nl: 'Cv-ketel op waterstof', en: 'Hydrogen boiler (cv-ketel op waterstof)' },
  {
    nl: 'HR-ketel met zonneboiler voor warm water',
    en: 'High-efficiency boiler (HR-ketel) with a solar water heater (zonneboiler) for hot water',
  },
  {
    nl: 'Hybride warmtepomp naast een HR-ketel',
    en: 'Hybrid heat pump (hybride warmtepomp) beside a high-efficiency boiler',
  },
  {
    nl: 'Lucht-water-warmtepomp, helemaal elektrisch',
    en: 'Air-to-water heat pump (lucht-water-warmtepomp), all-electric',
  },
  {
    nl: 'Bodem-water-warmtepomp met een bodemlus',
    en: 'Ground-source heat pump (bodemwarmtepomp) with a ground loop',
  },
  {
    nl: 'Lucht-lucht-warmtepompen met een elektrische boiler voor warm water',
    en: 'Air-to-air heat pumps (lucht-lucht-warmtepompen) with an electric water heater',
  },
  { nl: 'Warmtepomp met PVT-zonnepanelen als bron', en: 'Heat pump with PVT solar panels as its source' },
  { nl: 'Cv-ketel op houtpellets', en: 'Wood pellet boiler (pelletketel)' },
  { nl: 'Warmtenet {heatClass} ({temperature})', en: 'Heat network (warmtenet) {heatClass} ({temperature})' },
  // The short names (`heating.name`), which sentences such as the break-even's take.
  { nl: 'HR-ketel', en: 'High-efficiency boiler (HR-ketel)' },
  { nl: 'HR-ketel op groen gas', en: 'High-efficiency boiler on green gas' },
  { nl: 'Waterstofketel', en: 'Hydrogen boiler' },
  { nl: 'Zonneboiler', en: 'Solar water heater (zonneboiler)' },
  { nl: 'Hybride warmtepomp', en: 'Hybrid heat pump' },
  { nl: 'Luchtwarmtepomp', en: 'Air-source heat pump' },
  { nl: 'Bodemwarmtepomp', en: 'Ground-source heat pump' },
  { nl: 'Lucht-lucht-warmtepomp', en: 'Air-to-air heat pump' },
  { nl: 'PVT-warmtepomp', en: 'PVT heat pump' },
  { nl: 'Pelletketel', en: 'Pellet boiler' },
  { nl: 'Warmtenet {heatClass}', en: 'Heat network {heatClass}' },
] as const satisfies readonly Localised[];

/**
 * What a placeholder of a name may stand for. A heat grid's class is one of four, so a campaign that named its own
 * grid 'Warmtenet Oost' keeps that name as it wrote it; the temperature is anything without brackets.
 */
const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = { heatClass: 'ZLT|LT|MT|HT' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as shown, and the language it is in: Dutch when the table has no entry for it (a campaign's own name). */
export interface SolutionName {
  text: string;
  language: Language;
}

/** The lookups of a table of names such as `solutionNameTexts`. */
export interface SolutionNameTable {
  texts: readonly Localised[];
  /** The engine's Dutch name of a solution in a language; a name the table lacks stays as it is, in Dutch. */
  of: (dutchName: string, language: Language) => SolutionName;
  /** The entries whose Dutch none of `dutchNames` matches: left behind when the engine renamed a solution. */
  unused: (dutchNames: readonly string[]) => Localised[];
}

export function solutionNameTable(texts: readonly Localised[]): SolutionNameTable {
  // Each entry's Dutch as a pattern: its placeholders capture the values the engine put in.
  const patterns = texts.map((entry) => {
    const names: string[] = [];
    const source = entry[SOURCE_LANGUAGE].split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return `(${PLACEHOLDER_VALUES[name] ?? '[^()]+'})`;
      })
      .join('');
    return { entry, names, pattern: new RegExp(`^${source}$`, 'u') };
  });
  return {
    texts,
    of: (dutchName, language) => {
      for (const { entry, names, pattern } of patterns) {
        const match = pattern.exec(dutchName);
        if (!match) continue;
        const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
        return {
          text: entry[language].replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole),
          language,
        };
      }
      return { text: dutchName, language: SOURCE_LANGUAGE };
    },
    unused: (dutchNames) =>
      patterns.filter(({ pattern }) => !dutchNames.some((name) => pattern.test(name))).map(({ entry }) => entry),
  };
}

/** The table the app uses. */
export const SOLUTION_NAMES = solutionNameTable(solutionNameTexts);

/** The engine's Dutch name of a solution in a language, with the language it is in (Dutch where the table lacks it). */
export const solutionNameOf = SOLUTION_NAMES.of;

/** The engine's Dutch name of a solution in a language (the heat-plan PDF, API answers by Accept-Language). */
export const solutionNameIn = (dutchName: string, language: Language): string =>
  solutionNameOf(dutchName, language).text;
