import { dated } from './row.ts';

// Consumer prices incl. 21 % VAT, split as a bill splits them (issue #25): a supply price per unit and a fixed
// supply charge (the supplier), energy tax per unit and the tax credit per connection (the Belastingdienst),
// network charges per connection (the network operator). The base scenario keeps real prices constant (PBL
// Klimaat- en Energieverkenning, 2024), so the default average over the period equals the start-year price.

/** Energy tax on natural gas, first bracket (0–170,000 m³), incl. VAT. */
export const ENERGY_TAX_GAS = dated({ 2025: 0.69957, 2026: 0.7268 }, '€/m³ incl. VAT', {
  publisher: 'Belastingdienst',
  table:
    'Tabellen tarieven milieubelastingen, energiebelasting aardgas 0–170.000 m³ (2025 € 0,57816 and 2026 € 0,60066 excl. VAT)',
  year: 2026,
});
/** Energy tax on electricity, first bracket (0–10,000 kWh), incl. VAT. */
export const ENERGY_TAX_ELECTRICITY = dated({ 2025: 0.12286, 2026: 0.11085 }, '€/kWh incl. VAT', {
  publisher: 'Belastingdienst',
  table:
    'Tabellen tarieven milieubelastingen, energiebelasting elektriciteit 0–10.000 kWh (2025 € 0,10154 and 2026 € 0,09161 excl. VAT)',
  year: 2026,
});
/** The tax credit per electricity connection of a dwelling: the same for every solution, so shown, not compared. */
export const ENERGY_TAX_CREDIT = dated({ 2025: 635.19, 2026: 628.96 }, '€/yr incl. VAT per electricity connection', {
  publisher: 'Belastingdienst',
  table:
    'Tabellen tarieven milieubelastingen, vermindering energiebelasting (2025 € 524,95 and 2026 € 519,80 excl. VAT)',
  year: 2026,
});
/**
 * The supplier's price per unit: the all-in averages CBS reports (gas € 1.33 in January 2025, of which € 0.52
 * supply before VAT per TK 2025D11791; 2026 in the range € 1.30–1.45; electricity € 0.26–0.30 and € 0.25–0.29)
 * less the energy tax of the same year.
 */
export const SUPPLY_PRICE = dated(
  { 2025: { gasM3: 0.63043, electricityKWh: 0.15714 }, 2026: { gasM3: 0.6432, electricityKWh: 0.15915 } },
  '€/m³ and €/kWh incl. VAT',
  {
    publisher: 'CBS',
    table: 'Gemiddelde energietarieven voor consumenten (84672NED) and TK 2025D11791, all-in less energy tax',
    year: 2026,
  },
  'derived: the all-in estimate less the energy tax; replace by 84672NED variabel leveringstarief when it is out',
);
/**
 * The supplier's fixed charge per connection per year, incl. 21 % VAT. CBS's yearly table ends at 2022, and its
 * 2022 year average mixes in July–December at the temporary 9 % VAT (€ 69.14 gas, € 68.96 electricity); the engine
 * charges the full rate, so these are the 2022 figures at 21 % VAT (issue #36).
 */
export const SUPPLY_FIXED_CHARGE = dated(
  { gas: 72.74, electricity: 72.55 },
  '€/yr incl. 21 % VAT per connection',
  {
    publisher: 'CBS',
    table: 'Gemiddelde energietarieven voor consumenten (84672NED), vast leveringstarief 2022, at 21 % VAT',
    year: 2022,
  },
  'no newer level found: 84672NED stops at 2022, and CBS, De energierekening januari 2025 gives only the change from January 2024 (gas + € 11, electricity + € 16 a year)',
);
/**
 * Network charges per connection per year (transport, capacity, meter). Stedin's household with gas and
 * electricity pays about € 751 in 2026; split over gas and electricity as CBS's transport tariffs split them
 * (2022: € 181.84 and € 253.88). Dropped for gas when the gas connection goes.
 */
