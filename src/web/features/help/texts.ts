import { t } from '@lingui/core/macro';
import { privacyWords } from '../../common/privacy-words.ts';

/** Spec §2 help panel; the spec gives the title, label, placeholder, button and confirmation. */
export const helpTexts = {
  get tab() {
    return t`Hulp nodig?`;
  },
  get title() {
    return t`Ik heb hulp nodig`;
  },
  get intro() {
    const shared = privacyWords.sharedWithWorkingGroup;
    return t`Loop je ergens tegenaan, of heb je een vraag over je huis of over de vragen? Schrijf hieronder je vraag. Een energiecoach van de werkgroep krijgt dan ${shared}, en neemt contact met je op.`;
  },
  get label() {
    return t`Stel je vraag`;
  },
  get placeholder() {
    return t`Waar kunnen we je mee helpen?`;
  },
  get submit() {
    return t`Hulp aanvragen`;
  },
  get sending() {
    return t`Je vraag wordt verstuurd…`;
  },
  get sent() {
    return t`Je bericht is verstuurd. Een energiecoach neemt binnenkort contact met je op!`;
  },
  get required() {
    return t`Let op: schrijf eerst je vraag op.`;
  },
  get failed() {
    return t`Let op: je vraag is niet verstuurd. Probeer het over een paar minuten opnieuw.`;
  },
  get tooMany() {
    return t`Let op: je hebt al veel vragen gestuurd. Probeer het later opnieuw.`;
  },
  get close() {
    return t`Sluiten`;
  },
  get contactLabel() {
    return t`Hoe kunnen we je bereiken? (mag leeg blijven)`;
  },
  get contactHint() {
    return t`We hebben nog geen e-mailadres van je. Zonder e-mailadres of telefoonnummer kan de werkgroep je vraag niet beantwoorden. Je kunt je e-mailadres ook bewaren bij Mijn data.`;
  },
};
