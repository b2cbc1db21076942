import { dwellingTypeLabels, isDwellingType } from '../../../contract/dwelling-types.ts';
import { flowPageTexts } from '../../common/flow-titles.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatAddress, formatArea } from '../../ui/format.ts';
import { myHouseTexts as t } from './texts.ts';

export function myHouseLoader(): null {
  requireResident();
  return null;
}

/** /mijnhuis: what is known about the home, and the two flows that tell more. */
export function MyHousePage() {
  const resident = useResident();
  if (!resident) return null;
  const { home } = resident;
  const facts: [string, string][] = [
    [t.facts.address, `${formatAddress(home)}, ${home.postalCode} ${home.city}`],
    [t.facts.buildYear, String(home.buildYear)],
    [t.facts.surface, formatArea(home.totalSurface)],
    [t.facts.dwellingType, isDwellingType(home.dwellingType) ? dwellingTypeLabels[home.dwellingType] : t.unknown],
    [t.facts.label, home.currentEnergyLabel ?? t.unknown],
    [t.facts.monument, home.isMonument ? t.yes : t.no],
  ];
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      <dl className="bw-facts bw-card">
        {facts.map(([term, value]) => (
          <div key={term} className="bw-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t.moreTitle}</h2>
      <ul className="bw-link-cards">
        <li className="bw-card">
          <AppLink to="/mijnhuis/huisindetail">{flowPageTexts.houseDetails!.title}</AppLink>
          <p>{t.detailText}</p>
        </li>
        <li className="bw-card">
          <AppLink to="/mijnhuis/gedrag">{flowPageTexts.personalBehavior!.title}</AppLink>
          <p>{t.behaviourText}</p>
        </li>
      </ul>
    </>
  );
}
