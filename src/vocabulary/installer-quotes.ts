/**
 * What an installer's quote can say (issue #38.2), spelled once for the engine's check (src/engine/quote-check.ts),
 * the contract's schema, the database column and the form: the parts a quote can include besides the installation,
 * and where a datasheet states the heat output. Their Dutch names are in src/contract/installer-quotes.ts.
 */
export const QUOTE_ITEMS = [
  'emitters',
  'buffer',
  'electrical',
  'roof',
  'floor',
  'facade',
  'glass',
  'ventilation',
  'sealing',
] as const;
export type QuoteItem = (typeof QUOTE_ITEMS)[number];

/** At −10 °C outside (the product fiche's rated output), or at the rating points A-7/W35 and A2/W35. */
export const OUTPUT_RATINGS = ['minus10', 'aMinus7W35', 'a2W35'] as const;
export type OutputRating = (typeof OUTPUT_RATINGS)[number];
