import type { RouteName } from '../../../contract/common.ts';
import { enthusiasmWords, roofTypeWords } from '../../../contract/answer-words.ts';
import { ROUTE_VOCABULARY } from '../../../vocabulary/routes.ts';
import { routeTitleInSentence } from '../../../vocabulary/route-words.ts';
import { formatNumber } from '../../ui/format.ts';

/** Everything the chat flow runner says itself; the conversation's own words are content (content/flows). */
export const flowTexts = {
  loading: 'De vragen worden geladen…',
  loadFailed:
    'De vragen konden niet worden geladen. Controleer je internetverbinding en laad de pagina opnieuw. Lukt het dan nog niet? Gebruik de knop ‘Hulp nodig?’.',
  progressLabel: 'Voortgang van deze vragenlijst',
  progressValue: (percentage: number) => `${percentage} procent klaar`,
  back: 'terug',
  // Spec §8, with the spelling of docs/product.md §8.
  backTooEarly: "Je kunt pas op 'terug' klikken als de hele pagina is geladen.",
  skipAnimation: 'Sla animatie over',
  typing: (name: string) => `${name} is aan het typen…`,
  ambassadorFallback: 'De werkgroep',
  conversation: 'Gesprek',
  you: 'Jij',
  next: 'Verder',
  videoNext: 'Volgende',
  why: 'Waarom vragen we dit?',
  close: 'Sluiten',
  saving: 'Je antwoord wordt opgeslagen…',
  saveFailed:
    'Je antwoord is nog niet opgeslagen. Controleer je internetverbinding en probeer het opnieuw. Je antwoord blijft staan.',
  saveRefused: 'Dit kunnen we zo niet opslaan. Kijk nog eens naar wat je hebt ingevuld en probeer het opnieuw.',
  saveServerFailed:
    'Er ging bij ons iets mis bij het opslaan. Je antwoord blijft staan. Probeer het over een paar minuten opnieuw.',
  retry: 'Opnieuw proberen',
  required: 'Vul dit in.',
  chooseOne: 'Kies een antwoord.',
  chooseOption: '– Kies een antwoord –',
  // Bounds as a Dutch reader writes them ('1.000.000'), like the numbers typed into the field.
  wholeNumberBetween: (min: number, max: number) =>
    `Vul een getal in van ${formatNumber(min)} tot en met ${formatNumber(max)}.`,
  numberBetween: (min: string, max: string) => `Vul een bedrag in van ${min} tot en met ${max}.`,
  resultHeader: (route: RouteName): string => ROUTE_VOCABULARY[route].title,
  moreInformation: 'Meer Informatie',
  resultPanelTitle: (route: RouteName) => `${ROUTE_VOCABULARY[route].title}: de oplossingen voor jouw huis`,
  videoTitle: (title: string) => `Video: ${title}`,
  yes: 'Ja',
  no: 'Nee',
  finishing: 'Je antwoorden worden verwerkt…',
  finishFailed: 'Het afronden is niet gelukt. Probeer het opnieuw; je antwoorden zijn bewaard.',
} as const;

