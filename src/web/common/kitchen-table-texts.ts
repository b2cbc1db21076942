import { t } from '@lingui/core/macro';
/** Kitchen-table mode (issue 29): one device, several households after each other. */
export const kitchenTableTexts = {
  get title() {
    return t`Samen aan de keukentafel?`;
  },
  get text() {
    return t`Gebruik je een tablet of computer die ook door anderen wordt gebruikt, bijvoorbeeld van een ambassadeur? Zet dan de keukentafelstand aan. Na 10 minuten zonder gebruik, of als je op Klaar drukt, wissen we alles van dit apparaat. Ook je e-mailadres vullen we dan nooit vooraf in.`;
  },
  // Soft hyphens: with large text on a phone the long word breaks as 'keuken-tafel-stand', inside its button.
  get turnOn() {
    return t`Zet de keuken\u00adtafel\u00adstand aan`;
  },
  get turnOff() {
    return t`Zet de keuken\u00adtafel\u00adstand uit`;
  },
  get isOn() {
    return t`De keukentafelstand staat aan op dit apparaat.`;
  },
  get isOff() {
    return t`De keukentafelstand staat uit.`;
  },
  bar: (minutes: number) =>
    t`Keukentafelstand: dit apparaat is gedeeld. Na ${minutes} minuten zonder gebruik wissen we alles van dit apparaat.`,
  get done() {
    return t`Klaar — wis alles van dit apparaat`;
  },
  get wiping() {
    return t`Alles wordt gewist…`;
  },
};
