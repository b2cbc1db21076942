import { Fragment } from 'react';
import { activeLanguage } from './in-active-language.ts';
import { SOURCE_LANGUAGE } from '../../vocabulary/languages.ts';

/** The product's name: Dutch in every language, like the campaign's own words. */
export const PRODUCT_NAME = 'Buurtwarmte';
// The one place the name may break on a narrow line with large text: between its two Dutch words, 'Buurt-warmte'.
const breakable = PRODUCT_NAME.replace('warmte', '\u00adwarmte');

/**
 * Text in which the product's name breaks only as 'Buurt-warmte', whatever the page's language. English hyphenation
 * does not know the Dutch word, so at 320 px with 200 % text a heading broke it as 'Buurtwarmt/e'; a soft hyphen
 * gives the one right place, and `lang="nl"` on a page in another language tells a screen reader to say the name as
 * Dutch (WCAG 3.1.2).
 */
export function WithProductName({ text }: { text: string }) {
  const parts = text.split(PRODUCT_NAME);
  const dutchPage = activeLanguage() === SOURCE_LANGUAGE;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? dutchPage ? breakable : <span lang={SOURCE_LANGUAGE}>{breakable}</span> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
