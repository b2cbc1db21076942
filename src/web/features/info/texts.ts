import { t } from '@lingui/core/macro';
import { routeWords } from '../../../vocabulary/route-words.ts';

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
      t`Een groep telt altijd minstens 10 huishoudens. Is een groep kleiner, dan ziet de werkgroep alleen "< 10". Getallen worden afgerond of in klassen getoond.`,
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

const routeTitles = routeWords('title');

export const explanationTexts = {
  title: 'Uitleg',
  intro:
    'Nederland stopt stap voor stap met aardgas. Voor elke buurt wordt bekeken hoe de huizen straks verwarmd worden. In Buurtwarmte zie je vier routes. Per route rekenen we uit welke oplossingen bij jouw huis passen.',
  routesTitle: 'De vier routes',
  routes: [
    {
      id: 'fuel',
      title: routeTitles.fuel,
      text: 'Je huis blijft aangesloten op het gasnet. In plaats van aardgas komt er later groen gas of waterstof door de leidingen. Vaak combineer je dat met een hybride warmtepomp, die het grootste deel van de warmte met stroom maakt.',
    },
    {
      id: 'all_electric',
      title: routeTitles.all_electric,
      text: 'Je verwarmt je huis met stroom, meestal met een warmtepomp. Die haalt warmte uit de buitenlucht, de bodem of de ventilatielucht. Een goed geïsoleerd huis is daarbij belangrijk, omdat een warmtepomp met lagere temperaturen werkt.',
    },
    {
      id: 'heat_grid',
      title: routeTitles.heat_grid,
      text: 'Warm water komt via buizen in de straat naar je huis, van een bron die de hele buurt deelt. Dat kan restwarmte van een fabriek zijn, warmte uit de bodem of uit oppervlaktewater. Een warmtenet kan heet (HT), middelwarm (MT) of laag van temperatuur (LT) zijn.',
    },
    {
      id: 'other',
      title: routeTitles.other,
      text: 'Je regelt de warmte helemaal zelf, zonder gasnet of warmtenet. Denk aan een pelletkachel, een zonneboiler of een combinatie van oplossingen in en om je eigen huis.',
    },
  ],
  adviceTitle: 'Hoe komt het advies tot stand?',
  advice: [
    'We beginnen met openbare gegevens over je huis, zoals het bouwjaar en de oppervlakte.',
    'Jouw antwoorden maken het beeld preciezer: hoe je huis is geïsoleerd, hoeveel energie je gebruikt en hoe je woont.',
    'Per oplossing rekenen we de investering, de kosten per maand, de energiekosten, de CO2-uitstoot en het comfort uit.',
    'Jij bepaalt wat je het belangrijkst vindt. Daarmee zetten we de oplossingen in jouw volgorde.',
  ],
  labelLink: 'Wat betekenen het energielabel en het isolatielabel?',
} as const;

export const insulationLabelTexts = {
  title: 'Energielabel en isolatielabel',
  intro: 'Een label laat in één letter zien hoe zuinig een huis is. A+ is het zuinigst, G het minst zuinig.',
  labelsTitle: 'De labels van A+ tot G',
  labels: [
    { label: 'A+', text: 'Uitstekend: het huis is zeer goed geïsoleerd en gebruikt heel weinig energie.' },
    { label: 'A', text: 'Zeer zuinig: klaar voor verwarmen zonder aardgas.' },
    { label: 'B', text: 'Zuinig: met kleine verbeteringen klaar voor lage temperatuur.' },
    { label: 'C', text: 'Redelijk: vaak dubbel glas en enige isolatie.' },
    { label: 'D', text: 'Matig: er is nog veel winst te halen met isolatie.' },
    { label: 'E', text: 'Onzuinig: vaak weinig isolatie en oud glas.' },
    { label: 'F', text: 'Zeer onzuinig: nauwelijks isolatie.' },
    { label: 'G', text: 'Het minst zuinig: geen isolatie en veel tocht.' },
  ],
  differenceTitle: 'Energielabel of isolatielabel?',
  difference: [
    'Het geschatte energielabel laten we zien zolang je de vragen over je woonsituatie nog niet hebt ingevuld. Het is een schatting op basis van het bouwjaar en het soort huis.',
    'Het isolatielabel zie je zodra je die vragen hebt ingevuld. Het gaat alleen over de schil van je huis: dak, gevel, vloer, glas en kieren. Het zegt dus hoe goed je huis de warmte vasthoudt, los van de verwarming.',
  ],
  levelsTitle: 'Isolatieniveaus',
  levelsIntro:
    'Voor elk onderdeel van je huis vragen we hoe het nu is. Dit zijn de antwoorden die je kunt kiezen, van minst naar best geïsoleerd.',
  levelsLoading: 'De antwoorden worden geladen…',
  glass: 'Glas',
  part: 'Onderdeel',
  levelsColumn: 'Antwoorden in de vragenlijst',
} as const;
