import type { OrganiserAction } from '../../../contract/organisers.ts';
import { SETTING_LABELS } from '../../../contract/settings.ts';
import { linkFormTexts } from '../../common/email-link-form.tsx';
import { withUnit } from '../../../vocabulary/units.ts';

/** Texts of the campaign console at /beheer (B1, informal 'je'). */
export const consoleLoginTexts = {
  ...linkFormTexts,
  title: 'Inloggen voor campagnebeheer',
  intro:
    'Organiseer je een campagne in een buurt? Vul je e-mailadres in. Ben je bij ons bekend als organisator? Dan sturen we je een link om in te loggen.',
  sent: (email: string) =>
    `Is ${email} bij ons bekend als organisator? Dan krijgt dit adres binnen een paar minuten een mail met een link.`,
  forMembers: 'Zit je in de werkgroep van de buurt?',
  toMemberLogin: 'Log dan hier in als lid van de werkgroep',
} as const;

export const consoleTexts = {
  title: 'Campagnebeheer',
  signedInAs: (email: string) => `Je bent ingelogd als ${email}.`,
  logout: 'Uitloggen',
  loading: 'Bezig met laden…',
  loadFailed: 'Dit kon niet worden geladen. Probeer het later nog een keer.',
  saveFailed: 'Opslaan lukte niet. Probeer het later nog een keer.',
  saving: 'Bezig met opslaan…',
  saved: 'Opgeslagen.',
  campaignsTitle: 'Je campagnes',
  noCampaigns: 'Je hebt nog geen campagne. Maak er hieronder een.',
  homes: (n: number) => `${n} ${n === 1 ? 'adres' : 'adressen'}`,
  modes: { DataGathering: 'Gegevens verzamelen', Preference: 'Voorkeur vragen' },
  createTitle: 'Nieuwe campagne',
  createName: 'Naam van de buurt of campagne',
  create: 'Campagne maken',
  creating: 'Bezig met maken…',
  back: 'Terug naar je campagnes',
  sections: {
    settings: 'Instellingen',
    advice: 'Advies',
    addresses: 'Adressen',
    startanalyse: 'Startanalyse van het PBL',
    weather: 'Weer van het KNMI',
    letters: 'Brieven',
    recalculate: 'Advies opnieuw berekenen',
    report: 'Verslag',
    progress: 'Voortgang in de buurt',
    messages: 'Hulpvragen en meldingen',
    members: 'Werkgroep',
    audit: 'Wie deed wat',
  },
} as const;

export const settingsTexts = {
  intro: 'Dit zien bewoners op de site van de campagne. Alles wat je hier verandert, zien ze meteen.',
  name: 'Naam van de campagne',
  mode: 'Wat vraagt de campagne nu?',
  hosts: 'Webadressen van de campagne',
  hostsHint: 'Zonder https://. Meer adressen? Zet een komma ertussen.',
  ambassadorTitle: 'Ambassadeur',
  ambassadorName: 'Naam van de ambassadeur',
  ambassadorIntroduction: 'Voorstelling van de ambassadeur',
  ambassadorPathToImage: 'Foto van de ambassadeur (bestandsnaam)',
  ambassadorPathHint: 'De naam van de foto op de beeldbank, bijvoorbeeld ambassadeurs/ans.jpg.',
  siteTitle: 'Hulp en website',
  showHelp: 'Bewoners kunnen de werkgroep om hulp vragen',
  showWebsite: 'Laat een link naar de website van de campagne zien',
  websiteUrl: 'Website van de campagne',
  workingGroupTitle: 'Werkgroep',
  workingGroupName: 'Naam van de werkgroep',
  workingGroupEmail: 'E-mailadres van de werkgroep',
  workingGroupEmailHint: 'Hier komen hulpvragen en meldingen van bewoners binnen.',
  letterTitle: 'Brief',
  letterText: 'Eigen alinea in de brief (hoogstens 600 tekens)',
  signUpWindowDays: 'Zoveel dagen werkt een code uit de brief',
  timelineTitle: 'Planning',
  timelineIntro: 'Bewoners zien de vier stappen met hun datum. Kies per stap hoe ver je bent.',
  steps: {
    mapped: 'Buurt in kaart',
    firstSelection: 'Eerste keuze',
    residentsPreference: 'Voorkeur van bewoners',
    neighbourhoodChoice: 'Keuze van de buurt',
  },
  status: 'Hoe ver',
  statuses: { done: 'Klaar', current: 'Nu bezig', upcoming: 'Nog niet' },
  date: 'Datum',
  submit: 'Instellingen opslaan',
} as const;

