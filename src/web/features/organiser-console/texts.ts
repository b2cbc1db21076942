import { plural, t } from '@lingui/core/macro';
import type { OrganiserAction } from '../../../contract/organisers.ts';
import { withUnit } from '../../../vocabulary/units.ts';
import { withLinkFormTexts } from '../../common/working-group-texts.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `console` catalogue, loaded with it (record 0149); the texts it shares with the
// working group's pages come with the `group` catalogue (common/working-group-texts.ts).
await loadArea('console');

/*
 * The campaign console at /beheer in the active language (issue #40.6; B1, informal 'je'): getters over the
 * catalogue, read when shown. The settings' labels are the contract's SETTING_LABELS, which the server uses to name
 * a stored value that no longer fits; the console reads them here, and texts.test.ts holds their Dutch source to the
 * contract's.
 */

export const consoleLoginTexts = withLinkFormTexts({
  get title() {
    return t`Inloggen voor campagnebeheer`;
  },
  get intro() {
    return t`Organiseer je een campagne in een buurt? Vul je e-mailadres in. Ben je bij ons bekend als organisator? Dan sturen we je een link om in te loggen.`;
  },
  sent: (email: string) =>
    t`Is ${email} bij ons bekend als organisator? Dan krijgt dit adres binnen een paar minuten een mail met een link.`,
  get forMembers() {
    return t`Zit je in de werkgroep van de buurt?`;
  },
  get toMemberLogin() {
    return t`Log dan hier in als lid van de werkgroep`;
  },
});

export const consoleTexts = {
  get title() {
    return t`Campagnebeheer`;
  },
  signedInAs: (email: string) => t`Je bent ingelogd als ${email}.`,
  get logout() {
    return t`Uitloggen`;
  },
  get loading() {
    return t`Bezig met laden…`;
  },
  get loadFailed() {
    return t`Dit kon niet worden geladen. Probeer het later nog een keer.`;
  },
  get saveFailed() {
    return t`Opslaan lukte niet. Probeer het later nog een keer.`;
  },
  get saving() {
    return t`Bezig met opslaan…`;
  },
  get saved() {
    return t`Opgeslagen.`;
  },
  get campaignsTitle() {
    return t`Je campagnes`;
  },
  get noCampaigns() {
    return t`Je hebt nog geen campagne. Maak er hieronder een.`;
  },
  homes: (count: number) => plural(count, { one: '# adres', other: '# adressen' }),
  modes: {
    get DataGathering() {
      return t`Gegevens verzamelen`;
    },
    get Preference() {
      return t`Voorkeur vragen`;
    },
  },
  get createTitle() {
    return t`Nieuwe campagne`;
  },
  get createName() {
    return t`Naam van de buurt of campagne`;
  },
  get create() {
    return t`Campagne maken`;
  },
  get creating() {
    return t`Bezig met maken…`;
  },
  get back() {
    return t`Terug naar je campagnes`;
  },
  sections: {
    get settings() {
      return t`Instellingen`;
    },
    get advice() {
      return t`Advies`;
    },
    get addresses() {
      return t`Adressen`;
    },
    get startanalyse() {
      return t`Startanalyse van het PBL`;
    },
    get weather() {
      return t`Weer van het KNMI`;
    },
    get letters() {
      return t`Brieven`;
    },
    get recalculate() {
      return t`Advies opnieuw berekenen`;
    },
    get report() {
      return t`Verslag`;
    },
    get progress() {
      return t`Voortgang in de buurt`;
    },
    get messages() {
      return t`Hulpvragen en meldingen`;
    },
    get members() {
      return t`Werkgroep`;
    },
    get audit() {
      return t`Wie deed wat`;
    },
  },
};

/** The section keys in the order the console shows them (the getters above cannot be listed in words). */
export const SECTIONS = [
  'settings',
  'advice',
  'addresses',
  'startanalyse',
  'weather',
  'letters',
  'recalculate',
  'report',
  'progress',
  'messages',
  'members',
  'audit',
] as const satisfies readonly (keyof typeof consoleTexts.sections)[];

/** What a console form says about a value its rule refuses, where the contract's rule has no message of its own. */
export const issueTexts = {
  get number() {
    return t`Vul een getal in.`;
  },
  get required() {
    return t`Vul dit in.`;
  },
  atLeast: (minimum: string) => t`Vul ${minimum} of meer in.`,
  atMost: (maximum: string) => t`Vul ${maximum} of minder in.`,
  get choose() {
    return t`Kies een van de mogelijkheden.`;
  },
  get wrong() {
    return t`Dit klopt niet. Kijk het nog eens na.`;
  },
};

