import type { MyData } from '../../../contract/mydata.ts';
import { isDwellingType } from '../../../contract/dwelling-types.ts';
import { dwellingTypeMessages } from '../../../contract/heat-plan-texts.ts';
import {
  LEVEL_QUESTION_CODES,
  type BuildingComponent,
  type HouseProfile,
  type RoofType,
  type ScoreAspect,
} from '../../../engine/index.ts';
import {
  buildingComponentNames,
  buildingUseNames,
  enthusiasmNames,
  roofTypeNames,
} from '../../../contract/answer-words.ts';
import { routeTitleInSentence } from '../../common/route-titles.ts';
import type { OptionWords } from '../../../contract/flow-words.ts';
import { formatArea, formatEuro, formatNumber } from '../../ui/format.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';
import { scoreAspectNames } from '../../../contract/explanation-texts.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { plural, t } from '@lingui/core/macro';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `home` catalogue, loaded with it (record 0144).
await loadArea('home');

type ProfileRow = MyData['homes'][number]['profile'][number];
type Value = ProfileRow['value'];

/** The grain at which the server keeps provenance: `buildYear`, `levels.roof`, `measured.gasM3PerYear` … */
type ProfilePath = {
  [K in keyof HouseProfile & string]: HouseProfile[K] extends readonly unknown[]
    ? K
    : HouseProfile[K] extends object
      ? `${K}.${keyof HouseProfile[K] & string}`
      : K;
}[keyof HouseProfile & string];

interface FieldWords {
  group: GroupId;
  label: string;
  show: (value: Value, options: OptionWords) => string;
}

type GroupId = 'house' | 'insulation' | 'heating' | 'household' | 'usage' | 'wishes';

/*
 * The words are read in the active language each time a profile is shown (record 0140), so the fields are made by a
 * function. The values' own words come from the contract's tables in the same language (dwelling types, roof types,
 * enthusiasm, the building parts, the score aspects: record 0160), and the questionnaires' from the `options` the
 * page gives, made from the flows in the app's language (common/flows-in-language.ts).
 */
const groupTitles = (): Record<GroupId | 'other', string> => ({
  house: t`Je huis`,
  insulation: t`Isolatie en ventilatie`,
  heating: t`Verwarmen, koken en warm water`,
  household: t`Je huishouden`,
  usage: t`Je verbruik`,
  wishes: t`Je wensen`,
  other: t`Overige gegevens`,
});
const GROUP_ORDER: (GroupId | 'other')[] = ['house', 'insulation', 'heating', 'household', 'usage', 'wishes', 'other'];

const notGiven = () => t`Niet ingevuld`;
const numberOf = (value: Value): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: Value): string =>
  value === null ? notGiven() : typeof value === 'string' ? value : String(value);

function amount(unit: (n: number) => string, empty = notGiven): FieldWords['show'] {
  return (value) => {
    const n = numberOf(value);
    return n === null ? empty() : unit(n);
  };
}
const yesNo: FieldWords['show'] = (value) => (value === true ? t`Ja` : value === false ? t`Nee` : notGiven());
const percent = amount((share) => {
  const shown = formatNumber(share * 100);
  return t`${shown} procent`;
});
const kWh = amount((n) => {
  const shown = withUnit(formatNumber(n), 'kWh');
  return t`${shown} per jaar`;
});
const plainYear = amount((n) => String(n));
const noLimit = () => t`Geen grens`;

