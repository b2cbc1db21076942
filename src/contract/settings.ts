import { z } from 'zod';
import { dutchNumberInput } from './dutch-number.ts';
import { sayIn, type Localised } from './messages.ts';
import type { Language } from '../vocabulary/languages.ts';

const nl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** A bound of a setting, and why it lies there: each figure cites where it comes from. */
interface Bound {
  value: number;
  why: string;
}
export interface SettingRange {
  min: Bound;
  max: Bound;
  /** How the message writes a value: an amount in euros or a plain number, and the unit after it, per language. */
  euro: boolean;
  unit: Localised;
}

/**
 * Plausible values for the settings that price every home's advice (issue 35.6): a typo there ('45,50' read as
 * 4550 €/GJ, '5.250' as € 5,25) misleads a whole neighbourhood, so a value outside is refused with this range in
 * the message. The ACM figures are the rows in src/engine/reference/prices.ts (docs/decisions/0117).
 */
export const SETTING_RANGES = {
  heatNetPrice: {
    euro: true,
    unit: { nl: 'per GJ', en: 'per GJ' },
    min: {
      value: 5,
      why: 'A fifth of the lowest maximum the ACM set in recent years (€ 25,51 per GJ in 2021); a smaller figure is a price per MJ or a misplaced comma.',
    },
    max: {
      value: 100,
      why: 'Above the highest maximum the ACM ever set (€ 90,91 per GJ above 37 GJ in 2023, Tarievenbesluit warmteleveranciers 2023) and over twice its maximum of 2025 (€ 43,79) and 2026 (€ 40,97); no supplier may charge more.',
    },
  },
  heatNetBak: {
    euro: true,
    unit: { nl: '', en: '' },
    min: { value: 0, why: 'A net may connect homes without a contribution (a cooperative, a municipal offer).' },
    max: {
      value: 15_000,
      why: "Almost three times the ACM's maximum connection contribution for an existing home (€ 5.250,24 in 2024).",
    },
  },
  heatNetStandingCharge: {
    euro: true,
    unit: { nl: 'per jaar', en: 'a year' },
    min: { value: 0, why: 'A net may fold its fixed charges into the price per GJ.' },
    max: {
      value: 2_000,
      why: "Over twice the ACM's maximum fixed charges (standing charge, meter and delivery set: € 828 a year in 2026).",
    },
  },
  heatNetTemperature: {
    euro: false,
    unit: { nl: '°C', en: '°C' },
    min: { value: 0, why: 'An ultra-low-temperature net delivers source heat that a heat pump in the home raises.' },
    max: {
      value: 150,
      why: 'The bound the schema had before these ranges: a high-temperature (HT) net supplies 70 °C or more, and 150 °C leaves room for any hot-water net.',
    },
  },
  co2Tax: {
    euro: true,
    unit: { nl: 'per ton CO₂', en: 'per tonne of CO₂' },
    min: { value: 0, why: 'No CO₂ levy on household gas, as today.' },
    max: {
      value: 500,
      why: 'Over twice the highest CO₂ price of Dutch policy (the industrial levy rising to € 216 per ton in 2030); the setting is per ton, so a price per kg lands far below.',
    },
  },
} as const satisfies Record<string, SettingRange>;

