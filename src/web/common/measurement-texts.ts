import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { HeatSignatureRefusal } from '../../engine/index.ts';
import type { MeasuredHeatLoss } from '../../contract/readings.ts';
import { intlLocaleOf } from '../../vocabulary/languages.ts';
import { withUnit } from '../../vocabulary/units.ts';
import { loadArea } from '../locales/areas.ts';
import { formatNumber } from '../ui/format.ts';

// This module's texts are in the `measure` catalogue, loaded with it (record 0150).
await loadArea('measure');

/*
 * The measurement from meter readings (issue #39.4, 39.6) in the active language, on the readings page and in the
 * Verantwoording (issue #40, record 0150). The server sends its Dutch (contract/readings.ts measurementTexts,
 * contract/heat-signature-texts.ts) with the status, the figures and the refusal's reason, from which the panel says
 * it here; measurement-texts.test.ts holds every Dutch source to the contract's words.
 */

const whole = (value: number) => formatNumber(Math.round(value));
const wattPerDegree = (w: number) => {
  const watts = withUnit(whole(w), 'W');
  return t`${watts} per graad`;
};

/** Why the readings could not measure the home; `value` is the figure that decided it, where there is one. */
export function refusalText(reason: HeatSignatureRefusal, value: number | null): string {
  switch (reason) {
    case 'not_gas_heating':
      return t`We kunnen je huis alleen meten als een cv-ketel op gas het verwarmt. Bij je huidige verwarming gaat dat niet.`;
    case 'invalid_periods':
      return t`Een paar meterstanden kloppen niet: een periode eindigt voor hij begint, overlapt een andere of heeft een negatief verbruik.`;
    case 'no_weather':
      return t`Voor een deel van je meterstanden hebben we nog geen temperaturen van het KNMI. We gebruiken daarom je jaarverbruik.`;
    case 'too_few_periods': {
      if (value === null)
        return t`Je hebt nog te weinig meterstanden. Vul ze minstens een stookseizoen lang elke maand in.`;
      const count = whole(value);
      return t`Je hebt nog te weinig meterstanden (nu ${count}). Vul ze minstens een stookseizoen lang elke maand in.`;
    }
    case 'too_warm':
      return t`Je meterstanden komen uit een te warme periode. Je huis laat pas zien hoeveel warmte het verliest als het buiten koud is.`;
    case 'heating_changed':
      return t`Je verwarming of je huis is tijdens deze meterstanden veranderd. Gebruik alleen meterstanden van na de verandering.`;
    case 'poor_fit':
      return t`Je gasverbruik volgt het weer te weinig om je huis goed te meten. Misschien was je een tijd weg of stookte je anders.`;
  }
}

export const measurementTexts = {
  get title() {
    return t`Je huis gemeten`;
  },
  get loading() {
    return t`De meting wordt geladen…`;
  },
  get loadFailed() {
    return t`Let op: de meting kon niet worden geladen. Probeer het later opnieuw.`;
  },
  get chartLoading() {
    return t`De grafiek wordt geladen…`;
  },
  get chartX() {
    return t`Buitentemperatuur (°C)`;
  },
  get chartY() {
    return t`Gas per dag (m³)`;
  },
  measured: (measured: number, model: number) => {
    const loss = wattPerDegree(measured);
    const estimate = whole(model);
    return t`Volgens je meterstanden verliest je huis ${loss}; ons model schatte ${estimate}.`;
  },
  band: (low: number, high: number) => {
    const from = whole(low);
    const to = withUnit(whole(high), 'W');
    return t`Waarschijnlijk ligt het tussen ${from} en ${to} per graad.`;
  },
  get usedInAdvice() {
    return t`Het advies rekent nu met deze meting, ook voor de maat van een warmtepomp.`;
  },
  modelOnly: (model: number) => {
    const loss = wattPerDegree(model);
    return t`Ons model schat dat je huis ${loss} verliest.`;
  },
  get noReadings() {
    return t`Je hebt nog geen meterstanden gegeven. Het advies rekent met je jaarverbruik, zoals altijd.`;
  },
  get noWeather() {
    return t`Voor de periode van je meterstanden hebben we nog geen weergegevens van een KNMI-station bij jou in de buurt. Het advies rekent daarom met je jaarverbruik, zoals altijd.`;
  },
  get refusedLead() {
    return t`We kunnen je meterstanden nog niet gebruiken. Het advies rekent daarom met je jaarverbruik, zoals altijd.`;
  },
  quality: (r2: number, cvRmse: number) => {
    const fit = formatFraction(r2);
    const deviation = Math.round(cvRmse * 100);
    return t`De meting past goed bij het weer: R² is ${fit} en de afwijking (CV(RMSE)) ${deviation}%.`;
  },
  station: (name: string, km: number) => {
    const distance = withUnit(whole(km), 'km');
    return t`Weer: KNMI-station ${name}, ${distance} van je buurt.`;
  },
  baseload: (m3: number, balance: number) => {
    const gas = withUnit(formatNumber(m3), 'm³');
    const outside = withUnit(formatNumber(balance), '°C');
    return t`Voor warm water en koken gebruik je ongeveer ${gas} gas per dag. Boven ${outside} buiten stookt je huis niet.`;
  },
  get chartTitle() {
    return t`Je gas per dag bij elke temperatuur buiten`;
  },
  get chartDescription() {
    return t`Elk punt is een periode uit je meterstanden: links koud, rechts warm. De lijn is wat de meting verwacht bij elke temperatuur.`;
  },
  get tableCaption() {
    return t`Je gasverbruik per periode en de gemiddelde buitentemperatuur`;
  },
  get tableStart() {
    return t`Van`;
  },
  get tableEnd() {
    return t`Tot`;
  },
  get tableTemperature() {
    return t`Buiten (°C)`;
  },
  get tableGas() {
    return t`Gas per dag (m³)`;
  },
  get tableExpected() {
    return t`Volgens de lijn (m³)`;
  },
  get limitsTitle() {
    return t`Wat de meting niet ziet`;
  },
  get limits() {
    return [
      t`De meting meet je huis zoals jullie erin wonen: met jullie thermostaat, jullie uren thuis en de kamers die jullie verwarmen.`,
      t`Een kamer die je koud laat, telt niet mee. Ga je die later wel verwarmen, dan verliest je huis meer warmte dan de meting zegt.`,
      t`Was je een deel van de winter weg, of woonden er tijdelijk meer mensen? Dan klopt de meting minder goed. Laat die periode dan weg.`,
      t`Heb je in deze periode geïsoleerd of je verwarming veranderd? Gebruik dan alleen meterstanden van daarna.`,
      t`Een houtkachel of elektrische kachel naast de cv ziet de gasmeter niet.`,
    ];
  },
};

/** R² with up to two decimals, the reader's way. */
const formatFraction = (value: number) =>
  new Intl.NumberFormat(intlLocaleOf(i18n.locale), { maximumFractionDigits: 2 }).format(value);

/** The sentence the resident reads first, from the measurement's status and figures. */
export function measurementHeadline(data: MeasuredHeatLoss): string {
  switch (data.status) {
    case 'measured':
      return data.measured && data.modelWPerK !== null
        ? measurementTexts.measured(data.measured.wPerK, data.modelWPerK)
        : data.headline;
    case 'noReadings':
      return measurementTexts.noReadings;
    case 'noWeather':
      return measurementTexts.noWeather;
    case 'refused':
      return measurementTexts.refusedLead;
  }
}