export const adviceTexts = {
  intro:
    'Hiermee rekent het advies voor elk huis. Verander je iets? Dan volgt het advies van elk huis vanzelf, of meteen als je opnieuw rekent.',
  heatGridsTitle: SETTING_LABELS.heatNets,
  heatGridsNone: 'Er is nog geen warmtenet. Voeg er een toe als de buurt er een kan krijgen.',
  heatNet: SETTING_LABELS.heatNet,
  heatGridName: 'Naam',
  heatGridType: 'Soort (temperatuur)',
  heatGridTypes: {
    ZLT: 'Zeer lage temperatuur',
    LT: 'Lage temperatuur',
    MT: 'Middentemperatuur',
    HT: 'Hoge temperatuur',
  },
  heatNetTemperature: SETTING_LABELS.heatNet_temperature,
  heatNetSource: 'Bron van de warmte',
  heatGridSources: {
    steg: 'Gascentrale (STEG)',
    waste_incineration: 'Afvalverbranding',
    geothermal: 'Aardwarmte',
    biomass_dutch: 'Biomassa uit Nederland',
    biomass_imported: 'Biomassa uit het buitenland',
    industrial_waste_heat: 'Restwarmte van de industrie',
    aquathermal: 'Warmte uit water',
    unknown: 'Nog niet bekend',
  },
  heatNetPrice: SETTING_LABELS.heatNet_price,
  heatNetBak: SETTING_LABELS.heatNet_bak,
  heatNetStandingCharge: SETTING_LABELS.heatNet_standingCharge,
  addHeatGrid: 'Warmtenet toevoegen',
  removeHeatGrid: (n: number) => `Warmtenet ${n} weghalen`,
  energyTitle: 'Energie',
  typeOfGas: SETTING_LABELS.typeOfGas,
  gasTypes: { natural: 'Aardgas', green_gas: 'Groen gas', hydrogen: 'Waterstof' },
  green: SETTING_LABELS.percentageOfGreenElectricity,
  co2Tax: SETTING_LABELS.co2Tax,
  subsidies: SETTING_LABELS.isSubsidiesTakenInConsideration,
  solutionsTitle: SETTING_LABELS.solutionsExcluded,
  solutionsIntro: 'Haal een oplossing weg als die in deze buurt niet kan.',
  submit: 'Advies opslaan',
  storedProblemsTitle: 'Een opgeslagen instelling past niet meer',
} as const;

export const addressTexts = {
  intro:
    'Lees de adressen van de buurt in uit een CSV- of Excel-bestand (.xlsx). We controleren eerst het hele bestand. Is er iets mis? Dan zie je elk probleem met de regel en de kolom, en lezen we niets in. Adressen die er al zijn, werken we bij op hun BAG-code. Wat bewoners invulden, blijft staan.',
  columns:
    'Kolommen: BAG-id, straat, huisnummer, postcode, woonplaats, bouwjaar, oppervlakte en woningtype. Huisletter, toevoeging, monument en energielabel mogen erbij.',
  excel:
    'Opent Excel een CSV, dan maakt het van alles wat op een getal lijkt een getal. Een BAG-code verliest dan de 0 vooraan: een code van 15 cijfers vullen we zelf weer aan. Een code die Excel als 5,9901E+14 laat zien, is afgerond en niet terug te halen. Een toevoeging als 1-2 kan een datum worden. Postcodes en woningtypes laat Excel zoals ze zijn. Zet de kolommen BAG-id en toevoeging in Excel op Tekst voordat je de gegevens erin zet.',
  file: 'Bestand met adressen',
  check: 'Bestand controleren',
  checking: 'Bezig met controleren…',
  import: (n: number) => `${n} adressen inlezen`,
  importing: 'Bezig met inlezen…',
  chooseFile: 'Kies eerst een bestand.',
  tooLarge: 'Dit bestand is te groot (hoogstens 6 MB).',
  problemsTitle: (n: number) => `${n} ${n === 1 ? 'probleem' : 'problemen'} in het bestand. Er is niets ingelezen.`,
  problemsHint: 'Verbeter het bestand en kies het daarna opnieuw.',
  problemsRepeated: 'Wat op meer regels terugkomt:',
  problemsEach: 'Elk probleem:',
  previewTitle: 'Het bestand is in orde',
  preview: (rows: number, created: number, updated: number, unchanged: number) =>
    `${rows} adressen: ${created} nieuw, ${updated} bijgewerkt, ${unchanged} hetzelfde. Er is nog niets ingelezen.`,
  storedTitle: 'De adressen zijn ingelezen',
  stored: (created: number, updated: number, unchanged: number) =>
    `${created} nieuw, ${updated} bijgewerkt, ${unchanged} hetzelfde.`,
} as const;

