import type { MyData } from '../../../contract/mydata.ts';
import { dwellingTypeLabels, isDwellingType } from '../../../contract/dwelling-types.ts';
import {
  LEVEL_QUESTION_CODES,
  SCORE_BANDS,
  type BuildingComponent,
  type HouseProfile,
  type RoofType,
  type ScoreAspect,
} from '../../../engine/index.ts';
import { buildingComponentWords, enthusiasmWords, roofTypeWords } from '../../../contract/answer-words.ts';
import { routeTitleInSentence } from '../../../vocabulary/route-words.ts';
import type { OptionWords } from '../../../contract/flow-words.ts';
import { formatArea, formatEuro, formatNumber } from '../../ui/format.ts';
import { withUnit } from '../../../vocabulary/units.ts';

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

export const profileGroupTitles: Record<GroupId | 'other', string> = {
  house: 'Je huis',
  insulation: 'Isolatie en ventilatie',
  heating: 'Verwarmen, koken en warm water',
  household: 'Je huishouden',
  usage: 'Je verbruik',
  wishes: 'Je wensen',
  other: 'Overige gegevens',
};

const notGiven = 'Niet ingevuld';
const numberOf = (value: Value): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: Value): string => (value === null ? notGiven : typeof value === 'string' ? value : String(value));

function amount(unit: (n: number) => string, empty = notGiven): FieldWords['show'] {
  return (value) => {
    const n = numberOf(value);
    return n === null ? empty : unit(n);
  };
}
const yesNo: FieldWords['show'] = (value) => (value === true ? 'Ja' : value === false ? 'Nee' : notGiven);
const percent = amount((share) => `${formatNumber(share * 100)} procent`);
const kWh = amount((n) => `${withUnit(formatNumber(n), 'kWh')} per jaar`);
const plainYear = amount((n) => String(n));

