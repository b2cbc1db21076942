import { t } from '@lingui/core/macro';
import { routeTitle } from '../../common/route-titles.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `home` catalogue, loaded with it (record 0144).
await loadArea('home');

/** Words of the information pages: /werkgroep, /uitleg and /isolatielabel. */
export const workingGroupTexts = {
  get title() {
    return t`De werkgroep`;
  },
  intro: (name: string) => {
    const group = name || t`De werkgroep`;
    return t`${group} is een groep bewoners uit je buurt. Zij zoeken samen met de gemeente en deskundigen uit hoe de buurt in de toekomst verwarmd kan worden zonder aardgas. De werkgroepleden zijn vrijwilligers; ze wonen zelf ook in de buurt.`;
  },
  get whatTitle() {
    return t`Wat doet de werkgroep?`;
  },
  get what() {
    return [
      t`Ze brengt de buurt in kaart: welke huizen er staan, hoe oud ze zijn en welke warmtebronnen in de buurt mogelijk zijn.`,
      t`Ze maakt een eerste selectie van oplossingen die in de buurt kunnen, en legt vast van welke prijzen en uitgangspunten de berekening uitgaat.`,
      t`Ze vraagt bewoners, via deze app, wat zij belangrijk vinden en welke oplossing hun voorkeur heeft.`,
      t`Ze bereidt met al die informatie een keuze voor die bij de hele buurt past.`,
    ];
  },
  get receivesTitle() {
    return t`Wat krijgt de werkgroep van jou?`;
  },
  get receives() {
    return [
      t`Alleen samengevoegde informatie over de hele buurt, bijvoorbeeld hoeveel huishoudens een warmtenet het beste vinden, of wat het gemiddelde gasverbruik is.`,
      // “< 10” and “≥ 10”: a no-break space, and curly quotes, since Chromium breaks between '"' and '<'.
      t`Een groep telt altijd minstens 10 huishoudens. Is een groep kleiner, dan ziet de werkgroep alleen “< 10”. Getallen worden afgerond of in klassen getoond.`,
      t`Je naam en e-mailadres alleen als je zelf om hulp vraagt of een fout in je gegevens meldt. Een energiecoach kan dan contact met je opnemen.`,
    ];
  },
  get notTitle() {
    return t`Wat krijgt de werkgroep niet?`;
  },
  get not() {
    return [
      t`Jouw eigen antwoorden, je energieverbruik of je keuzes.`,
      t`Toegang tot de database. De werkgroep kan ook geen gegevens downloaden.`,
    ];
  },
  get ambassadorTitle() {
    return t`Je aanspreekpunt`;
  },
  ambassador: (name: string) =>
    t`${name} is het gezicht van de campagne in jouw buurt. Heb je een vraag? Gebruik dan de knop Hulp nodig? als je bent ingelogd.`,
  get memberLogin() {
    return t`Lid van de werkgroep? Log hier in`;
  },
};

