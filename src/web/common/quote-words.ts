import { t } from '@lingui/core/macro';
import type { OutputRating, QuoteItem } from '../../vocabulary/installer-quotes.ts';
import { loadArea } from '../locales/areas.ts';

// This module's texts are in the `advice` catalogue, loaded with it (record 0144).
await loadArea('advice');

/*
 * What a quote holds and at which outside temperature its output is rated, in the active language: the quote check's
 * form (features/advice/quote-texts.ts) and Mijn data's list of kept quotes read these one functions (record 0160).
 * The contract's `quoteTexts.items` and `quoteTexts.ratedAt` keep the Dutch for the API and the export;
 * features/advice/quote-texts.test.ts holds the Dutch here to them.
 */

export function ratedAtText(rating: OutputRating): string {
  switch (rating) {
    case 'minus10':
      return t`Bij −10\u00a0°C buiten`;
    case 'aMinus7W35':
      return t`Bij A-7/W35 (−7\u00a0°C buiten)`;
    case 'a2W35':
      return t`Bij A2/W35 (2\u00a0°C buiten)`;
  }
}

export function quoteItemText(item: QuoteItem): string {
  switch (item) {
    case 'emitters':
      return t`Radiatoren of vloerverwarming voor lage temperatuur`;
    case 'buffer':
      return t`Buffervat`;
    case 'electrical':
      return t`Elektrisch werk (groepenkast, aansluiting)`;
    case 'roof':
      return t`Dakisolatie`;
    case 'floor':
      return t`Vloerisolatie`;
    case 'facade':
      return t`Muurisolatie`;
    case 'glass':
      return t`Beter glas`;
    case 'ventilation':
      return t`Ventilatie`;
    case 'sealing':
      return t`Kieren dichten`;
  }
}