const PRICE_NAMES = ['natural_gas', 'green_gas', 'hydrogen', 'electricity', 'pellets', 'gas_standing_charge'] as const;
const GAS_PRICE: SettingRange = {
  euro: true,
  unit: { nl: 'per m³', en: 'per m³' },
  min: {
    value: 0.25,
    why: 'Under the energy tax on gas alone (€ 0,60 per m³ without VAT in 2026) and a fifth of the all-in reference price (about € 1,37 per m³ in 2026: CBS supply price plus energy tax); a smaller figure leaves out the tax or misplaces a comma.',
  },
  max: { value: 7, why: 'Five times the all-in reference price of 2026 (about € 1,37 per m³).' },
};
/** The same for every price of the settings, by name: the prices go into every home's yearly costs. */
export const PRICE_RANGES: Record<(typeof PRICE_NAMES)[number], SettingRange> = {
  natural_gas: GAS_PRICE,
  green_gas: GAS_PRICE,
  hydrogen: {
    euro: true,
    unit: { nl: 'per m³ aardgasequivalent', en: 'per m³ natural gas equivalent' },
    min: {
      value: 0.5,
      why: "A sixth of PBL's estimate for green hydrogen with network and tax (€ 3 per m³ equivalent).",
    },
    max: {
      value: 15,
      why: "Five times PBL's estimate for green hydrogen with network and tax (€ 3 per m³ equivalent).",
    },
  },
  electricity: {
    euro: true,
    unit: { nl: 'per kWh', en: 'per kWh' },
    min: {
      value: 0.05,
      why: 'Under half the energy tax on electricity alone (€ 0,11 per kWh with VAT in 2026); a smaller figure is a price per Wh or a misplaced comma.',
    },
    max: {
      value: 1.5,
      why: 'Over five times the all-in reference price of 2026 (about € 0,27 per kWh: CBS supply price plus energy tax).',
    },
  },
  pellets: {
    euro: true,
    unit: { nl: 'per kg', en: 'per kg' },
    min: { value: 0.08, why: "A fifth of PBL's price for bagged pellets (€ 0,42 per kg; € 0,35–0,50)." },
    max: { value: 2, why: "Four times the dearest bagged pellets in PBL's range (€ 0,50 per kg)." },
  },
  gas_standing_charge: {
    euro: true,
    unit: { nl: 'per jaar', en: 'a year' },
    min: { value: 0, why: 'A supplier may fold the fixed charges into the price per m³.' },
    max: {
      value: 2_000,
      why: "Five times the reference fixed charges of a gas connection (Stedin's network charge € 313 and the supplier's € 69 a year).",
    },
  },
};

/**
 * A range's message in every language (record 0161). The figures are written as the console's fields take them, the
 * Dutch way ('€ 0,25'), in every language: the settings are the campaign's, typed and read as Dutch numbers
 * (organiser-console/form-issues.ts, record 0149).
 */
const rangeSentences = {
  amount: {
    nl: 'Vul een bedrag in van {min} tot en met {max}{unit}.',
    en: 'Enter an amount from {min} up to and including {max}{unit}.',
  },
  number: {
    nl: 'Vul een getal in van {min} tot en met {max}{unit}.',
    en: 'Enter a number from {min} up to and including {max}{unit}.',
  },
} as const satisfies Record<string, Localised>;

/** 'Vul een bedrag in van € 5 tot en met € 100 per GJ.' / 'Enter an amount from € 5 up to and including € 100 per GJ.' */
export function settingRangeMessageIn(language: Language, range: SettingRange): string {
  const write = (n: number) => (range.euro ? `€ ${nl.format(n)}` : nl.format(n));
  return sayIn(language, range.euro ? rangeSentences.amount : rangeSentences.number, {
    min: write(range.min.value),
    max: write(range.max.value),
    unit: range.unit[language] ? ` ${range.unit[language]}` : '',
  });
}

/** The Dutch message, which the schemas carry (the web's forms and the API share it). */
export const settingRangeMessage = (range: SettingRange): string => settingRangeMessageIn('nl', range);

/**
 * Every range's message in every language, by the setting's name (record 0161): the content linter checks them with
 * the other tables (localised-tables.ts), and the API answers the schemas' Dutch message in the request's language by
 * finding it here (server/http/schema-messages.ts), as the console's form does with `settingMessageIn`.
 */
export const settingRangeMessages: Readonly<Record<string, Localised>> = Object.fromEntries(
  Object.entries({ ...SETTING_RANGES, ...PRICE_RANGES }).map(([name, range]: [string, SettingRange]) => [
    name,
    { nl: settingRangeMessageIn('nl', range), en: settingRangeMessageIn('en', range) },
  ]),
);

const rangeByDutch = new Map(Object.values(settingRangeMessages).map((message) => [message.nl, message]));

/** A message of the settings' schemas in a language: a range's, found by its Dutch; any other passes as it is. */
export const settingMessageIn = (language: Language, message: string): string =>
  rangeByDutch.get(message)?.[language] ?? message;

/** A number held to its plausible range, with the range in the message. */
const inRange = (range: SettingRange) => {
  const message = settingRangeMessage(range);
  return z.number({ error: message }).min(range.min.value, message).max(range.max.value, message);
};