export const settingsTexts = {
  get intro() {
    return t`Dit zien bewoners op de site van de campagne. Alles wat je hier verandert, zien ze meteen.`;
  },
  get name() {
    return t`Naam van de campagne`;
  },
  get mode() {
    return t`Wat vraagt de campagne nu?`;
  },
  get hosts() {
    return t`Webadressen van de campagne`;
  },
  get hostsHint() {
    return t`Zonder https://. Meer adressen? Zet een komma ertussen.`;
  },
  get ambassadorTitle() {
    return t`Ambassadeur`;
  },
  get ambassadorName() {
    return t`Naam van de ambassadeur`;
  },
  get ambassadorIntroduction() {
    return t`Voorstelling van de ambassadeur`;
  },
  get ambassadorPathToImage() {
    return t`Foto van de ambassadeur (bestandsnaam)`;
  },
  get ambassadorPathHint() {
    return t`De naam van de foto op de beeldbank, bijvoorbeeld ambassadeurs/ans.jpg.`;
  },
  get siteTitle() {
    return t`Hulp en website`;
  },
  get showHelp() {
    return t`Bewoners kunnen de werkgroep om hulp vragen`;
  },
  get showWebsite() {
    return t`Laat een link naar de website van de campagne zien`;
  },
  get websiteUrl() {
    return t`Website van de campagne`;
  },
  get workingGroupTitle() {
    return t`Werkgroep`;
  },
  get workingGroupName() {
    return t`Naam van de werkgroep`;
  },
  get workingGroupEmail() {
    return t`E-mailadres van de werkgroep`;
  },
  get workingGroupEmailHint() {
    return t`Hier komen hulpvragen en meldingen van bewoners binnen.`;
  },
  get letterTitle() {
    return t`Brief`;
  },
  get letterLanguage() {
    return t`Taal van de brief aan elk adres`;
  },
  languages: {
    get nl() {
      return t`Nederlands`;
    },
    get en() {
      return t`Engels`;
    },
  },
  get letterLanguageNote() {
    return t`Schrijf je eigen alinea in deze taal. De brief krijgt één regel in de andere taal: die wijst naar de taalkeuze op de website.`;
  },
  get letterText() {
    return t`Eigen alinea in de brief (hoogstens 600 tekens)`;
  },
  get signUpWindowDays() {
    return t`Zoveel dagen werkt een code uit de brief`;
  },
  get timelineTitle() {
    return t`Planning`;
  },
  get timelineIntro() {
    return t`Bewoners zien de vier stappen met hun datum. Kies per stap hoe ver je bent.`;
  },
  steps: {
    get mapped() {
      return t`Buurt in kaart`;
    },
    get firstSelection() {
      return t`Eerste keuze`;
    },
    get residentsPreference() {
      return t`Voorkeur van bewoners`;
    },
    get neighbourhoodChoice() {
      return t`Keuze van de buurt`;
    },
  },
  get status() {
    return t`Hoe ver`;
  },
  statuses: {
    get done() {
      return t`Klaar`;
    },
    get current() {
      return t`Nu bezig`;
    },
    get upcoming() {
      return t`Nog niet`;
    },
  },
  get date() {
    return t`Datum`;
  },
  get submit() {
    return t`Instellingen opslaan`;
  },
};

/** The advice settings' labels; contract: SETTING_LABELS (texts.test.ts). */
export const settingLabels = {
  get heatNets() {
    return t`Warmtenetten`;
  },
  heatNet: (n: number) => t`Warmtenet ${n}`,
  get heatNet_temperature() {
    return t`Temperatuur van het water (°C)`;
  },
  get heatNet_price() {
    return t`Prijs per gigajoule (€)`;
  },
  get heatNet_bak() {
    return t`Aansluitbijdrage (€)`;
  },
  get heatNet_standingCharge() {
    return t`Vastrecht per jaar (€)`;
  },
  get typeOfGas() {
    return t`Welk gas komt er straks door de leiding?`;
  },
  get percentageOfGreenElectricity() {
    return t`Groene stroom (%)`;
  },
  get co2Tax() {
    return t`CO₂-heffing (€ per ton CO₂)`;
  },
  get isSubsidiesTakenInConsideration() {
    return t`Reken met subsidies`;
  },
  get solutionsExcluded() {
    return t`Oplossingen in het advies`;
  },
  get solutionsIncluded() {
    return t`Oplossingen in het advies`;
  },
  get prices() {
    return t`Energieprijzen`;
  },
  price: (name: string) => t`Energieprijs ${name}`,
};

