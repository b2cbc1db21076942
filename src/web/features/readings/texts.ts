import { plural, t } from '@lingui/core/macro';
import type { ReadingFormat, ReadingKind } from '../../../contract/readings.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `measure` catalogue, loaded with it (record 0150).
await loadArea('measure');

/** How the resident's own rows and the file formats are named in the table's 'Bron' column. */
export function sourceName(source: string): string {
  switch (source as ReadingFormat | 'typed') {
    case 'typed':
      return t`ingetypt`;
    case 'buurtwarmteMeter':
      return t`bestand met meterstanden`;
    case 'buurtwarmteDaily':
      return t`bestand met verbruik per dag`;
    case 'dsmrReaderDay':
    case 'dsmrReaderExport':
      return 'DSMR-reader';
    case 'homeWizardGas':
      return 'HomeWizard';
    case 'p1MonitorDay':
      return 'P1 Monitor';
    case 'engieHourly':
      return 'ENGIE';
    case 'enecoVerbruik':
      return 'Eneco/Oxxio';
    default:
      return source;
  }
}

/** A row's kind: a meter reading or a day's use; contract READING_KIND_NAMES. */
export function kindName(kind: ReadingKind): string {
  return kind === 'meter' ? t`meterstand` : t`verbruik op die dag`;
}

/** The file formats the upload recognises, as the help text names them; contract READING_FORMAT_NAMES. */
export function formatName(format: ReadingFormat): string {
  switch (format) {
    case 'buurtwarmteMeter':
      return t`meterstanden (datum; gas_m3; stroom_kwh)`;
    case 'buurtwarmteDaily':
      return t`verbruik per dag (datum; gasverbruik_m3; stroomverbruik_kwh)`;
    case 'dsmrReaderDay':
      return t`DSMR-reader, dagstatistieken (day, gas, electricity1, electricity2)`;
    case 'dsmrReaderExport':
      return t`DSMR-reader, export van de dagen als CSV (Datum, Gas Verbruikt … of Date, Gas Diff …)`;
    case 'homeWizardGas':
      return t`HomeWizard Energy, export van het gas van je P1-meter (time, Total gas used)`;
    case 'p1MonitorDay':
      return t`P1 Monitor, het blad e_history_dag uit de Excel-export, bewaard als CSV (TIMESTAMP, VERBR_GAS_X)`;
    case 'engieHourly':
      return t`ENGIE, export van je verbruik per uur (Datum, EAN, Verbruik, Type, Piek)`;
    case 'enecoVerbruik':
      return t`Eneco of Oxxio, het Excel-bestand Verbruik (Gas [m3]: Datum, Meterstand, Geschat?)`;
  }
}