export const NETWORK_CHARGES = dated(
  { gas: 313, electricity: 438 },
  '€/yr incl. VAT per connection',
  {
    publisher: 'Stedin via Netbeheer Nederland',
    table: 'ACM tariff decision 2026, reported by Metro, 28 November 2025',
    year: 2026,
  },
  'estimate: one network operator, split by CBS 84672NED 2022 transport shares',
);
export const GREEN_GAS_PREMIUM = dated(
  0.15,
  '€/m³ over natural gas',
  { publisher: 'PBL', table: 'Vesta MAIS en marktprijzen (certificate premium €0.05–0.25)', year: 2025 },
  'estimate',
);
/** Per m³ natural-gas equivalent (same energy), incl. network and tax. */
export const PRICE_HYDROGEN = dated(
  3.0,
  '€/m³ gas-equivalent',
  {
    publisher: 'PBL',
    table: 'Vesta MAIS en marktprijzen (green H2 €1.9–3.2 per m³-equivalent before network and tax)',
    year: 2025,
  },
  'estimate',
);
export const PRICE_PELLETS = dated(
  0.42,
  '€/kg',
  { publisher: 'PBL', table: 'Vesta MAIS en marktprijzen (bagged pellets €0.35–0.50/kg)', year: 2025 },
  'estimate',
);
export const HEAT_PRICE_MAX = dated({ 2025: 43.79, 2026: 40.97 }, '€/GJ', {
  publisher: 'ACM',
  table: 'maximum heat price, tariff decisions 2025 and 2026, via ANP',
  year: 2026,
});
export const HEAT_FIXED_CHARGES_MAX = dated(
  { 2025: 760.77, 2026: 828 },
  '€/yr',
  {
    publisher: 'ACM',
    table:
      'maximum vastrecht + meter + delivery set, tariff decision 2025 (€ 760.77, ANP, December 2024) and 2026 ("ruim 67 euro" more, ANP, 5 December 2025)',
    year: 2026,
  },
  '2026 derived: € 760.77 + € 67',
);
/**
 * The most a heat supplier may ask once for connecting a home. No ACM maximum for 2025 or 2026 was found (the
 * reports of the 2025 and 2026 tariff decisions name the heat price and the fixed charges only), so this is 2024's;
 * a campaign sets its own heat grid's charge (`bak`).
 */
export const HEAT_CONNECTION_CHARGE = dated(
  5250.24,
  '€ incl. VAT',
  { publisher: 'ACM', table: 'maximum aansluitbijdrage warmte 2024, via eigenhuis.nl', year: 2024 },
  'searched for 2025 and 2026: ACM tariff decisions as reported by ANP (December 2024, 5 December 2025), none gives the aansluitbijdrage',
);
export const VAT_RATE = dated(0.21, '-', { publisher: 'Belastingdienst', table: 'standard VAT rate', year: 2025 });

/**
 * Net metering (saldering) ends on 1 January 2027: from then on, solar power counts by what the home uses itself
 * at the moment it is made, plus a feed-in fee for the rest.
 */
export const NET_METERING_LAST_YEAR = dated(2026, 'year (last year with net metering)', {
  publisher: 'Rijksoverheid',
  table:
    'Wet beëindiging salderingsregeling (Elektriciteitswet 1998 art. 31c), adopted by the Eerste Kamer 11 February 2025',
  year: 2025,
});
/**
 * After net metering the supplier owes a reasonable feed-in fee; the act sets its minimum at half the supply price
 * (the kale leveringstarief) until 1 January 2030, so for 2027, 2028 and 2029. From 2030 it names no minimum, so the
 * engine then assumes no fee at all (src/engine/bill.ts, feedInShareOfSupply).
 */
export const FEED_IN_MINIMUM = dated(
  { share: 0.5, lastYear: 2029 },
  'share of the supply price per kWh; last year it applies',
  {
    publisher: 'Rijksoverheid',
    table:
      'Wet beëindiging salderingsregeling (Kamerstukken 36611), amendement Grinwis c.s. (nr. 15), per Eerste Kamer 36611 D (nota naar aanleiding van het verslag, 6 December 2024): minimum 50 % until 1 January 2030',
    year: 2025,
  },
  "suppliers' feed-in costs left out",
);
/** Share of the solar power a home without a battery uses the moment it is made. */
export const SOLAR_SELF_CONSUMPTION = dated(
  0.3,
  'share of yearly production',
  {
    publisher: 'Milieu Centraal',
    table: 'Zonnepanelen: terugleveren en salderen (direct verbruik 20–40 %)',
    year: 2025,
  },
  'estimate: the middle of the published range',
);