export const adviceTexts = {
  get intro() {
    return t`Hiermee rekent het advies voor elk huis. Verander je iets? Dan volgt het advies van elk huis vanzelf, of meteen als je opnieuw rekent.`;
  },
  get heatGridsTitle() {
    return settingLabels.heatNets;
  },
  get heatGridsNone() {
    return t`Er is nog geen warmtenet. Voeg er een toe als de buurt er een kan krijgen.`;
  },
  heatNet: settingLabels.heatNet,
  get heatGridName() {
    return t`Naam`;
  },
  get heatGridType() {
    return t`Soort (temperatuur)`;
  },
  heatGridTypes: {
    get ZLT() {
      return t`Zeer lage temperatuur`;
    },
    get LT() {
      return t`Lage temperatuur`;
    },
    get MT() {
      return t`Middentemperatuur`;
    },
    get HT() {
      return t`Hoge temperatuur`;
    },
  },
  get heatNetTemperature() {
    return settingLabels.heatNet_temperature;
  },
  get heatNetSource() {
    return t`Bron van de warmte`;
  },
  heatGridSources: {
    get steg() {
      return t`Gascentrale (STEG)`;
    },
    get waste_incineration() {
      return t`Afvalverbranding`;
    },
    get geothermal() {
      return t`Aardwarmte`;
    },
    get biomass_dutch() {
      return t`Biomassa uit Nederland`;
    },
    get biomass_imported() {
      return t`Biomassa uit het buitenland`;
    },
    get industrial_waste_heat() {
      return t`Restwarmte van de industrie`;
    },
    get aquathermal() {
      return t`Warmte uit water`;
    },
    get unknown() {
      return t`Nog niet bekend`;
    },
  },
  get heatNetPrice() {
    return settingLabels.heatNet_price;
  },
  get heatNetBak() {
    return settingLabels.heatNet_bak;
  },
  get heatNetStandingCharge() {
    return settingLabels.heatNet_standingCharge;
  },
  get addHeatGrid() {
    return t`Warmtenet toevoegen`;
  },
  removeHeatGrid: (n: number) => t`Warmtenet ${n} weghalen`,
  get energyTitle() {
    return t`Energie`;
  },
  get typeOfGas() {
    return settingLabels.typeOfGas;
  },
  gasTypes: {
    get natural() {
      return t`Aardgas`;
    },
    get green_gas() {
      return t`Groen gas`;
    },
    get hydrogen() {
      return t`Waterstof`;
    },
  },
  get green() {
    return settingLabels.percentageOfGreenElectricity;
  },
  get co2Tax() {
    return settingLabels.co2Tax;
  },
  get subsidies() {
    return settingLabels.isSubsidiesTakenInConsideration;
  },
  get solutionsTitle() {
    return settingLabels.solutionsExcluded;
  },
  get solutionsIntro() {
    return t`Haal een oplossing weg als die in deze buurt niet kan.`;
  },
  get submit() {
    return t`Advies opslaan`;
  },
  get storedProblemsTitle() {
    return t`Een opgeslagen instelling past niet meer`;
  },
  // A stored value that no longer fits; contract: storedProblemSentence, NOT_FITTING, NOT_A_SETTING (texts.test.ts).
  storedProblem: (setting: string, value: string, rule: string) =>
    t`Opgeslagen waarde voor ${setting} (${value}) past niet: ${rule} Tot je opslaat, rekent het advies met de standaardwaarde; vul een nieuwe waarde in en sla op.`,
  get notFitting() {
    return t`Deze waarde kan hier niet.`;
  },
  get notASetting() {
    return t`Dit is geen instelling van het advies.`;
  },
};