/** /mijnhuis/meterstanden: the resident's meter readings (issue #39.1), in the active language (record 0150). */
export const readingsTexts = {
  get title() {
    return t`Je meterstanden`;
  },
  get intro() {
    return t`Met je meterstanden meten we hoeveel warmte je huis echt verliest. Dan hoeft het advies minder te schatten, ook voor de maat van een warmtepomp.`;
  },
  get loading() {
    return t`Je meterstanden worden geladen…`;
  },
  get loadFailed() {
    return t`Let op: je meterstanden konden niet worden geladen. Probeer het later opnieuw.`;
  },
  get noHome() {
    return t`Kies eerst je adres.`;
  },
  get fileTitle() {
    return t`Een bestand toevoegen`;
  },
  get fileIntro() {
    return t`Heb je een slimme meter? Dan kun je in de app of op de website van je energieleverancier of van je P1-meter vaak je verbruik downloaden als CSV- of Excel-bestand. Dat bestand kun je hier toevoegen.`;
  },
  get fileFormats() {
    return t`We herkennen deze soorten bestanden aan de eerste regels:`;
  },
  get fileNotFound() {
    return t`Staat jouw bestand er niet bij? Zet je verbruik dan in een spreadsheet met de kolommen datum en gasverbruik_m3, en bewaar het als CSV.`;
  },
  get fileExample() {
    return t`Voorbeeld van verbruik per dag:`;
  },
  get file() {
    return t`Bestand (CSV of Excel)`;
  },
  get chooseFile() {
    return t`Let op: kies eerst een bestand.`;
  },
  get tooLarge() {
    return t`Let op: dit bestand is te groot (hoogstens 1,5 MB).`;
  },
  get xlsxTooLarge() {
    return t`Let op: dit Excel-bestand is te groot (hoogstens 1 MB). Kies een kortere periode.`;
  },
  get upload() {
    return t`Bestand toevoegen`;
  },
  get uploading() {
    return t`Het bestand wordt gelezen…`;
  },
  get problemsRepeated() {
    return t`Wat vaak terugkomt:`;
  },
  get problemsEach() {
    return t`Alle problemen, per regel:`;
  },
  get problemsHint() {
    return t`Verbeter het bestand en voeg het opnieuw toe.`;
  },
  get failed() {
    return t`Let op: dat is niet gelukt. Probeer het opnieuw.`;
  },
  get typedTitle() {
    return t`Meterstanden intypen`;
  },
  get typedIntro() {
    return t`Lees je gasmeter af, het liefst elke maand op ongeveer dezelfde dag, een hele winter lang. Vul de datum en de stand in. De stroommeter mag je leeg laten.`;
  },
  get date() {
    return t`Datum`;
  },
  get gas() {
    return t`Gasmeter (m³)`;
  },
  get electricity() {
    return t`Stroommeter (kWh, mag leeg)`;
  },
  get addRow() {
    return t`Nog een meterstand`;
  },
  get saveTyped() {
    return t`Meterstanden bewaren`;
  },
  get savingTyped() {
    return t`Je meterstanden worden bewaard…`;
  },
  get dateRequired() {
    return t`Let op: vul een datum in.`;
  },
  get gasRequired() {
    return t`Let op: vul de stand van de gasmeter in, bijvoorbeeld 4.512,345.`;
  },
  get notANumber() {
    return t`Let op: vul een getal in, bijvoorbeeld 4.512,345.`;
  },
  get storedTitle() {
    return t`Bewaarde meterstanden`;
  },
  get storedNone() {
    return t`Je hebt nog geen meterstanden bewaard.`;
  },
  get tableCaption() {
    return t`Je bewaarde meterstanden en verbruik per dag`;
  },
  get kindColumn() {
    return t`Soort`;
  },
  get gasColumn() {
    return t`Gas (m³)`;
  },
  get electricityColumn() {
    return t`Stroom (kWh)`;
  },
  get sourceColumn() {
    return t`Bron`;
  },
  get actionsColumn() {
    return t`Aanpassen`;
  },
  get save() {
    return t`Opslaan`;
  },
  get cancel() {
    return t`Annuleren`;
  },
  get close() {
    return t`Sluiten`;
  },
  get removeAll() {
    return t`Alle meterstanden verwijderen`;
  },
  get removeAllConfirm() {
    return t`Weet je het zeker? Al je meterstanden en je verbruik per dag worden verwijderd. Het advies rekent dan weer met je jaarverbruik.`;
  },
  get removeAllYes() {
    return t`Ja, alles verwijderen`;
  },
  get removedAll() {
    return t`Je meterstanden zijn verwijderd.`;
  },
  get toAdvice() {
    return t`Bekijk je advies`;
  },
  get myData() {
    return t`Je meterstanden staan ook in Mijn data. Daar kun je alles downloaden of verwijderen.`;
  },
  // Not a text: the columns and numbers a file has, the same in every language.
  example: 'datum;gasverbruik_m3;stroomverbruik_kwh\n2025-01-06;9,8;7,2\n2025-01-07;11,2;8,1',
  get fileHints() {
    return [
      t`HomeWizard Energy: exporteer in de app het CSV-bestand met het gas van je P1-meter (dat kan met Energy+). Het bestand met stroom lezen we niet.`,
      t`P1 Monitor: kies bij de instellingen, onder in-export, de Excel-export van e_historie.db. Open dat bestand in een spreadsheet en bewaar het blad e_history_dag als CSV.`,
      t`Eneco en Oxxio: download op Mijn Eneco of Mijn Oxxio bij Verbruik het bestand met je verbruiksgegevens en voeg het Excel-bestand hier toe. We bewaren je gasmeterstanden en stroommeterstanden. Dagen die je leverancier heeft geschat (Geschat? Y), slaan we over.`,
    ];
  },
  problemsTitle: (n: number) =>
    plural(n, {
      one: '# probleem in het bestand. Er is niets bewaard.',
      other: '# problemen in het bestand. Er is niets bewaard.',
    }),
  typedProblemsTitle: (n: number) =>
    plural(n, {
      one: '# probleem in je meterstanden. Er is niets bewaard.',
      other: '# problemen in je meterstanden. Er is niets bewaard.',
    }),
  stored: (n: number) => plural(n, { one: '# regel bewaard.', other: '# regels bewaard.' }),
  rowLegend: (n: number) => t`Meterstand ${n}`,
  removeRow: (n: number) => t`Meterstand ${n} weghalen`,
  storedSummary: (n: number, first: string, last: string) =>
    plural(n, {
      one: `# regel, van ${first} tot en met ${last}.`,
      other: `# regels, van ${first} tot en met ${last}.`,
    }),
  correct: (date: string) => t`Verbeter ${date}`,
  remove: (date: string) => t`Verwijder ${date}`,
  correctTitle: (date: string) => t`Verbeter de regel van ${date}`,
  /** The gas field of a row of use per day names its kind. */
  gasOf: (kind: string) => t`Gasmeter (m³) (${kind})`,
  showAll: (n: number) => t`Toon alle ${n} regels`,
};
