import { plural, t } from '@lingui/core/macro';
import type { RouteName } from '../../contract/common.ts';
import type { FlowId } from '../../contract/flow-ids.ts';
import type { RoofType } from '../../engine/index.ts';
import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../vocabulary/routes.ts';
import { routeTitle } from './route-titles.ts';
import { formatNumber } from '../ui/format.ts';
import { inActiveLanguage } from '../ui/in-active-language.ts';
import { sayIn } from '../../contract/messages.ts';
import { typedAnswerFrames } from '../../contract/answer-words.ts';

/**
 * The routes' titles as the questionnaires show them: the web's one translation of the vocabulary's titles
 * (common/route-titles.ts, held to vocabulary/routes.ts by its test), so a stored route title stays the
 * vocabulary's.
 */
export const routeTitles = (): Record<RouteName, string> =>
  Object.fromEntries(ROUTE_CODES.map((route) => [route, routeTitle(route)])) as Record<RouteName, string>;

/** The questionnaires' page titles, as the contract names them (FLOW_TITLES; held equal by texts.test.ts). */
export const flowTitles = (): Record<FlowId, string> =>
  ({
    onboarding: t`Basisvragen`,
    houseDetails: t`Woonsituatie`,
    personalBehavior: t`Mijn wensen en waarden`,
    values: t`Wat je belangrijk vindt`,
    results_welcomeback: t`Welkom terug`,
    ...Object.fromEntries(
      Object.entries(routeTitles()).map(([route, title]) => [
        ROUTE_VOCABULARY[route as RouteName].resultFlow.id,
        title,
      ]),
    ),
  }) as Record<FlowId, string>;

/** Everything the chat flow runner says itself; the conversation's own words are content (content/flows). */
export const flowTexts = {
  get loading() {
    return t`De vragen worden geladen…`;
  },
  get loadFailed() {
    return t`De vragen konden niet worden geladen. Controleer je internetverbinding en laad de pagina opnieuw. Lukt het dan nog niet? Gebruik de knop ‘Hulp nodig?’.`;
  },
  get progressLabel() {
    return t`Voortgang van deze vragenlijst`;
  },
  progressValue: (percentage: number) => t`${percentage} procent klaar`,
  get back() {
    return t`terug`;
  },
  // Spec §8, with the spelling of docs/product.md §8.
  get backTooEarly() {
    return t`Je kunt pas op 'terug' klikken als de hele pagina is geladen.`;
  },
  get skipAnimation() {
    return t`Sla animatie over`;
  },
  typing: (name: string) => t`${name} is aan het typen…`,
  get ambassadorFallback() {
    return t`De werkgroep`;
  },
  get conversation() {
    return t`Gesprek`;
  },
  get you() {
    return t`Jij`;
  },
  get next() {
    return t`Verder`;
  },
  get videoNext() {
    return t`Volgende`;
  },
  get why() {
    return t`Waarom vragen we dit?`;
  },
  get close() {
    return t`Sluiten`;
  },
  get saving() {
    return t`Je antwoord wordt opgeslagen…`;
  },
  get saveFailed() {
    return t`Je antwoord is nog niet opgeslagen. Controleer je internetverbinding en probeer het opnieuw. Je antwoord blijft staan.`;
  },
  get saveRefused() {
    return t`Dit kunnen we zo niet opslaan. Kijk nog eens naar wat je hebt ingevuld en probeer het opnieuw.`;
  },
  get saveServerFailed() {
    return t`Er ging bij ons iets mis bij het opslaan. Je antwoord blijft staan. Probeer het over een paar minuten opnieuw.`;
  },
  get retry() {
    return t`Opnieuw proberen`;
  },
  get required() {
    return t`Vul dit in.`;
  },
  get chooseOne() {
    return t`Kies een antwoord.`;
  },
  get chooseOption() {
    return t`– Kies een antwoord –`;
  },
  // Bounds as the reader writes them ('1.000.000', '1,000,000'), like the numbers typed into the field.
  wholeNumberBetween: (min: number, max: number) => {
    const [low, high] = [formatNumber(min), formatNumber(max)];
    return t`Vul een getal in van ${low} tot en met ${high}.`;
  },
  numberBetween: (min: string, max: string) => t`Vul een bedrag in van ${min} tot en met ${max}.`,
  resultHeader: (route: RouteName): string => routeTitles()[route],
  get moreInformation() {
    return t`Meer Informatie`;
  },
  resultPanelTitle: (route: RouteName) => {
    const title = routeTitles()[route];
    return t`${title}: de oplossingen voor jouw huis`;
  },
  videoTitle: (title: string) => t`Video: ${title}`,
  get yes() {
    return t`Ja`;
  },
  get no() {
    return t`Nee`;
  },
  /** A count of results with its noun, so a message never says '1 oplossingen'. */
  solutions: (count: number) => plural(count, { one: '# oplossing', other: '# oplossingen' }),
  heatClass: (type: string): string | undefined =>
    (
      ({
        ZLT: t`zeer lage temperatuur`,
        LT: t`lage temperatuur`,
        MT: t`middentemperatuur`,
        HT: t`hoge temperatuur`,
      }) as Record<string, string>
    )[type],
  get finishing() {
    return t`Je antwoorden worden verwerkt…`;
  },
  get finishFailed() {
    return t`Het afronden is niet gelukt. Probeer het opnieuw; je antwoorden zijn bewaard.`;
  },
} as const;

