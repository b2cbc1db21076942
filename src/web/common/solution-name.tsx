import { solutionNameIn, solutionNameOf } from '../../contract/solution-names.ts';
import { activeLanguage } from '../ui/in-active-language.ts';

/** An advice's solution name (`heating.longName` or `heating.name`, Dutch from the engine) in the app's language. */
export const solutionName = (dutchName: string): string => solutionNameIn(dutchName, activeLanguage());

/**
 * The solution name as a fragment of a page, marked with the language it is in: Dutch where it stays Dutch (a
 * campaign's own heat-grid name, or a test pseudo-locale, which the contract's table does not hold), so readers and
 * the pseudo-locale check know it, also inside a part of a page that is marked Dutch as a whole.
 */
export function SolutionName({ name, className }: { name: string; className?: string }) {
  const shown = solutionNameOf(name, activeLanguage());
  return (
    <span className={className} lang={shown.language}>
      {shown.text}
    </span>
  );
}
