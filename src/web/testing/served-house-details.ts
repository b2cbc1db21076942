import houseDetails from '../../../content/flows/houseDetails.json' with { type: 'json' };
import houseDetailsEnglish from '../../../content/flows/en/houseDetails.json' with { type: 'json' };
import type { SentRequest } from './render-page.tsx';

/** The house-details questionnaire's English, Dutch text → English text, as content/flows/en/ holds it. */
export const houseDetailsInEnglish: Record<string, string> = houseDetailsEnglish;

/**
 * A page test's `answer` (render-page.tsx) for pages that read the house-details questionnaire: the questionnaire and
 * its English as the web server serves them under /assets/flows/, nothing for any other request.
 */
export const serveHouseDetails = ({ path }: SentRequest): unknown =>
  path.startsWith('/assets/flows/en/houseDetails.json')
    ? houseDetailsInEnglish
    : path.startsWith('/assets/flows/houseDetails.json')
      ? houseDetails
      : {};
