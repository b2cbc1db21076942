import './dashboard.css';
import { useQuery } from '@tanstack/react-query';
import { isDwellingType } from '../../../contract/dwelling-types.ts';
import { dwellingTypeMessages, labelWordsIn } from '../../../contract/heat-plan-texts.ts';
import { adviceQuery } from '../../api/advice.ts';
import { answerValuesQuery } from '../../api/answers.ts';
import { flowTitles } from '../../common/flow-texts.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident, type Resident } from '../../state/resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatAddress, formatArea } from '../../ui/format.ts';
import { myHouseTexts as t } from './texts.ts';
import type { DwellingType } from '../../../vocabulary/dwelling-types.ts';
import { inActiveLanguage } from '../../ui/in-active-language.ts';

export function myHouseLoader(): null {
  requireResident();
  return null;
}

/** /mijnhuis: what is known about the home, and the two flows that tell more. */
export function MyHousePage() {
  const resident = useResident();
  return resident ? <MyHouse resident={resident} /> : null;
}

function MyHouse({ resident }: { resident: Resident }) {
  const answers = useQuery(answerValuesQuery(resident));
  const { home } = resident;
  // The same current label as the dashboard and the heat plan: the advice decides it (docs/decisions/0119).
  const advice = useQuery(adviceQuery({ measurementId: resident.measurementId, bagCode: home.bagCode }));
  // The resident's own answer wins over the register (issue 22.7); the register's value is still mentioned.
  const answered = answers.data?.answers.findLast(
    (a) => a.realEstateId === home.id && a.questionCode === 'DwellingType',
  )?.value;
  // The dwelling types and the label's words are the heat plan's (contract/heat-plan-texts.ts), in the app's language.
  const typeName = (type: DwellingType) => inActiveLanguage(dwellingTypeMessages[type]);
  const registered = isDwellingType(home.dwellingType) ? typeName(home.dwellingType) : t.unknown;
  const dwellingType =
    answered && isDwellingType(answered)
      ? answered === home.dwellingType
        ? typeName(answered)
        : t.answeredOverRegister(typeName(answered), registered)
      : registered;
  const facts: [string, string][] = [
    [t.facts.address, `${formatAddress(home)}, ${home.postalCode} ${home.city}`],
    [t.facts.buildYear, String(home.buildYear)],
    [t.facts.surface, formatArea(home.totalSurface)],
    [t.facts.dwellingType, dwellingType],
    advice.data
      ? [
          t.facts.label,
          inActiveLanguage((language) =>
            labelWordsIn(language).current(advice.data.energyLabel, advice.data.energyLabelSource),
          ),
        ]
      : [t.facts.label, advice.isError ? t.labelFailed : t.labelLoading],
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
          <AppLink to="/mijnhuis/huisindetail">{flowTitles().houseDetails}</AppLink>
          <p>{t.detailText}</p>
        </li>
        <li className="bw-card">
          <AppLink to="/mijnhuis/gedrag">{flowTitles().personalBehavior}</AppLink>
          <p>{t.behaviourText}</p>
        </li>
        <li className="bw-card">
          <AppLink to="/mijnhuis/meterstanden">{t.readingsTitle}</AppLink>
          <p>{t.readingsText}</p>
        </li>
      </ul>
    </>
  );
}