export const addressTexts = {
  get intro() {
    return t`Lees de adressen van de buurt in uit een CSV- of Excel-bestand (.xlsx). We controleren eerst het hele bestand. Is er iets mis? Dan zie je elk probleem met de regel en de kolom, en lezen we niets in. Adressen die er al zijn, werken we bij op hun BAG-code. Wat bewoners invulden, blijft staan.`;
  },
  get columns() {
    return t`Kolommen: BAG-id, straat, huisnummer, postcode, woonplaats, bouwjaar, oppervlakte en woningtype. Huisletter, toevoeging, monument en energielabel mogen erbij.`;
  },
  get excel() {
    return t`Opent Excel een CSV, dan maakt het van alles wat op een getal lijkt een getal. Een BAG-code verliest dan de 0 vooraan: een code van 15 cijfers vullen we zelf weer aan. Een code die Excel als 5,9901E+14 laat zien, is afgerond en niet terug te halen. Een toevoeging als 1-2 kan een datum worden. Postcodes en woningtypes laat Excel zoals ze zijn. Zet de kolommen BAG-id en toevoeging in Excel op Tekst voordat je de gegevens erin zet.`;
  },
  get file() {
    return t`Bestand met adressen`;
  },
  get check() {
    return t`Bestand controleren`;
  },
  get checking() {
    return t`Bezig met controleren…`;
  },
  import: (count: number) => plural(count, { one: '# adres inlezen', other: '# adressen inlezen' }),
  get importing() {
    return t`Bezig met inlezen…`;
  },
  get chooseFile() {
    return t`Kies eerst een bestand.`;
  },
  get tooLarge() {
    return t`Dit bestand is te groot (hoogstens 6 MB).`;
  },
  problemsTitle: (count: number) =>
    plural(count, {
      one: '# probleem in het bestand. Er is niets ingelezen.',
      other: '# problemen in het bestand. Er is niets ingelezen.',
    }),
  get problemsHint() {
    return t`Verbeter het bestand en kies het daarna opnieuw.`;
  },
  get problemsRepeated() {
    return t`Wat op meer regels terugkomt:`;
  },
  get problemsEach() {
    return t`Elk probleem:`;
  },
  get previewTitle() {
    return t`Het bestand is in orde`;
  },
  preview: (rows: number, created: number, updated: number, unchanged: number) =>
    plural(rows, {
      one: `# adres: ${created} nieuw, ${updated} bijgewerkt, ${unchanged} hetzelfde. Er is nog niets ingelezen.`,
      other: `# adressen: ${created} nieuw, ${updated} bijgewerkt, ${unchanged} hetzelfde. Er is nog niets ingelezen.`,
    }),
  get storedTitle() {
    return t`De adressen zijn ingelezen`;
  },
  stored: (created: number, updated: number, unchanged: number) =>
    t`${created} nieuw, ${updated} bijgewerkt, ${unchanged} hetzelfde.`,
};

export const startanalyseTexts = {
  get intro() {
    return t`Het Planbureau voor de Leefomgeving (PBL) rekende voor elke buurt in Nederland uit wat aardgasvrij verwarmen het land kost, voor elke strategie: de Startanalyse. Zet je die cijfers hier? Dan ziet de werkgroep ze bij "De buurtkeuze", naast wat de bewoners willen.`;
  },
  get where() {
    return t`Je vindt de Startanalyse op de website van PBL. Zoek je buurt op met de buurtcode van het CBS: BU en 8 cijfers, zoals BU03440101. Zet de cijfers in een CSV-bestand, met één regel per strategie. Dat kan met Excel: kies "Opslaan als" en dan CSV.`;
  },
  get columns() {
    return t`Kolommen: buurtcode, jaar (van de Startanalyse), strategie (S1a tot en met S5b) en nationale kosten (euro per jaar voor de hele buurt). Buurtnaam en oppervlakte (in hectare) mogen erbij. Is er iets mis? Dan zie je elk probleem met de regel en de kolom, en slaan we niets op. Een nieuw bestand vervangt het oude.`;
  },
  get example() {
    return t`Voorbeeld van de eerste twee regels:`;
  },
  get file() {
    return t`Bestand met de Startanalyse (CSV)`;
  },
  get submit() {
    return t`Controleren en opslaan`;
  },
  get saving() {
    return t`Bezig met controleren en opslaan…`;
  },
  get tooLarge() {
    return t`Dit bestand is te groot voor een Startanalyse (hoogstens 50 kB).`;
  },
  get storedTitle() {
    return t`De Startanalyse is opgeslagen.`;
  },
  get currentTitle() {
    return t`Dit staat nu opgeslagen`;
  },
  get none() {
    return t`Er staat nog geen Startanalyse bij deze campagne.`;
  },
  get buurt() {
    return t`Buurt`;
  },
  get year() {
    return t`Jaar van de Startanalyse`;
  },
  get cheapest() {
    return t`Goedkoopste strategie`;
  },
  get strategies() {
    return t`Aantal strategieën`;
  },
  get area() {
    return t`Oppervlakte`;
  },
  hectares: (hectares: string) => t`${hectares} hectare`,
  get costsLabel() {
    return t`Nationale kosten per strategie`;
  },
};