export const componentTexts = {
  email: {
    name: 'Je naam',
    email: 'Je e-mailadres',
    emailAgain: 'Nog een keer je e-mailadres',
    // The chat's echo of the contact step: name and e-mail are kept with 'Je gegevens', never among the answers.
    givenKey: 'Naam en e-mailadres',
    givenValue: 'Opgeslagen bij je gegevens',
    // A new address counts only once the resident opens the link we mail to it (docs/decisions/0092).
    givenValueConfirm: 'Opgeslagen. Kijk in je mailbox en klik op de link om je e-mailadres te bevestigen.',
    nameRequired: 'Vul je naam in.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Dit lijkt geen e-mailadres. Controleer het nog even.',
    // Spec §5 and §8, word for word.
    emailsDiffer: 'e-mailadressen komen niet overeen',
  },
  family: {
    size: 'Met hoeveel mensen woon je in dit huis?',
    sizeOption: (n: number) => (n === 8 ? '8 of meer' : n === 1 ? '1 persoon' : `${n} personen`),
    age: (n: number) => (n === 1 ? 'Jouw leeftijd' : `Leeftijd van persoon ${n}`),
    firstAdult: 'De eerste bewoner is minstens 16 jaar.',
    ageRange: 'Vul een leeftijd in van 0 tot en met 120.',
  },
  energy: {
    smartMeter: 'Ik heb een slimme meter (met dal- en normaaltarief)',
    normal: 'Stroomverbruik normaaltarief per jaar',
    normalNoSmartMeter: 'Stroomverbruik per jaar',
    low: 'Stroomverbruik daltarief per jaar',
    solar: 'Teruggeleverde zonnestroom per jaar',
    gas: 'Gasverbruik per jaar',
    kWh: 'kWh',
    m3: 'm³',
    skip: 'Overslaan',
    lower: (what: string) => `Je ${what} is een stuk lager dan we verwachten voor een huis als het jouwe.`,
    higher: (what: string) => `Je ${what} is een stuk hoger dan we verwachten voor een huis als het jouwe.`,
    gasUse: 'gasverbruik',
    electricityUse: 'stroomverbruik',
    // Spec §5 and §8.
    sure: 'Weet je het zeker?',
    confirm: 'Ja, dit klopt',
    expected: (amount: string) => `We verwachten ongeveer ${amount}.`,
  },
  house: {
    address: 'Adres',
    postcode: 'Postcode',
    city: 'Plaats',
    monument: 'Monument',
    buildYear: 'Bouwjaar',
    correct: 'Ja, dit klopt',
    wrongBuildYear: 'Het bouwjaar klopt niet',
    wrongOther: 'Er klopt iets anders niet',
    reportTitle: 'Wat klopt er niet?',
    reportName: 'Je naam',
    reportEmail: 'Je e-mailadres',
    reportMessage: 'Wat klopt er niet aan deze gegevens?',
    reportMessageRequired: 'Beschrijf wat er niet klopt.',
    reportSend: 'Verstuur en ga verder',
    // The chat's echo is the resident's own bubble: it says what they reported, in their voice, not a thank-you.
    reportEcho: (message: string) =>
      `Ik heb aan de werkgroep gemeld: ${message.length > 200 ? `${message.slice(0, 200)}…` : message}`,
    buildYearLabel: 'In welk jaar is je huis gebouwd?',
    buildYearRange: (max: number) => `Vul een jaartal in van 1130 tot en met ${max}.`,
    yourBuildYear: 'Jouw bouwjaar',
  },
  area: {
    label: 'Welk deel van je huis verwarm je niet?',
    // One sentence without a closing full stop: it is also the resident's answer, echoed in the chat bubble.
    result: (heated: string, unheated: string) => `Verwarmd: ${heated}, niet verwarmd: ${unheated}`,
    percent: (n: number) => `${n} procent niet verwarmd`,
  },
  multiple: {
    atLeastOne: 'Kies minstens één antwoord.',
    other: 'Namelijk',
    otherRequired: 'Vul in wat je bedoelt.',
  },
  finish: {
    preferences: 'Kies je voorkeuren',
    dashboard: 'Bekijk dashboard',
    adviceRoot: 'Bekijk je advies',
  },
  selectHouse: { label: 'Over welk huis wil je verder?', choose: 'Kies dit huis' },
  usages: {
    area: (usage: string) => `Oppervlakte voor ${usage}`,
    total: (max: string) => `Samen niet meer dan ${max}.`,
    tooMuch: (max: string) => `Samen is dit meer dan je huis groot is (${max}).`,
  },
  water: {
    shower: 'Hoeveel minuten douchen jullie samen per week?',
    showerRange: 'Vul een aantal minuten in van 0 tot en met 1000.',
    bath: 'Hoe vaak per week neemt iemand een bad?',
    bathRange: 'Vul een aantal in van 0 tot en met 10.',
    minutes: 'minuten',
    times: 'keer',
    // The answers' own words say what they count, so the bubble needs no question before them.
    showerAnswer: (minutes: string) => `${minutes} minuten douchen per week`,
    bathAnswer: (times: number) => `${times} keer per week een bad`,
  },
  roof: {
    label: 'Wat voor dak heeft je huis?',
    ...roofTypeWords,
  },
  discounts: {
    installation: 'Korting op installaties (zoals een warmtepomp)',
    construction: 'Korting op bouwwerk (zoals isolatie)',
    range: 'Vul een percentage in van 0 tot en met 90.',
    percent: '%',
  },
  facade: {
    facade: 'Buitengevel',
    glass: 'Glas',
    total: (n: number) => `Samen ${n} procent.`,
  },
  filters: {
    monthly: 'Hoeveel wil je hoogstens per maand betalen voor warmte, met energie, onderhoud en afbetaling samen?',
    investment: 'Hoeveel wil je hoogstens investeren?',
    value: (amount: string) => `Gekozen: ${amount}`,
    noResults: 'Er zijn nog geen uitkomsten om een grens uit te kiezen. Ga gerust verder.',
  },
  pick: {
    legend: 'Welke oplossing vind je het best passen?',
    favourite: 'Dit is mijn favoriet',
    perMonth: (amount: string) => `${amount} per maand`,
    investment: (amount: string) => `investering ${amount}`,
    best: 'Best passend',
    none: 'Geen resultaten meer over',
  },
  panel: {
    monthly: 'Kosten per maand',
    investment: 'Investering',
    energy: 'Energiekosten per jaar',
    label: 'Energielabel daarna',
    comfort: 'Comfort',
  },
  rate: {
    legend: (route: RouteName) => `Hoe enthousiast ben je over ${routeTitleInSentence(route)}?`,
    ...enthusiasmWords,
  },
  points: {
    legend: (total: number) => `Verdeel ${total} punten over wat jij belangrijk vindt`,
    left: (n: number) => (n === 1 ? 'Nog 1 punt te verdelen.' : `Nog ${n} punten te verdelen.`),
    done: 'Alle punten zijn verdeeld.',
    values: {
      Value_MonthlyCost: 'Lage maandlasten',
      Value_Investment: 'Lage investering',
      Value_Emission: 'Weinig CO2-uitstoot',
      Value_EnergyCost: 'Lage energierekening',
      Value_Sapce: 'Weinig ruimte nodig in huis',
      Value_Changes: 'Weinig aanpassingen aan je huis',
      Value_Comfort: 'Comfort',
      Value_Independence: 'Onafhankelijk zijn',
    } as Record<string, string>,
  },
  solarBoiler: { label: 'Heb je een zonneboiler?' },
  finishValues: {
    legend: (route: RouteName): string => ROUTE_VOCABULARY[route].title,
    favourite: (name: string) => `Jouw favoriet: ${name}`,
    noFavourite: 'Nog geen favoriet gekozen',
    rejected: 'Je hebt deze route afgewezen',
    send: 'Doorgeven aan de werkgroep',
    sent: 'Wat je doorgaf',
    // Spec §8 with the spelling of docs/product.md §8.
    thanks: 'Bedankt voor het doorgeven van je keuze! De werkgroep gaat ermee aan de slag.',
    toAdvice: 'Naar je advies',
  },
  dontWant: {
    goOn: 'Ik wil toch verder',
    rejectAll: 'Alles afwijzen',
  },
  textArea: { label: 'Je antwoord' },
  signIn: {
    email: 'Je e-mailadres',
    send: 'Stuur mij een inloglink',
    sent: 'Als dit adres bij ons bekend is, krijg je binnen 2 minuten een e-mail met een link om in te loggen.',
  },
} as const;

export const gasOptionTexts = {
  natural: { name: 'aardgas', explanation: 'Je huis blijft aardgas gebruiken, zoals nu.' },
  green_gas: {
    name: 'groen gas',
    explanation: 'Groen gas wordt gemaakt van bijvoorbeeld gft en mest. Het gaat door de gasleiding die je nu al hebt.',
  },
  hydrogen: {
    name: 'waterstof',
    explanation: 'Waterstof kan later misschien door de gasleiding. Je hebt dan wel een andere ketel nodig.',
  },
} as const;