export const explanationTexts = {
  get title() {
    return t`Uitleg`;
  },
  get intro() {
    return t`Nederland stopt stap voor stap met aardgas. Voor elke buurt wordt bekeken hoe de huizen straks verwarmd worden. In Buurtwarmte zie je vier routes. Per route rekenen we uit welke oplossingen bij jouw huis passen.`;
  },
  get routesTitle() {
    return t`De vier routes`;
  },
  // The routes' titles through the first catalogue (common/route-titles.ts), which holds them to the vocabulary's.
  get routes() {
    return [
      {
        id: 'fuel',
        title: routeTitle('fuel'),
        text: t`Je huis blijft aangesloten op het gasnet. In plaats van aardgas komt er later groen gas of waterstof door de leidingen. Vaak combineer je dat met een hybride warmtepomp, die het grootste deel van de warmte met stroom maakt.`,
      },
      {
        id: 'all_electric',
        title: routeTitle('all_electric'),
        text: t`Je verwarmt je huis met stroom, meestal met een warmtepomp. Die haalt warmte uit de buitenlucht, de bodem of de ventilatielucht. Een goed geïsoleerd huis is daarbij belangrijk, omdat een warmtepomp met lagere temperaturen werkt.`,
      },
      {
        id: 'heat_grid',
        title: routeTitle('heat_grid'),
        text: t`Warm water komt via buizen in de straat naar je huis, van een bron die de hele buurt deelt. Dat kan restwarmte van een fabriek zijn, warmte uit de bodem of uit oppervlaktewater. Een warmtenet kan heet (HT), middelwarm (MT) of laag van temperatuur (LT) zijn.`,
      },
      {
        id: 'other',
        title: routeTitle('other'),
        text: t`Je regelt de warmte helemaal zelf, zonder gasnet of warmtenet. Denk aan een pelletkachel, een zonneboiler of een combinatie van oplossingen in en om je eigen huis.`,
      },
    ];
  },
  get adviceTitle() {
    return t`Hoe komt het advies tot stand?`;
  },
  get advice() {
    return [
      t`We beginnen met openbare gegevens over je huis, zoals het bouwjaar en de oppervlakte.`,
      t`Jouw antwoorden maken het beeld preciezer: hoe je huis is geïsoleerd, hoeveel energie je gebruikt en hoe je woont.`,
      t`Per oplossing rekenen we de investering, de kosten per maand, de energiekosten, de CO2-uitstoot en het comfort uit.`,
      t`Jij bepaalt wat je het belangrijkst vindt. Daarmee zetten we de oplossingen in jouw volgorde.`,
    ];
  },
  get labelLink() {
    return t`Wat betekenen het energielabel en het isolatielabel?`;
  },
};

export const insulationLabelTexts = {
  get title() {
    return t`Energielabel en isolatielabel`;
  },
  get intro() {
    return t`Een label laat in één letter zien hoe zuinig een huis is. A+ is het zuinigst, G het minst zuinig.`;
  },
  get labelsTitle() {
    return t`De labels van A+ tot G`;
  },
  get labels() {
    return [
      { label: 'A+', text: t`Uitstekend: het huis is zeer goed geïsoleerd en gebruikt heel weinig energie.` },
      { label: 'A', text: t`Zeer zuinig: klaar voor verwarmen zonder aardgas.` },
      { label: 'B', text: t`Zuinig: met kleine verbeteringen klaar voor lage temperatuur.` },
      { label: 'C', text: t`Redelijk: vaak dubbel glas en enige isolatie.` },
      { label: 'D', text: t`Matig: er is nog veel winst te halen met isolatie.` },
      { label: 'E', text: t`Onzuinig: vaak weinig isolatie en oud glas.` },
      { label: 'F', text: t`Zeer onzuinig: nauwelijks isolatie.` },
      { label: 'G', text: t`Het minst zuinig: geen isolatie en veel tocht.` },
    ];
  },
  get differenceTitle() {
    return t`Energielabel of isolatielabel?`;
  },
  get difference() {
    return [
      t`Het geschatte energielabel laten we zien zolang je de vragen over je woonsituatie nog niet hebt ingevuld. Het is een schatting op basis van het bouwjaar en het soort huis.`,
      t`Het isolatielabel zie je zodra je die vragen hebt ingevuld. Het gaat alleen over de schil van je huis: dak, gevel, vloer, glas en kieren. Het zegt dus hoe goed je huis de warmte vasthoudt, los van de verwarming.`,
    ];
  },
  get levelsTitle() {
    return t`Isolatieniveaus`;
  },
  get levelsIntro() {
    return t`Voor elk onderdeel van je huis vragen we hoe het nu is. Dit zijn de antwoorden die je kunt kiezen, van minst naar best geïsoleerd.`;
  },
  get levelsLoading() {
    return t`De antwoorden worden geladen…`;
  },
  // The questionnaire's names of the parts (contract/answer-words.ts buildingPartWords), here in the catalogue.
  get parts() {
    return {
      roof: t`Dak`,
      floor: t`Vloer`,
      facade: t`Gevel`,
      glass1: t`Glas`,
      glass2: t`Glas`,
      infiltration: t`Naden en kieren`,
      ventilationType: t`Ventilatie`,
    };
  },
  get part() {
    return t`Onderdeel`;
  },
  get levelsColumn() {
    return t`Antwoorden in de vragenlijst`;
  },
};