export const startanalyseTexts = {
  intro:
    'Het Planbureau voor de Leefomgeving (PBL) rekende voor elke buurt in Nederland uit wat aardgasvrij verwarmen het land kost, voor elke strategie: de Startanalyse. Zet je die cijfers hier? Dan ziet de werkgroep ze bij "De buurtkeuze", naast wat de bewoners willen.',
  where:
    'Je vindt de Startanalyse op de website van PBL. Zoek je buurt op met de buurtcode van het CBS: BU en 8 cijfers, zoals BU03440101. Zet de cijfers in een CSV-bestand, met één regel per strategie. Dat kan met Excel: kies "Opslaan als" en dan CSV.',
  columns:
    'Kolommen: buurtcode, jaar (van de Startanalyse), strategie (S1a tot en met S5b) en nationale kosten (euro per jaar voor de hele buurt). Buurtnaam en oppervlakte (in hectare) mogen erbij. Is er iets mis? Dan zie je elk probleem met de regel en de kolom, en slaan we niets op. Een nieuw bestand vervangt het oude.',
  example: 'Voorbeeld van de eerste twee regels:',
  file: 'Bestand met de Startanalyse (CSV)',
  submit: 'Controleren en opslaan',
  saving: 'Bezig met controleren en opslaan…',
  storedTitle: 'De Startanalyse is opgeslagen.',
  currentTitle: 'Dit staat nu opgeslagen',
  none: 'Er staat nog geen Startanalyse bij deze campagne.',
  buurt: 'Buurt',
  year: 'Jaar van de Startanalyse',
  cheapest: 'Goedkoopste strategie',
  strategies: 'Aantal strategieën',
  area: 'Oppervlakte',
  hectares: (ha: string) => `${ha} hectare`,
  costsLabel: 'Nationale kosten per strategie',
} as const;

export const weatherTexts = {
  intro:
    'Bewoners kunnen hun meterstanden geven. Met het weer van die dagen meten we hoeveel warmte hun huis verliest. Daarvoor zijn de gemiddelde temperaturen per dag van een KNMI-station bij de buurt nodig.',
  where:
    'Download bij het KNMI de daggegevens van een station (etmgeg_ en het nummer, een tekstbestand) en zet dat bestand hier. Een bestand met alleen de kolommen STN, YYYYMMDD en TG is genoeg. Is er een regel mis? Dan zie je elk probleem met de regel en de kolom, en slaan we niets op. Dagen die al bestaan worden vervangen.',
  file: 'Bestand met daggegevens van het KNMI',
  submit: 'Controleren en opslaan',
  saving: 'Bezig met controleren en opslaan…',
  stored: (days: number) => `${days} dagen opgeslagen.`,
  nearestTitle: 'Station van deze campagne',
  nearest: (name: string, code: number, km: string) =>
    `${name} (${code}), ${withUnit(km, 'km')} van de adressen van de campagne.`,
  noNearest:
    'Er is nog geen station: zet eerst adressen met coördinaten in de campagne, of een bestand met daggegevens.',
  storedTitle: 'Stations met weergegevens',
  none: 'Er zijn nog geen weergegevens opgeslagen.',
  station: 'Station',
  // One column for the period: two date columns made the table too wide for a phone (four columns at 375 px).
  period: 'Periode',
  until: 'tot en met',
  days: 'Dagen',
} as const;

export const letterTexts = {
  intro:
    'Elke woning krijgt een brief met een eigen code en een QR-code om zich aan te melden. De codes staan alleen in het PDF-bestand, nergens op het scherm. Bewaar het bestand goed en gooi het weg als de brieven op de post zijn.',
  replace: 'Nieuwe codes voor alle adressen (oude brieven werken dan niet meer)',
  submit: 'Brieven maken en downloaden',
  busy: 'De brieven worden gemaakt. Dit kan even duren…',
  done: 'De brieven zijn gedownload. Je vindt ze bij je downloads.',
  failed: 'Het maken van de brieven lukte niet. Probeer het later nog een keer.',
} as const;