export const weatherTexts = {
  get intro() {
    return t`Bewoners kunnen hun meterstanden geven. Met het weer van die dagen meten we hoeveel warmte hun huis verliest. Daarvoor zijn de gemiddelde temperaturen per dag van een KNMI-station bij de buurt nodig.`;
  },
  get where() {
    return t`Download bij het KNMI de daggegevens van een station (etmgeg_ en het nummer, een tekstbestand) en zet dat bestand hier. Een bestand met alleen de kolommen STN, YYYYMMDD en TG is genoeg. Is er een regel mis? Dan zie je elk probleem met de regel en de kolom, en slaan we niets op. Dagen die al bestaan worden vervangen.`;
  },
  get file() {
    return t`Bestand met daggegevens van het KNMI`;
  },
  get submit() {
    return t`Controleren en opslaan`;
  },
  get saving() {
    return t`Bezig met controleren en opslaan…`;
  },
  stored: (days: number) => plural(days, { one: '# dag opgeslagen.', other: '# dagen opgeslagen.' }),
  get nearestTitle() {
    return t`Station van deze campagne`;
  },
  nearest: (name: string, code: number, km: string) => {
    const distance = withUnit(km, 'km');
    return t`${name} (${code}), ${distance} van de adressen van de campagne.`;
  },
  get noNearest() {
    return t`Er is nog geen station: zet eerst adressen met coördinaten in de campagne, of een bestand met daggegevens.`;
  },
  get storedTitle() {
    return t`Stations met weergegevens`;
  },
  get none() {
    return t`Er zijn nog geen weergegevens opgeslagen.`;
  },
  get station() {
    return t`Station`;
  },
  // One column for the period: two date columns made the table too wide for a phone (four columns at 375 px).
  get period() {
    return t`Periode`;
  },
  periodRange: (first: string, last: string) => t`${first} tot en met ${last}`,
  get days() {
    return t`Dagen`;
  },
};

export const letterTexts = {
  get intro() {
    return t`Elke woning krijgt een brief met een eigen code en een QR-code om zich aan te melden. De codes staan alleen in het PDF-bestand, nergens op het scherm. Bewaar het bestand goed en gooi het weg als de brieven op de post zijn.`;
  },
  get replace() {
    return t`Nieuwe codes voor alle adressen (oude brieven werken dan niet meer)`;
  },
  get submit() {
    return t`Brieven maken en downloaden`;
  },
  get busy() {
    return t`De brieven worden gemaakt. Dit kan even duren…`;
  },
  get done() {
    return t`De brieven zijn gedownload. Je vindt ze bij je downloads.`;
  },
  get failed() {
    return t`Het maken van de brieven lukte niet. Probeer het later nog een keer.`;
  },
};

export const recalculateTexts = {
  get intro() {
    return t`Veranderde je de instellingen van het advies of las je nieuwe adressen in? Het advies van elk huis volgt vanzelf als een bewoner het bekijkt. Wil je het nu voor alle huizen klaar hebben? Bereken het dan hier opnieuw.`;
  },
  get force() {
    return t`Ook huizen waarvan het advies al klopt opnieuw berekenen`;
  },
  get submit() {
    return t`Opnieuw berekenen`;
  },
  get progressLabel() {
    return t`Voortgang van de berekening`;
  },
  running: (done: number, total: number) => t`Bezig: ${done} van ${total} huizen.`,
  finished: (total: number, changed: number) =>
    plural(changed, {
      one: `Klaar: ${total} huizen bekeken, bij # huis veranderde het advies.`,
      other: `Klaar: ${total} huizen bekeken, bij # huizen veranderde het advies.`,
    }),
  get failed() {
    return t`De berekening is gestopt door een fout. Probeer het later nog een keer.`;
  },
  get startFailed() {
    return t`De berekening kon niet starten. Probeer het later nog een keer.`;
  },
};