/** Spec §3 Advice settings; defaults come from the engine's reference data. */
export const adviceSettingsSchema = z.object({
  startYearEnergyPrice: z.number().int(),
  durationEnergyPrice: z.number().int().positive(),
  prices: z.array(
    z
      .object({
        name: z.enum(PRICE_NAMES),
        unit: z.string(),
        priceAtStartYear: z.number(),
        averagePriceDuringPeriod: z.number(),
      })
      .superRefine((price, ctx) => {
        const range = PRICE_RANGES[price.name];
        for (const field of ['priceAtStartYear', 'averagePriceDuringPeriod'] as const)
          if (!(price[field] >= range.min.value && price[field] <= range.max.value))
            ctx.addIssue({ code: 'custom', path: [field], message: settingRangeMessage(range) });
      }),
  ),
  pricesIncludeVat: z.boolean(),
  isSubsidiesTakenInConsideration: z.boolean(),
  /** Solution codes of the engine's catalogue (e.g. 'air_water_heat_pump'); empty means all. */
  solutionsIncluded: z.array(z.string()),
  solutionsExcluded: z.array(z.string()),
  heatNets: z.array(
    z.object({
      type: z.enum(['ZLT', 'LT', 'MT', 'HT']),
      temperature: inRange(SETTING_RANGES.heatNetTemperature),
      /** Euros per GJ, the connection contribution (BAK) and the yearly standing charge, each in its range. */
      price: inRange(SETTING_RANGES.heatNetPrice),
      bak: inRange(SETTING_RANGES.heatNetBak),
      standingCharge: inRange(SETTING_RANGES.heatNetStandingCharge),
      source: z.enum([
        'steg',
        'waste_incineration',
        'geothermal',
        'biomass_dutch',
        'biomass_imported',
        'industrial_waste_heat',
        'aquathermal',
        'unknown',
      ]),
      name: z.string().optional(),
    }),
  ),
  percentageOfGreenElectricity: z.number().min(0).max(100),
  typeOfGas: z.enum(['natural', 'green_gas', 'hydrogen']),
  /** Euros per ton CO₂ on the household's gas. */
  co2Tax: inRange(SETTING_RANGES.co2Tax),
  /** Yearly interest rate for annuities, as a fraction. */
  interestRate: z.number().min(0),
  /** VAT rate applied to prices given without VAT, as a fraction. */
  vatRate: z.number().min(0),
});
export type AdviceSettings = z.infer<typeof adviceSettingsSchema>;

/**
 * What a campaign stores: any subset of the advice settings, laid over the engine's defaults for the year.
 * Validated when written and again when read, so a hand-edited row cannot reach the engine.
 */
export const adviceSettingsOverridesSchema = adviceSettingsSchema.partial().strict();
export type AdviceSettingsOverrides = z.infer<typeof adviceSettingsOverridesSchema>;

/**
 * The console's words for the settings, naming a stored value that no longer fits in the server's Dutch sentence;
 * the console's form reads them in its language through the catalogue (organiser-console/texts.ts, record 0149).
 */
export const SETTING_LABELS = {
  heatNets: 'Warmtenetten',
  heatNet: (n: number) => `Warmtenet ${n}`,
  heatNet_temperature: 'Temperatuur van het water (°C)',
  heatNet_price: 'Prijs per gigajoule (€)',
  heatNet_bak: 'Aansluitbijdrage (€)',
  heatNet_standingCharge: 'Vastrecht per jaar (€)',
  typeOfGas: 'Welk gas komt er straks door de leiding?',
  percentageOfGreenElectricity: 'Groene stroom (%)',
  co2Tax: 'CO₂-heffing (€ per ton CO₂)',
  isSubsidiesTakenInConsideration: 'Reken met subsidies',
  solutionsExcluded: 'Oplossingen in het advies',
  solutionsIncluded: 'Oplossingen in het advies',
  prices: 'Energieprijzen',
  price: (name: string) => `Energieprijs ${name}`,
} as const;

/**
 * A stored override that no longer fits the settings schema (a value from before its range, a hand-edited row):
 * its setting is read at the engine's default until an organiser saves a new one (docs/decisions/0117).
 */
