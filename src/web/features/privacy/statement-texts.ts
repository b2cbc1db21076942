/**
 * The privacy statement (spec §1 summary and §2 section list), written out at B1 level.
 * Facts here must match what the server does: docs/architecture.md (sessions, codes, aggregates)
 * and docs/security.md. Change them together.
 */
import { t } from '@lingui/core/macro';
import { privacyWords } from '../../common/privacy-words.ts';
import { loadArea } from '../../locales/areas.ts';

// This module's texts are in the `home` catalogue, loaded with it (record 0144).
await loadArea('home');

export type StatementBlock = string | { list: readonly string[] };

export interface StatementSection {
  id: string;
  heading: string;
  blocks: readonly StatementBlock[];
}

/** The statement's texts, read in the active language each time it is shown (record 0140). */
export const statementTexts = {
  get intro() {
    return t`In deze privacyverklaring lees je welke gegevens Buurtwarmte over jou en je huis bewaart, waarom we dat doen, wie ze kan zien en wat je rechten zijn. We schrijven het zo eenvoudig mogelijk op. Heb je toch een vraag? Stel hem dan via de knop Hulp nodig? of aan de werkgroep in je buurt.`;
  },
  get sections(): readonly StatementSection[] {
    const shared = privacyWords.sharedWithWorkingGroup;
    return [
      {
        id: 'over-de-app',
        heading: t`Over de app`,
        blocks: [
          t`Buurtwarmte helpt bewoners om te kiezen hoe ze hun huis in de toekomst willen verwarmen. Je beantwoordt korte vragenlijsten over je huis en over hoe je woont. Daarna zie je welke oplossingen goed bij jouw huis passen, wat ze ongeveer kosten en wat ze opleveren.`,
          t`De app hoort bij een buurtcampagne. Die campagne wordt georganiseerd door een werkgroep van bewoners, samen met de organisatie die Buurtwarmte aanbiedt. Samen zijn zij verantwoordelijk voor je gegevens.`,
          t`Meedoen is vrijwillig. Je kiest zelf welke vragen je beantwoordt, en je kunt op elk moment stoppen.`,
        ],
      },
      {
        id: 'niet-verzameld',
        heading: t`Welke gegevens verzamelen we niet?`,
        blocks: [
          {
            list: [
              t`We vragen niet naar je geboortedatum, je burgerservicenummer (BSN), je inkomen of je bankgegevens.`,
              t`We plaatsen geen cookies om je te volgen, en we gebruiken geen advertenties of bezoekersstatistieken van andere bedrijven.`,
              t`We vragen niet om je locatie. De kaart van je huis gebruikt alleen het adres dat al bij ons bekend is.`,
              t`We bewaren geen wachtwoord: je logt in met een brief met code of met een link per e-mail.`,
            ],
          },
        ],
      },
      {
        id: 'wel-verzameld',
        heading: t`Welke gegevens verzamelen we wel?`,
        blocks: [
          t`Persoonsgegevens: je naam en je e-mailadres, als je die zelf invult bij het inloggen of aanmelden.`,
          t`Gegevens over je huis en huishouden:`,
          {
            list: [
              t`het adres en de openbare gegevens van je huis, zoals bouwjaar, oppervlakte en energielabel (zie Bijlage 1);`,
              t`je antwoorden op de vragen, bijvoorbeeld over je energieverbruik, je manier van verwarmen, de grootte van je huishouden, je wensen en je keuzes;`,
              t`hoe ver je bent met de vragenlijsten en welke oplossing je favoriet is.`,
            ],
          },
          t`Als je om hulp vraagt of een fout in je gegevens meldt, bewaren we je bericht.`,
          // Issue #38.2: an installer's quote checked against the home.
          t`Als je een offerte van een installateur laat checken, bewaren we wat je daaruit overtypt: de soort installatie, het vermogen, de temperatuur, de prijs en wat erin zit. Alleen jij ziet dat, niet de werkgroep. Je ziet het in Mijn data en het verdwijnt als je je gegevens verwijdert.`,
          t`Om je ingelogd te houden, bewaren we een sessie: een lange willekeurige code. In je eigen browser staat die code, je adres en hoe ver je bent, zodat de app weet waar je was.`,
        ],
      },
      {
        id: 'waarom',
        heading: t`Waarom verzamelen we deze gegevens?`,
        blocks: [
          {
            list: [
              t`Om een persoonlijk advies voor jouw huis te berekenen. Hoe beter de antwoorden, hoe beter het advies.`,
              t`Om jou de link voor het inloggen te sturen, en om je te helpen als je daarom vraagt.`,
              t`Om de werkgroep te laten zien wat de buurt samen belangrijk vindt, zodat zij een goede keuze voor de hele buurt kan voorbereiden. De werkgroep ziet daarbij nooit jouw eigen antwoorden (zie hieronder).`,
            ],
          },
          t`We gebruiken je gegevens alleen voor deze doelen. We verkopen ze niet en we gebruiken ze niet voor reclame.`,
        ],
      },
      {
        id: 'werkgroep',
        heading: t`Wat krijgt de werkgroep te zien?`,
        blocks: [
          // “< 10” and “≥ 10”: a no-break space, and curly quotes, since Chromium breaks between '"' and '<'.
          t`De werkgroep krijgt alleen samengevoegde informatie: totalen en groepen, bijvoorbeeld "35 huishoudens vinden lage maandlasten het belangrijkst". Een groep telt altijd minstens 10 huishoudens; is een groep kleiner, dan ziet de werkgroep alleen “< 10”. Getallen worden afgerond of in klassen getoond, zodat niemand tot jou of jouw huis te herleiden is.`,
          t`Vraag je zelf om hulp of meld je een fout? Dan krijgt de werkgroep ${shared}. Dan kan een energiecoach contact met je opnemen. Anders krijgt de werkgroep niets van jou te zien.`,
          t`De werkgroep heeft geen toegang tot de database en kan geen gegevens downloaden.`,
        ],
      },
      {
        id: 'derden',
        heading: t`Derde partijen`,
        blocks: [
          t`Sommige onderdelen van de app halen iets op bij een andere organisatie. Die organisatie ziet dan je IP-adres, maar niet je naam of je antwoorden.`,
          {
            list: [
              t`Kaarten: de straatkaart komt van OpenStreetMap en de luchtfoto van PDOK (de Nederlandse overheid). Ze worden alleen geladen als je de kaart van je huis opent.`,
              t`Plaats van je huis: om je huis op de kaart te zetten, zoeken we het adres op bij een openbare adreszoekdienst. Daarbij gaat alleen het adres mee, niet wie er woont.`,
              t`Video's: uitlegvideo's komen van YouTube, in de privacyvriendelijke modus (youtube-nocookie.com). YouTube plaatst dan geen cookies zolang je de video niet afspeelt.`,
              t`E-mail: de e-mail met je inloglink wordt verstuurd via een mailserver die alleen je e-mailadres en de e-mail zelf te zien krijgt.`,
            ],
          },
          t`Met organisaties die voor ons gegevens verwerken, maken we afspraken in een verwerkersovereenkomst.`,
        ],
      },
      {
        id: 'delen',
        heading: t`Je warmteplan delen met een coach of installateur`,
        blocks: [
          t`Je kunt je warmteplan delen met iemand die je helpt, zoals een energiecoach of een installateur. Dat gebeurt alleen als jij dat wilt. Zonder jouw stap deelt de app niets.`,
          {
            list: [
              t`Jij kiest wat je deelt: je warmteplan, en als je wilt ook je antwoorden op de vragenlijsten.`,
              t`Jij kiest met wie: je typt zelf het e-mailadres. Voor je verstuurt, zie je precies welke e-mail we sturen.`,
              t`De ontvanger krijgt een link. Die link werkt 14 dagen. Daarna werkt hij niet meer.`,
              t`In Mijn data zie je met wie je hebt gedeeld en wanneer de link is geopend. Daar kun je de link ook eerder stoppen.`,
              t`We bewaren het e-mailadres van de ontvanger en de momenten waarop de link is geopend, zodat jij dat kunt zien. Als je je gegevens verwijdert, verdwijnt dit ook.`,
            ],
          },
          t`De werkgroep ziet je warmteplan niet. De werkgroep ziet alleen cijfers van minstens tien huishoudens samen.`,
        ],
      },
      // Issue #38.1, #38.4: the steps of a chosen route and reminders only when asked.
      {
        id: 'stappen',
        heading: t`Je stappen en herinneringen`,
        blocks: [
          t`Als je een favoriet kiest, zie je de stappen van die route. Bij elke stap kun je zelf zetten hoe het ervoor staat, een datum en een notitie.`,
          {
            list: [
              t`We bewaren alleen wat jij bij een stap invult.`,
              t`Een herinnering per mail krijg je alleen als je erom vraagt. In de mail staat alleen de naam van de stap, niets over je huis of je antwoorden.`,
              t`Elke mail heeft een link waarmee je de herinnering meteen stopt. In Mijn data kun je hem ook stoppen.`,
              t`Als je je gegevens verwijdert, verdwijnen je stappen en herinneringen ook.`,
            ],
          },
          t`De werkgroep ziet je stappen, notities en herinneringen niet. De werkgroep ziet alleen cijfers van minstens tien huishoudens samen.`,
        ],
      },
      {
        id: 'lening',
        heading: t`Je inkomen voor de lening`,
        blocks: [
          t`Wil je weten wat een lening per maand kost? Dan kun je je inkomen opgeven. Dat hoeft niet. Je kiest alleen of jullie inkomen samen tot en met € 60.000 is, of meer. Een bedrag vragen we niet.`,
          t`We gebruiken je keuze alleen om het bedrag per maand te berekenen. De werkgroep ziet je keuze nooit, ook niet in cijfers van de buurt.`,
          t`In Mijn data zie je je keuze en kun je hem wissen. Als je je gegevens verwijdert, verdwijnt hij ook.`,
        ],
      },
      {
        id: 'onderzoek',
        heading: t`Onderzoek`,
        blocks: [
          t`Om de berekeningen en de app beter te maken, kunnen we samengevoegde gegevens gebruiken, op dezelfde manier als de werkgroep ze ziet: zonder namen, zonder e-mailadressen en in groepen van minstens 10 huishoudens. Voor onderzoek waarbij we jou persoonlijk iets willen vragen, vragen we eerst apart je toestemming.`,
        ],
      },
      {
        id: 'bewaren',
        heading: t`Hoe lang bewaren we je gegevens?`,
        blocks: [
          {
            list: [
              // contract/privacy-words.ts answersKeptWords, word for word in Dutch (privacy-words.test.ts).
              t`Je antwoorden bewaren we, ook als je een vragenlijst hebt afgerond. Dan zetten we ze bij de rekengegevens van je huis. We rekenen er steeds je advies mee uit, en zo kun je een antwoord later nog verbeteren. Je ziet ze allemaal in Mijn data en in je download.`,
              t`Je antwoorden, de rekengegevens, je keuzes en je naam en e-mailadres bewaren we tot de werkgroep laat weten dat ze niet meer nodig zijn. Daarna verwijderen we ze.`,
              t`Een sessie duurt maximaal 1 uur en wordt verlengd zolang je de app gebruikt. Na het uitloggen is de sessie meteen ongeldig.`,
              t`Een inloglink per e-mail werkt één keer en maar 15 minuten.`,
              t`Je kunt je gegevens altijd eerder laten verwijderen, via Mijn data. Dan halen we alles weg wat bij jou hoort. Ook de tellers waarmee we te veel inlogpogingen met jouw e-mailadres of adres tegenhouden.`,
              t`Wat na het verwijderen blijft: je huis in de adreslijst van de buurt, met je oude briefcode die niet meer werkt. En een regel dat er gegevens zijn verwijderd, zonder te zeggen van wie. Tellers van inlogpogingen per internetverbinding zeggen niet wie je bent. Ze verdwijnen vanzelf binnen ruim een dag. Dat geldt ook voor de teller van een e-mailadres dat je eerder gebruikte.`,
            ],
          },
        ],
      },
      {
        id: 'beveiliging',
        heading: t`Hoe beschermen we je gegevens?`,
        blocks: [
          {
            list: [
              t`Je kunt alleen inloggen met een veilige link die we naar je e-mailadres sturen, of met de code uit de brief samen met je postcode en huisnummer.`,
              t`Alle verbindingen zijn versleuteld (https).`,
              t`Codes en sessies bewaren we alleen als onherkenbare versleutelde vingerafdruk (hash). Ook wie de database zou zien, kan er niet mee inloggen.`,
              t`Elke vraag aan de server wordt gecontroleerd: je ziet alleen de gegevens van je eigen huis.`,
              t`Te veel pogingen om in te loggen worden tegengehouden.`,
              t`In onze logbestanden staan geen namen, e-mailadressen of antwoorden.`,
            ],
          },
          t`Meer details staan in Bijlage 2.`,
        ],
      },
      {
        id: 'communicatie',
        heading: t`Hoe houden we contact?`,
        blocks: [
          t`We sturen je alleen een e-mail als je daar zelf om vraagt: de link om in te loggen, of een antwoord op je hulpvraag. We sturen geen nieuwsbrieven of reclame. Wil de werkgroep de buurt informeren over de planning, dan gebeurt dat via de gewone kanalen van de buurt, zoals een brief of een bewonersavond.`,
        ],
      },
      {
        id: 'rechten',
        heading: t`Jouw rechten`,
        blocks: [
          t`Het zijn jouw gegevens. Je hebt daarom deze rechten:`,
          {
            list: [
              t`Inzien: op de pagina Mijn data zie je alles wat we over jou en je huis bewaren.`,
              t`Verbeteren: je naam en e-mailadres pas je aan op Mijn data. Klopt er iets niet aan je huis, meld het dan in de vragenlijst of via Hulp nodig?.`,
              t`Meenemen: op Mijn data download je al je gegevens in één bestand.`,
              t`Verwijderen: op Mijn data verwijder je al je gegevens. Daarna ben je uitgelogd en kun je niet meer inloggen met je oude code.`,
              t`Bezwaar maken: je kunt altijd stoppen met meedoen, zonder uitleg.`,
            ],
          },
          t`Ben je het niet eens met hoe we met je gegevens omgaan? Laat het ons weten. Je mag ook een klacht indienen bij de Autoriteit Persoonsgegevens.`,
        ],
      },
      {
        id: 'bijlage-bronnen',
        heading: t`Bijlage 1: Bronnen`,
        blocks: [
          t`Om je huis goed te kunnen inschatten, gebruiken we ook openbare gegevens. Die staan al in openbare registers; wij koppelen ze alleen aan het adres waarmee je meedoet.`,
          {
            list: [
              t`Basisregistratie Adressen en Gebouwen (BAG): adres, bouwjaar, oppervlakte en gebruiksdoel.`,
              t`Het register van energielabels (EP-Online): het energielabel van je huis, als dat er is.`,
              t`Het monumentenregister: of je huis een monument is.`,
              t`Cijfers van het CBS over gemiddeld energieverbruik in de buurt en in Nederland, om je verbruik te kunnen vergelijken.`,
              t`Openbare kengetallen over isolatie, installaties, energieprijzen en CO2-uitstoot, voor de berekening van het advies.`,
              t`De instellingen van de werkgroep, zoals welke oplossingen in de buurt mogelijk zijn.`,
            ],
          },
        ],
      },
      {
        id: 'bijlage-beveiliging',
        heading: t`Bijlage 2: Gegevensbeveiliging`,
        blocks: [
          {
            list: [
              t`Sessies: een willekeurige code van 256 bits, die maximaal 1 uur zonder gebruik geldig blijft en hoogstens 12 uur in totaal. Bij elke nieuwe keer inloggen krijg je een nieuwe code.`,
              t`Briefcodes: 10 tekens zonder tekens die op elkaar lijken, opgeslagen als hash, geldig zolang de aanmeldperiode van de campagne loopt.`,
              t`Inloglinks: een willekeurige code van 256 bits, opgeslagen als hash, één keer te gebruiken en 15 minuten geldig.`,
              t`De app laadt geen scripts van andere websites en staat alleen scripts van Buurtwarmte zelf toe (Content Security Policy).`,
              t`Antwoorden van de server met persoonlijke gegevens worden niet bewaard in tussengeheugens (no-store).`,
              t`Gegevens die de werkgroep ziet, tellen altijd minstens 10 huishoudens per groep.`,
              t`Verwijderen op Mijn data haalt alles weg wat jou identificeert: je naam, je e-mailadres, je antwoorden, je keuzes, je sessies en de tellers van je inlogpogingen.`,
            ],
          },
        ],
      },
    ];
  },
};