export const componentTexts = {
  email: {
    get name() {
      return t`Je naam`;
    },
    get email() {
      return t`Je e-mailadres`;
    },
    get emailAgain() {
      return t`Nog een keer je e-mailadres`;
    },
    // The chat's echo of the contact step: name and e-mail are kept with 'Je gegevens', never among the answers.
    get givenKey() {
      return t`Naam en e-mailadres`;
    },
    get givenValue() {
      return t`Opgeslagen bij je gegevens`;
    },
    // A new address counts only once the resident opens the link we mail to it (docs/decisions/0092).
    get givenValueConfirm() {
      return t`Opgeslagen. Kijk in je mailbox en klik op de link om je e-mailadres te bevestigen.`;
    },
    get nameRequired() {
      return t`Vul je naam in.`;
    },
    get emailRequired() {
      return t`Vul je e-mailadres in.`;
    },
    get emailInvalid() {
      return t`Dit lijkt geen e-mailadres. Controleer het nog even.`;
    },
    // Spec §5 and §8, word for word.
    get emailsDiffer() {
      return t`e-mailadressen komen niet overeen`;
    },
  },
  family: {
    get size() {
      return t`Met hoeveel mensen woon je in dit huis?`;
    },
    sizeOption: (n: number) => (n === 8 ? t`8 of meer` : plural(n, { one: '# persoon', other: '# personen' })),
    age: (n: number) => (n === 1 ? t`Jouw leeftijd` : t`Leeftijd van persoon ${n}`),
    ageAnswer: (age: number) => plural(age, { one: '# jaar', other: '# jaar' }),
    get firstAdult() {
      return t`De eerste bewoner is minstens 16 jaar.`;
    },
    get ageRange() {
      return t`Vul een leeftijd in van 0 tot en met 120.`;
    },
  },
  energy: {
    get smartMeter() {
      return t`Ik heb een slimme meter (met dal- en normaaltarief)`;
    },
    get normal() {
      return t`Stroomverbruik normaaltarief per jaar`;
    },
    get normalNoSmartMeter() {
      return t`Stroomverbruik per jaar`;
    },
    get low() {
      return t`Stroomverbruik daltarief per jaar`;
    },
    get solar() {
      return t`Teruggeleverde zonnestroom per jaar`;
    },
    get gas() {
      return t`Gasverbruik per jaar`;
    },
    get kWh() {
      return t`kWh`;
    },
    get m3() {
      return t`m³`;
    },
    get skip() {
      return t`Overslaan`;
    },
    lower: (what: string) => t`Je ${what} is een stuk lager dan we verwachten voor een huis als het jouwe.`,
    higher: (what: string) => t`Je ${what} is een stuk hoger dan we verwachten voor een huis als het jouwe.`,
    get gasUse() {
      return t`gasverbruik`;
    },
    get electricityUse() {
      return t`stroomverbruik`;
    },
    // Spec §5 and §8.
    get sure() {
      return t`Weet je het zeker?`;
    },
    get confirm() {
      return t`Ja, dit klopt`;
    },
    expected: (amount: string) => t`We verwachten ongeveer ${amount}.`,
  },
  house: {
    get address() {
      return t`Adres`;
    },
    get postcode() {
      return t`Postcode`;
    },
    get city() {
      return t`Plaats`;
    },
    get monument() {
      return t`Monument`;
    },
    get buildYear() {
      return t`Bouwjaar`;
    },
    get correct() {
      return t`Ja, dit klopt`;
    },
    get wrongBuildYear() {
      return t`Het bouwjaar klopt niet`;
    },
    get wrongOther() {
      return t`Er klopt iets anders niet`;
    },
    get reportTitle() {
      return t`Wat klopt er niet?`;
    },
    get reportName() {
      return t`Je naam`;
    },
    get reportEmail() {
      return t`Je e-mailadres`;
    },
    get reportMessage() {
      return t`Wat klopt er niet aan deze gegevens?`;
    },
    get reportMessageRequired() {
      return t`Beschrijf wat er niet klopt.`;
    },
    get reportSend() {
      return t`Verstuur en ga verder`;
    },
    // The chat's echo is the resident's own bubble: it says what they reported, in their voice, not a thank-you.
    reportEcho: (message: string) =>
      inActiveLanguage((language) =>
        sayIn(language, typedAnswerFrames.reportedToGroup, {
          message: message.length > 200 ? `${message.slice(0, 200)}…` : message,
        }),
      ),
    get buildYearLabel() {
      return t`In welk jaar is je huis gebouwd?`;
    },
    buildYearRange: (max: number) => t`Vul een jaartal in van 1130 tot en met ${max}.`,
    get yourBuildYear() {
      return t`Jouw bouwjaar`;
    },
  },
  area: {
    get label() {
      return t`Welk deel van je huis verwarm je niet?`;
    },
    // One sentence without a closing full stop: it is also the resident's answer, echoed in the chat bubble.
    result: (heated: string, unheated: string) => t`Verwarmd: ${heated}, niet verwarmd: ${unheated}`,
    percent: (n: number) => t`${n} procent niet verwarmd`,
  },
  multiple: {
    get atLeastOne() {
      return t`Kies minstens één antwoord.`;
    },
    get other() {
      return t`Namelijk`;
    },
    get otherRequired() {
      return t`Vul in wat je bedoelt.`;
    },
  },
  finish: {
    get preferences() {
      return t`Kies je voorkeuren`;
    },
    get dashboard() {
      return t`Bekijk dashboard`;
    },
    get adviceRoot() {
      return t`Bekijk je advies`;
    },
  },
  selectHouse: {
    get label() {
      return t`Over welk huis wil je verder?`;
    },
    get choose() {
      return t`Kies dit huis`;
    },
  },
  usages: {
    area: (usage: string) => t`Oppervlakte voor ${usage}`,
    total: (max: string) => t`Samen niet meer dan ${max}.`,
    tooMuch: (max: string) => t`Samen is dit meer dan je huis groot is (${max}).`,
  },
  water: {
    get shower() {
      return t`Hoeveel minuten douchen jullie samen per week?`;
    },
    get showerRange() {
      return t`Vul een aantal minuten in van 0 tot en met 1000.`;
    },
    get bath() {
      return t`Hoe vaak per week neemt iemand een bad?`;
    },
    get bathRange() {
      return t`Vul een aantal in van 0 tot en met 10.`;
    },
    get minutes() {
      return t`minuten`;
    },
    get times() {
      return t`keer`;
    },
    // The answers' own words say what they count, so the bubble needs no question before them.
    showerAnswer: (minutes: string) => t`${minutes} minuten douchen per week`,
    bathAnswer: (times: number) => t`${times} keer per week een bad`,
  },
  roof: {
    get label() {
      return t`Wat voor dak heeft je huis?`;
    },
    // The words of contract/answer-words.ts's roofTypeWords, which Mijn data shows; texts.test.ts holds them equal.
    type: (roof: RoofType): string =>
      ({
        flat: t`Plat dak`,
        mono_pitch: t`Schuin dak naar één kant (lessenaarsdak)`,
        gable: t`Schuin dak naar twee kanten (zadeldak)`,
      })[roof],
  },
  discounts: {
    get installation() {
      return t`Korting op installaties (zoals een warmtepomp)`;
    },
    get construction() {
      return t`Korting op bouwwerk (zoals isolatie)`;
    },
    get range() {
      return t`Vul een percentage in van 0 tot en met 90.`;
    },
    get percent() {
      return t`%`;
    },
  },
  facade: {
    get facade() {
      return t`Buitengevel`;
    },
    get glass() {
      return t`Glas`;
    },
    total: (n: number) => t`Samen ${n} procent.`,
  },
  filters: {
    get monthly() {
      return t`Hoeveel wil je hoogstens per maand betalen voor warmte, met energie, onderhoud en afbetaling samen?`;
    },
    get investment() {
      return t`Hoeveel wil je hoogstens investeren?`;
    },
    value: (amount: string) => t`Gekozen: ${amount}`,
    get noResults() {
      return t`Er zijn nog geen uitkomsten om een grens uit te kiezen. Ga gerust verder.`;
    },
  },
  pick: {
    get legend() {
      return t`Welke oplossing vind je het best passen?`;
    },
    get favourite() {
      return t`Dit is mijn favoriet`;
    },
    perMonth: (amount: string) => t`${amount} per maand`,
    investment: (amount: string) => t`investering ${amount}`,
    get best() {
      return t`Best passend`;
    },
    get none() {
      return t`Geen resultaten meer over`;
    },
  },
  panel: {
    get monthly() {
      return t`Kosten per maand`;
    },
    get investment() {
      return t`Investering`;
    },
    get energy() {
      return t`Energiekosten per jaar`;
    },
    get label() {
      return t`Energielabel daarna`;
    },
    get comfort() {
      return t`Comfort`;
    },
  },
  rate: {
    legend: (route: RouteName) => {
      const title = routeTitles()[route];
      const inSentence = title.charAt(0).toLowerCase() + title.slice(1);
      return t`Hoe enthousiast ben je over ${inSentence}?`;
    },
    // The words of contract/answer-words.ts's enthusiasmWords, which Mijn data shows; texts.test.ts holds them equal.
    get 1() {
      return t`Niet zo enthousiast`;
    },
    get 3() {
      return t`Neutraal`;
    },
    get 5() {
      return t`Heel enthousiast`;
    },
  },
  points: {
    legend: (total: number) => t`Verdeel ${total} punten over wat jij belangrijk vindt`,
    left: (n: number) => plural(n, { one: 'Nog # punt te verdelen.', other: 'Nog # punten te verdelen.' }),
    // The echo of one value's points, stored as the answer's printable value ('12 punten').
    given: (n: number) => plural(n, { one: '# punt', other: '# punten' }),
    get done() {
      return t`Alle punten zijn verdeeld.`;
    },
    values: {
      get Value_MonthlyCost() {
        return t`Lage maandlasten`;
      },
      get Value_Investment() {
        return t`Lage investering`;
      },
      get Value_Emission() {
        return t`Weinig CO2-uitstoot`;
      },
      get Value_EnergyCost() {
        return t`Lage energierekening`;
      },
      get Value_Sapce() {
        return t`Weinig ruimte nodig in huis`;
      },
      get Value_Changes() {
        return t`Weinig aanpassingen aan je huis`;
      },
      get Value_Comfort() {
        return t`Comfort`;
      },
      get Value_Independence() {
        return t`Onafhankelijk zijn`;
      },
    } as Record<string, string>,
  },
  solarBoiler: {
    get label() {
      return t`Heb je een zonneboiler?`;
    },
  },
  finishValues: {
    legend: (route: RouteName): string => routeTitles()[route],
    favourite: (name: string) => t`Jouw favoriet: ${name}`,
    get noFavourite() {
      return t`Nog geen favoriet gekozen`;
    },
    get rejected() {
      return t`Je hebt deze route afgewezen`;
    },
    get send() {
      return t`Doorgeven aan de werkgroep`;
    },
    get sent() {
      return t`Wat je doorgaf`;
    },
    // Spec §8 with the spelling of docs/product.md §8.
    get thanks() {
      return t`Bedankt voor het doorgeven van je keuze! De werkgroep gaat ermee aan de slag.`;
    },
    get toAdvice() {
      return t`Naar je advies`;
    },
  },
  dontWant: {
    get goOn() {
      return t`Ik wil toch verder`;
    },
    get rejectAll() {
      return t`Alles afwijzen`;
    },
  },
  textArea: {
    get label() {
      return t`Je antwoord`;
    },
  },
  signIn: {
    get email() {
      return t`Je e-mailadres`;
    },
    get send() {
      return t`Stuur mij een inloglink`;
    },
    get sent() {
      return t`Als dit adres bij ons bekend is, krijg je binnen 2 minuten een e-mail met een link om in te loggen.`;
    },
  },
} as const;

export const gasOptionTexts = {
  natural: {
    get name() {
      return t`aardgas`;
    },
    get explanation() {
      return t`Je huis blijft aardgas gebruiken, zoals nu.`;
    },
  },
  green_gas: {
    get name() {
      return t`groen gas`;
    },
    get explanation() {
      return t`Groen gas wordt gemaakt van bijvoorbeeld gft en mest. Het gaat door de gasleiding die je nu al hebt.`;
    },
  },
  hydrogen: {
    get name() {
      return t`waterstof`;
    },
    get explanation() {
      return t`Waterstof kan later misschien door de gasleiding. Je hebt dan wel een andere ketel nodig.`;
    },
  },
} as const;