function fromOptions(code: string): FieldWords['show'] {
  return (value, options) => (value === null ? notGiven() : (options(code, String(value)) ?? text(value)));
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const levelFields = () =>
  Object.fromEntries(
    (Object.keys(buildingComponentNames) as BuildingComponent[]).map((part) => [
      `levels.${part}`,
      {
        group: 'insulation',
        label: inActiveLanguage(buildingComponentNames[part]),
        show: fromOptions(LEVEL_QUESTION_CODES[part]),
      },
    ]),
  ) as Record<`levels.${BuildingComponent}`, FieldWords>;

const pointsFor = (aspectName: string) => t`Punten voor ‘${aspectName}’`;
const weightFields = () =>
  Object.fromEntries(
    (Object.keys(scoreAspectNames) as ScoreAspect[]).map((aspect) => [
      `weights.${aspect}`,
      {
        group: 'wishes',
        label: pointsFor(inActiveLanguage(scoreAspectNames[aspect])),
        show: amount((n) => plural(n, { one: '# punt', other: '# punten' })),
      },
    ]),
  ) as Record<`weights.${ScoreAspect}`, FieldWords>;

const feeling = (route: keyof HouseProfile['routeFeelings']): FieldWords => {
  const routeName = routeTitleInSentence(route);
  return {
    group: 'wishes',
    label: t`Hoe enthousiast over ${routeName}`,
    show: (value) =>
      value === 1 || value === 3 || value === 5 ? inActiveLanguage(enthusiasmNames[value]) : t`Nog niet gekozen`,
  };
};

/**
 * Every field of the house profile in the resident's words, grouped as the questionnaires ask them; typed against
 * the engine's HouseProfile so a new profile field does not reach Mijn data unnamed.
 */
const fields = (): Record<ProfilePath, FieldWords> => ({
  buildYear: { group: 'house', label: t`Bouwjaar`, show: plainYear },
  dwellingType: {
    group: 'house',
    label: t`Soort huis`,
    show: (value) =>
      typeof value === 'string' && isDwellingType(value)
        ? capitalised(inActiveLanguage(dwellingTypeMessages[value]))
        : text(value),
  },
  floorAreaM2: { group: 'house', label: t`Oppervlakte`, show: amount(formatArea) },
  shareNotHeated: { group: 'house', label: t`Deel dat je niet verwarmt`, show: percent },
  usages: {
    group: 'house',
    label: t`Gebruik van het gebouw`,
    show: (value) =>
      Array.isArray(value) && value.length > 0
        ? value
            .map((use) =>
              typeof use === 'string' && Object.hasOwn(buildingUseNames, use)
                ? inActiveLanguage(buildingUseNames[use as keyof typeof buildingUseNames])
                : text(use),
            )
            .join(', ')
        : notGiven(),
  },
  roofType: {
    group: 'house',
    label: t`Dak`,
    show: (value) =>
      typeof value === 'string' && value in roofTypeNames
        ? inActiveLanguage(roofTypeNames[value as RoofType])
        : text(value),
  },
  shareGlassOfOuterWall: { group: 'house', label: t`Deel van de buitenmuur dat glas is`, show: percent },
  isMonument: { group: 'house', label: t`Monument`, show: yesNo },
  registeredLabel: {
    group: 'house',
    label: t`Energielabel in het register`,
    show: (value) => (value === null ? t`Geen label geregistreerd` : text(value)),
  },
  ...levelFields(),
  houseDetailsKnown: { group: 'insulation', label: t`Vragen over isolatie beantwoord`, show: yesNo },
  currentHeating: { group: 'heating', label: t`Verwarming nu`, show: fromOptions('CurrentHeating') },
  cooking: { group: 'heating', label: t`Koken`, show: fromOptions('Cooking') },
  solarBoiler: { group: 'heating', label: t`Zonneboiler`, show: yesNo },
  'hotWater.showerMinutesPerWeek': {
    group: 'heating',
    label: t`Douchen, samen`,
    show: amount((n) => {
      const shown = formatNumber(n);
      return t`${shown} minuten per week`;
    }),
  },
  'hotWater.bathsPerWeek': {
    group: 'heating',
    label: t`Een bad nemen`,
    show: amount((n) => {
      const shown = formatNumber(n);
      return t`${shown} keer per week`;
    }),
  },
  'household.size': {
    group: 'household',
    label: t`Aantal bewoners`,
    show: amount((n) => plural(n, { one: '# persoon', other: '# personen' })),
  },
  'household.ages': {
    group: 'household',
    label: t`Leeftijden`,
    show: (value) => {
      if (!Array.isArray(value) || value.length === 0) return notGiven();
      const ages = value.map(text).join(', ');
      return t`${ages} jaar`;
    },
  },
  'measured.gasM3PerYear': {
    group: 'usage',
    label: t`Gasverbruik`,
    show: amount((n) => {
      const shown = withUnit(formatNumber(n), 'm³');
      return t`${shown} per jaar`;
    }),
  },
  'measured.electricityNormalKWh': { group: 'usage', label: t`Stroomverbruik, normaal tarief`, show: kWh },
  'measured.electricityLowKWh': { group: 'usage', label: t`Stroomverbruik, daltarief`, show: kWh },
  'measured.solarProductionKWh': { group: 'usage', label: t`Stroom van je zonnepanelen`, show: kWh },
  'measured.measuredUsageSkipped': { group: 'usage', label: t`Verbruik overgeslagen`, show: yesNo },
  'measured.hasSmartMeter': { group: 'usage', label: t`Slimme meter`, show: yesNo },
  electricityEstimateKWhPerYear: { group: 'usage', label: t`Geschat stroomverbruik van je apparaten`, show: kWh },
  'discounts.shareInstallation': { group: 'wishes', label: t`Korting op installaties`, show: percent },
  'discounts.shareConstruction': { group: 'wishes', label: t`Korting op bouwwerk`, show: percent },
  'filters.maxInvestmentEur': {
    group: 'wishes',
    label: t`Hoogstens investeren`,
    show: amount(formatEuro, noLimit),
  },
  'filters.maxMonthlyCostEur': {
    group: 'wishes',
    label: t`Hoogstens per maand`,
    show: amount(formatEuro, noLimit),
  },
  ...weightFields(),
  'routeFeelings.fuel': feeling('fuel'),
  'routeFeelings.all_electric': feeling('all_electric'),
  'routeFeelings.heat_grid': feeling('heat_grid'),
});

export interface ShownField {
  field: string;
  label: string;
  value: string;
  source: ProfileRow['source'];
  updatedAt: string;
}

/**
 * The stored profile as a resident reads it: grouped, named and formatted. A field this page does not know yet
 * (an older stored profile) is still shown, under its technical name, so nothing stored stays hidden.
 */
export function profileForResident(
  rows: readonly ProfileRow[],
  options: OptionWords,
): { group: GroupId | 'other'; title: string; fields: ShownField[] }[] {
  const known = fields() as Record<string, FieldWords | undefined>;
  const fieldOrder = Object.keys(known);
  const order = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const titles = groupTitles();
  const sorted = [...rows].sort((a, b) => order(a.field) - order(b.field));
  return GROUP_ORDER.map((group) => ({
    group,
    title: titles[group],
    fields: sorted
      .filter((row) => (known[row.field]?.group ?? 'other') === group)
      .map((row) => {
        const words = known[row.field];
        return {
          field: row.field,
          label: words?.label ?? row.field,
          value: words ? words.show(row.value, options) : JSON.stringify(row.value),
          source: row.source,
          updatedAt: row.updatedAt,
        };
      }),
  })).filter((group) => group.fields.length > 0);
}