function fromOptions(code: string): FieldWords['show'] {
  return (value, options) => (value === null ? notGiven : (options(code, String(value)) ?? text(value)));
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const levelFields = Object.fromEntries(
  (Object.keys(buildingComponentWords) as BuildingComponent[]).map((part) => [
    `levels.${part}`,
    { group: 'insulation', label: buildingComponentWords[part], show: fromOptions(LEVEL_QUESTION_CODES[part]) },
  ]),
) as Record<`levels.${BuildingComponent}`, FieldWords>;

const weightFields = Object.fromEntries(
  (Object.keys(SCORE_BANDS) as ScoreAspect[]).map((aspect) => [
    `weights.${aspect}`,
    {
      group: 'wishes',
      label: `Punten voor ‘${SCORE_BANDS[aspect].label}’`,
      show: amount((n) => (n === 1 ? '1 punt' : `${formatNumber(n)} punten`)),
    },
  ]),
) as Record<`weights.${ScoreAspect}`, FieldWords>;

const feeling = (route: keyof HouseProfile['routeFeelings']): FieldWords => ({
  group: 'wishes',
  label: `Hoe enthousiast over ${routeTitleInSentence(route)}`,
  show: (value) => (value === 1 || value === 3 || value === 5 ? enthusiasmWords[value] : 'Nog niet gekozen'),
});

/**
 * Every field of the house profile in the resident's words, grouped as the questionnaires ask them; typed against
 * the engine's HouseProfile so a new profile field does not reach Mijn data unnamed.
 */
const FIELDS: Record<ProfilePath, FieldWords> = {
  buildYear: { group: 'house', label: 'Bouwjaar', show: plainYear },
  dwellingType: {
    group: 'house',
    label: 'Soort huis',
    show: (value) =>
      typeof value === 'string' && isDwellingType(value) ? capitalised(dwellingTypeLabels[value]) : text(value),
  },
  floorAreaM2: { group: 'house', label: 'Oppervlakte', show: amount(formatArea) },
  shareNotHeated: { group: 'house', label: 'Deel dat je niet verwarmt', show: percent },
  usages: {
    group: 'house',
    label: 'Gebruik van het gebouw',
    show: (value) => (Array.isArray(value) && value.length > 0 ? value.map(text).join(', ') : notGiven),
  },
  roofType: {
    group: 'house',
    label: 'Dak',
    show: (value) =>
      typeof value === 'string' && value in roofTypeWords ? roofTypeWords[value as RoofType] : text(value),
  },
  shareGlassOfOuterWall: { group: 'house', label: 'Deel van de buitenmuur dat glas is', show: percent },
  isMonument: { group: 'house', label: 'Monument', show: yesNo },
  registeredLabel: {
    group: 'house',
    label: 'Energielabel in het register',
    show: (value) => (value === null ? 'Geen label geregistreerd' : text(value)),
  },
  ...levelFields,
  houseDetailsKnown: { group: 'insulation', label: 'Vragen over isolatie beantwoord', show: yesNo },
  currentHeating: { group: 'heating', label: 'Verwarming nu', show: fromOptions('CurrentHeating') },
  cooking: { group: 'heating', label: 'Koken', show: fromOptions('Cooking') },
  solarBoiler: { group: 'heating', label: 'Zonneboiler', show: yesNo },
  'hotWater.showerMinutesPerWeek': {
    group: 'heating',
    label: 'Douchen, samen',
    show: amount((n) => `${formatNumber(n)} minuten per week`),
  },
  'hotWater.bathsPerWeek': {
    group: 'heating',
    label: 'Een bad nemen',
    show: amount((n) => `${formatNumber(n)} keer per week`),
  },
  'household.size': {
    group: 'household',
    label: 'Aantal bewoners',
    show: amount((n) => (n === 1 ? '1 persoon' : `${formatNumber(n)} personen`)),
  },
  'household.ages': {
    group: 'household',
    label: 'Leeftijden',
    show: (value) => (Array.isArray(value) && value.length > 0 ? `${value.map(text).join(', ')} jaar` : notGiven),
  },
  'measured.gasM3PerYear': {
    group: 'usage',
    label: 'Gasverbruik',
    show: amount((n) => `${withUnit(formatNumber(n), 'm³')} per jaar`),
  },
  'measured.electricityNormalKWh': { group: 'usage', label: 'Stroomverbruik, normaal tarief', show: kWh },
  'measured.electricityLowKWh': { group: 'usage', label: 'Stroomverbruik, daltarief', show: kWh },
  'measured.solarProductionKWh': { group: 'usage', label: 'Stroom van je zonnepanelen', show: kWh },
  'measured.measuredUsageSkipped': { group: 'usage', label: 'Verbruik overgeslagen', show: yesNo },
  'measured.hasSmartMeter': { group: 'usage', label: 'Slimme meter', show: yesNo },
  electricityEstimateKWhPerYear: { group: 'usage', label: 'Geschat stroomverbruik van je apparaten', show: kWh },
  'discounts.shareInstallation': { group: 'wishes', label: 'Korting op installaties', show: percent },
  'discounts.shareConstruction': { group: 'wishes', label: 'Korting op bouwwerk', show: percent },
  'filters.maxInvestmentEur': {
    group: 'wishes',
    label: 'Hoogstens investeren',
    show: amount(formatEuro, 'Geen grens'),
  },
  'filters.maxMonthlyCostEur': {
    group: 'wishes',
    label: 'Hoogstens per maand',
    show: amount(formatEuro, 'Geen grens'),
  },
  ...weightFields,
  'routeFeelings.fuel': feeling('fuel'),
  'routeFeelings.all_electric': feeling('all_electric'),
  'routeFeelings.heat_grid': feeling('heat_grid'),
};

const GROUP_ORDER = Object.keys(profileGroupTitles) as (GroupId | 'other')[];
const FIELD_ORDER = Object.keys(FIELDS);

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
  const known = FIELDS as Record<string, FieldWords | undefined>;
  const sorted = [...rows].sort((a, b) => order(a.field) - order(b.field));
  return GROUP_ORDER.map((group) => ({
    group,
    title: profileGroupTitles[group],
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

function order(field: string): number {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
}
