/** Kitchen-table mode (issue 29): one device, several households after each other. */
export const kitchenTableTexts = {
  title: 'Samen aan de keukentafel?',
  text: 'Gebruik je een tablet of computer die ook door anderen wordt gebruikt, bijvoorbeeld van een ambassadeur? Zet dan de keukentafelstand aan. Na 10 minuten zonder gebruik, of als je op Klaar drukt, wissen we alles van dit apparaat. Ook je e-mailadres vullen we dan nooit vooraf in.',
  // Soft hyphens: with large text on a phone the long word breaks as 'keuken-tafel-stand', inside its button.
  turnOn: 'Zet de keuken\u00adtafel\u00adstand aan',
  turnOff: 'Zet de keuken\u00adtafel\u00adstand uit',
  isOn: 'De keukentafelstand staat aan op dit apparaat.',
  isOff: 'De keukentafelstand staat uit.',
  bar: (minutes: number) =>
    `Keukentafelstand: dit apparaat is gedeeld. Na ${minutes} minuten zonder gebruik wissen we alles van dit apparaat.`,
  done: 'Klaar — wis alles van dit apparaat',
  wiping: 'Alles wordt gewist…',
} as const;