export const reportTexts = {
  get intro() {
    // “< 10” and “≥ 10”: a no-break space, and curly quotes, since Chromium breaks between '"' and '<'.
    return t`Dezelfde cijfers als in het overzicht van de werkgroep. Is een groep kleiner dan 10 huishoudens? Dan staat er “< 10”. Zo kan niemand zien wat één huishouden koos.`;
  },
  get group() {
    return t`Groep`;
  },
  get count() {
    return t`Aantal`;
  },
};

export const messagesTexts = {
  get intro() {
    return t`Deze bewoners vroegen om hulp of meldden een fout in hun gegevens. Zij gaven daarvoor hun naam en e-mailadres. De werkgroep ziet dezelfde lijst.`;
  },
};

export const memberTexts = {
  get intro() {
    return t`Leden van de werkgroep loggen in op /werkgroep/inloggen met een link die we naar hun e-mailadres sturen. Ze zien alleen cijfers over groepen van minstens 10 huishoudens.`;
  },
  get none() {
    return t`Er staat nog niemand op de lijst.`;
  },
  get listLabel() {
    return t`Leden van de werkgroep`;
  },
  get email() {
    return t`E-mailadres van het nieuwe lid`;
  },
  get submit() {
    return t`Lid toevoegen`;
  },
  get submitting() {
    return t`Bezig met toevoegen…`;
  },
  remove: (email: string) => t`${email} van de lijst halen`,
  get removeShort() {
    return t`Van de lijst halen`;
  },
};

/** The audit log's words: what was done, and the details the server records with it. */
export const auditTexts = {
  get intro() {
    return t`Alles wat organisatoren in deze campagne deden, het nieuwste eerst. Gegevens van bewoners staan hier niet in.`;
  },
  get empty() {
    return t`Er is nog niets gebeurd.`;
  },
  get cli() {
    return t`Beheerder (via de server)`;
  },
  detail(key: string): string | undefined {
    switch (key) {
      case 'members':
        return t`leden`;
      case 'created':
        return t`nieuw`;
      case 'updated':
        return t`bijgewerkt`;
      case 'unchanged':
        return t`gelijk`;
      case 'letters':
        return t`brieven`;
      case 'revoked':
        return t`oude codes ingetrokken`;
      case 'replace':
        return t`alle adressen opnieuw`;
      case 'homes':
        return t`huizen`;
      case 'force':
        return t`ook huizen waarvan het advies al klopte`;
      case 'buurtCode':
        return t`buurtcode`;
      case 'year':
        return t`jaar`;
      case 'strategies':
        return t`strategieën`;
      default:
        return undefined;
    }
  },
  get yes() {
    return t`ja`;
  },
  get no() {
    return t`nee`;
  },
  /** The advice settings by the words of the advice form. */
  adviceSetting(key: string): string | undefined {
    switch (key) {
      case 'heatNets':
        return t`warmtenetten`;
      case 'typeOfGas':
        return t`gas`;
      case 'percentageOfGreenElectricity':
        return t`groene stroom`;
      case 'co2Tax':
        return t`CO₂-heffing`;
      case 'isSubsidiesTakenInConsideration':
        return t`subsidies`;
      case 'solutionsExcluded':
      case 'solutionsIncluded':
        return t`oplossingen`;
      default:
        return undefined;
    }
  },
  byOn: (who: string, when: string) => t`${when} · ${who}`,
  action(action: OrganiserAction): string {
    switch (action) {
      case 'campaign.create':
        return t`Campagne gemaakt`;
      case 'campaign.settings':
        return t`Instellingen veranderd`;
      case 'campaign.advice_settings':
        return t`Advies-instellingen veranderd`;
      case 'campaign.member_add':
        return t`Lid van de werkgroep toegevoegd`;
      case 'addresses.import':
        return t`Adressen ingelezen`;
      case 'letters.print':
        return t`Brieven gemaakt`;
      case 'startanalyse.import':
        return t`Startanalyse van het PBL opgeslagen`;
      case 'weather.import':
        return t`Weergegevens van het KNMI ingelezen`;
      case 'advice.recalculate':
        return t`Advies opnieuw berekend`;
      case 'message.handled':
        return t`Bericht afgehandeld`;
      case 'organiser.add':
        return t`Organisator toegevoegd`;
    }
  },
};