export const storedSettingProblemSchema = z.object({
  /** The override that is left out, e.g. `heatNets`. */
  key: z.string(),
  /** The setting by the console's label, e.g. 'Warmtenet 1: Prijs per gigajoule (€)'. */
  setting: z.string(),
  /** Where in the setting, for a reader to name it by its own labels (`settingLabelOf`, record 0161). */
  where: z.object({
    /** A heat net's or a price's place in its list, from 0. */
    index: z.number().int().optional(),
    /** The heat net's field, e.g. `price`. */
    field: z.string().optional(),
    /** The price's name, e.g. `natural_gas`. */
    name: z.string().optional(),
  }),
  /** The stored value as the console's fields write it. */
  value: z.string(),
  /** The rule it breaks, in Dutch: a range's message (`settingRangeMessages`), `NOT_FITTING` or `NOT_A_SETTING`. */
  rule: z.string(),
  /** The whole Dutch sentence, with the range's own message. */
  message: z.string(),
});
export type StoredSettingProblem = z.infer<typeof storedSettingProblemSchema>;

const shape = adviceSettingsSchema.shape;
/** The rules a stored value can break besides a range; the console's catalogue says them in its language. */
export const NOT_A_SETTING = 'Dit is geen instelling van het advies.';
export const NOT_FITTING = 'Deze waarde kan hier niet.';

export type StoredSettingWhere = StoredSettingProblem['where'];
/** Labels shaped as `SETTING_LABELS`: the contract's Dutch, or the console's catalogue in its language. */
export type SettingLabels = Readonly<Record<string, unknown>> & {
  heatNet: (n: number) => string;
  price: (name: string) => string;
};

/** A setting named by its labels: 'Warmtenet 1: Prijs per gigajoule (€)', 'Energieprijs natural_gas', 'CO₂-heffing …'. */
export function settingLabelOf(key: string, where: StoredSettingWhere, labels: SettingLabels = SETTING_LABELS): string {
  const { index, field, name } = where;
  if (key === 'heatNets' && index !== undefined) {
    const label = labels[`heatNet_${String(field)}`];
    return typeof label === 'string' ? `${labels.heatNet(index + 1)}: ${label}` : labels.heatNet(index + 1);
  }
  if (key === 'prices' && index !== undefined) return labels.price(name ?? String(index + 1));
  const label = labels[key];
  return typeof label === 'string' ? label : key;
}

/** Where a stored value's issue lies, read from the stored setting and the issue's path. */
function whereOf(key: string, stored: unknown, path: readonly PropertyKey[]): StoredSettingWhere {
  const [index, field] = path;
  if (typeof index !== 'number') return {};
  if (key === 'prices') {
    const name = Array.isArray(stored) ? (stored[index] as { name?: unknown } | undefined)?.name : undefined;
    return name === undefined ? { index } : { index, name: String(name) };
  }
  return typeof field === 'string' ? { index, field } : { index };
}

/** The Dutch sentence of a stored value that no longer fits; the console's catalogue has it in its language. */
export const storedProblemSentence = (setting: string, value: string, rule: string): string =>
  `Opgeslagen waarde voor ${setting} (${value}) past niet: ${rule} Tot je opslaat, rekent het advies met de standaardwaarde; vul een nieuwe waarde in en sla op.`;

function written(value: unknown): string {
  return typeof value === 'number' ? dutchNumberInput(value) : (JSON.stringify(value) ?? String(value));
}

/**
 * A campaign's stored overrides split per setting: those that fit, and a problem for each one that does not, so a
 * bad value costs its own setting and never the campaign's other settings or the console's form.
 */
export function checkStoredOverrides(stored: unknown): {
  valid: AdviceSettingsOverrides;
  problems: StoredSettingProblem[];
} {
  const entries = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.entries(stored) : [];
  const valid: Record<string, unknown> = {};
  const problems: StoredSettingProblem[] = [];
  for (const [key, value] of entries) {
    const rule = (shape as Record<string, z.ZodType | undefined>)[key];
    if (!rule) {
      problems.push({
        key,
        setting: key,
        where: {},
        value: written(value),
        rule: NOT_A_SETTING,
        message: `${key}: ${NOT_A_SETTING}`,
      });
      continue;
    }
    const parsed = rule.safeParse(value, { error: () => NOT_FITTING });
    if (parsed.success) {
      valid[key] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) {
      const at = issue.path.reduce<unknown>(
        (v, step) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[step] : undefined),
        value,
      );
      const where = whereOf(key, value, issue.path);
      const setting = settingLabelOf(key, where);
      const shown = written(at);
      problems.push({
        key,
        setting,
        where,
        value: shown,
        rule: issue.message,
        message: storedProblemSentence(setting, shown, issue.message),
      });
    }
  }
  return { valid: adviceSettingsOverridesSchema.parse(valid), problems };
}