export const recalculateTexts = {
  intro:
    'Veranderde je de instellingen van het advies of las je nieuwe adressen in? Het advies van elk huis volgt vanzelf als een bewoner het bekijkt. Wil je het nu voor alle huizen klaar hebben? Bereken het dan hier opnieuw.',
  force: 'Ook huizen waarvan het advies al klopt opnieuw berekenen',
  submit: 'Opnieuw berekenen',
  progressLabel: 'Voortgang van de berekening',
  running: (done: number, total: number) => `Bezig: ${done} van ${total} huizen.`,
  finished: (total: number, changed: number) =>
    `Klaar: ${total} huizen bekeken, bij ${changed} ${changed === 1 ? 'huis' : 'huizen'} veranderde het advies.`,
  failed: 'De berekening is gestopt door een fout. Probeer het later nog een keer.',
  startFailed: 'De berekening kon niet starten. Probeer het later nog een keer.',
} as const;

export const reportTexts = {
  intro:
    'Dezelfde cijfers als in het overzicht van de werkgroep. Is een groep kleiner dan 10 huishoudens? Dan staat er "< 10". Zo kan niemand zien wat één huishouden koos.',
  group: 'Groep',
  count: 'Aantal',
} as const;

export const messagesIntro =
  'Deze bewoners vroegen om hulp of meldden een fout in hun gegevens. Zij gaven daarvoor hun naam en e-mailadres. De werkgroep ziet dezelfde lijst.';

export const memberTexts = {
  intro:
    'Leden van de werkgroep loggen in op /werkgroep/inloggen met een link die we naar hun e-mailadres sturen. Ze zien alleen cijfers over groepen van minstens 10 huishoudens.',
  none: 'Er staat nog niemand op de lijst.',
  listLabel: 'Leden van de werkgroep',
  email: 'E-mailadres van het nieuwe lid',
  submit: 'Lid toevoegen',
  submitting: 'Bezig met toevoegen…',
  remove: (email: string) => `${email} van de lijst halen`,
  removeShort: 'Van de lijst halen',
} as const;

export const auditTexts = {
  intro:
    'Alles wat organisatoren in deze campagne deden, het nieuwste eerst. Gegevens van bewoners staan hier niet in.',
  empty: 'Er is nog niets gebeurd.',
  when: 'Wanneer',
  who: 'Wie',
  what: 'Wat',
  cli: 'Beheerder (via de server)',
  detail: {
    members: 'leden',
    created: 'nieuw',
    updated: 'bijgewerkt',
    unchanged: 'gelijk',
    letters: 'brieven',
    revoked: 'oude codes ingetrokken',
    replace: 'alle adressen opnieuw',
    homes: 'huizen',
    force: 'ook huizen waarvan het advies al klopte',
    buurtCode: 'buurtcode',
    year: 'jaar',
    strategies: 'strategieën',
  },
  yes: 'ja',
  no: 'nee',
  /** The advice settings by the words of the advice form. */
  adviceSettings: {
    heatNets: 'warmtenetten',
    typeOfGas: 'gas',
    percentageOfGreenElectricity: 'groene stroom',
    co2Tax: 'CO₂-heffing',
    isSubsidiesTakenInConsideration: 'subsidies',
    solutionsExcluded: 'oplossingen',
    solutionsIncluded: 'oplossingen',
  } as Record<string, string>,
  byOn: (who: string, when: string) => `${when} · ${who}`,
  actions: {
    'campaign.create': 'Campagne gemaakt',
    'campaign.settings': 'Instellingen veranderd',
    'campaign.advice_settings': 'Advies-instellingen veranderd',
    'campaign.member_add': 'Lid van de werkgroep toegevoegd',
    'addresses.import': 'Adressen ingelezen',
    'letters.print': 'Brieven gemaakt',
    'startanalyse.import': 'Startanalyse van het PBL opgeslagen',
    'weather.import': 'Weergegevens van het KNMI ingelezen',
    'advice.recalculate': 'Advies opnieuw berekend',
    'message.handled': 'Bericht afgehandeld',
    'organiser.add': 'Organisator toegevoegd',
  } satisfies Record<OrganiserAction, string>,
} as const;
