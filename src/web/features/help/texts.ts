import { sharedWithWorkingGroupWords } from '../../../contract/privacy-words.ts';

/** Spec §2 help panel; the spec gives the title, label, placeholder, button and confirmation. */
export const helpTexts = {
  tab: 'Hulp nodig?',
  title: 'Ik heb hulp nodig',
  intro: `Loop je ergens tegenaan, of heb je een vraag over je huis of over de vragen? Schrijf hieronder je vraag. Een energiecoach van de werkgroep krijgt dan ${sharedWithWorkingGroupWords}, en neemt contact met je op.`,
  label: 'Stel je vraag',
  placeholder: 'Waar kunnen we je mee helpen?',
  submit: 'Hulp aanvragen',
  sending: 'Je vraag wordt verstuurd…',
  sent: 'Je bericht is verstuurd. Een energiecoach neemt binnenkort contact met je op!',
  required: 'Let op: schrijf eerst je vraag op.',
  failed: 'Let op: je vraag is niet verstuurd. Probeer het over een paar minuten opnieuw.',
  tooMany: 'Let op: je hebt al veel vragen gestuurd. Probeer het later opnieuw.',
  close: 'Sluiten',
  contactLabel: 'Hoe kunnen we je bereiken? (mag leeg blijven)',
  contactHint:
    'We hebben nog geen e-mailadres van je. Zonder e-mailadres of telefoonnummer kan de werkgroep je vraag niet beantwoorden. Je kunt je e-mailadres ook bewaren bij Mijn data.',
} as const;
