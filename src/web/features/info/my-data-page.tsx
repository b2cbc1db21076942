import './info.css';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyData } from '../../../contract/mydata.ts';
import { answerText } from '../../../contract/answer-words.ts';
import { adviceQuery, type HomeKey } from '../../api/advice.ts';
import { deleteMyData, myDataQuery } from '../../api/my-data.ts';
import { planSharesQuery, revokePlanShare } from '../../api/heat-plan.ts';
import { loanQueryPrefixes, putLoanIncomeBand } from '../../api/loan.ts';
import { requireResident } from '../../common/route-guards.ts';
import { useResident, type Resident } from '../../state/resident.ts';
import { forgetResident } from '../../state/forget-resident.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { formatAddress, formatDate, formatDateTime } from '../../ui/format.ts';
import { languageFacts } from '../../../vocabulary/languages.ts';
import { useFlowsInLanguage } from '../../common/flows-in-language.ts';
import { usePrintablesIn } from '../../common/printables-in-language.ts';
import { useLocale } from '../../state/language.ts';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ParticipatorForm } from './participator-form.tsx';
import { myDataTexts as t } from './my-data-texts.ts';
import { optionWordsFrom, questionOrderFrom, questionWordsFrom } from '../../../contract/flow-words.ts';
import { profileForResident } from './profile-fields.ts';
import { REJECTED_ROUTE } from '../../../contract/rejected-route.ts';
import { NOT_GIVEN_AS_ANSWERS } from '../../../contract/flow-script.ts';
import { FLOW_IDS, flowTitle, HOUSE_DETAILS_FLOW, ONBOARDING_FLOW } from '../../../contract/flow-ids.ts';
import { MyStepsData } from './my-steps-data.tsx';
import { solutionName } from '../../common/solution-name.tsx';

export function myDataLoader(): null {
  requireResident();
  return null;
}

/** /mijndata: view, correct, download and delete everything stored about the resident. */
export function MyDataPage() {
  const resident = useResident();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p className="bw-lead">{t.intro}</p>
      {resident ? <MyDataContent resident={resident} /> : null}
    </>
  );
}

function MyDataContent({ resident }: { resident: Resident }) {
  const { data, isError } = useQuery(myDataQuery(resident.participatorId));
  const rest = useWhatTheHomesReadBack(resident, data);
  if (isError)
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {t.loadFailed}
      </p>
    );
  if (!data || rest.pending) return <Spinner label={t.loading} />;
  return (
    <>
      <p>{t.exportedAt(formatDateTime(data.exportedAt))}</p>
      <section aria-labelledby="over-jou" className="bw-card">
        <h2 id="over-jou">{t.aboutYou}</h2>
        <dl className="bw-facts">
          <div className="bw-facts__row">
            <dt>{t.name}</dt>
            <dd>{data.participator.nickname ?? t.notGiven}</dd>
          </div>
          <div className="bw-facts__row">
            <dt>{t.email}</dt>
            <dd>
              {data.participator.email ?? t.notGiven}
              {data.participator.pendingEmail ? (
                <>
                  <br />
                  {t.pendingEmail(data.participator.pendingEmail)}
                </>
              ) : null}
            </dd>
          </div>
          <div className="bw-facts__row">
            <dt>{t.language}</dt>
            {/* A language is named in itself, whatever the page's language (common/language-switch.tsx). */}
            <dd lang={data.participator.language ?? undefined}>
              {data.participator.language ? languageFacts[data.participator.language].name : t.notGiven}
            </dd>
          </div>
          <div className="bw-facts__row">
            <dt>{t.since}</dt>
            <dd>{formatDateTime(data.participator.createdAt)}</dd>
          </div>
        </dl>
        <ParticipatorForm resident={resident} participator={data.participator} />
      </section>
      <Homes homes={data.homes} measurementId={resident.measurementId} />
      <Messages data={data} />
      <section aria-labelledby="sessies">
        <h2 id="sessies">{t.sessionsTitle}</h2>
        <ul>
          {data.sessions.map((session) => (
            <li key={session.createdAt}>
              {t.sessionItem(formatDateTime(session.createdAt), formatDateTime(session.lastSeenAt))}
            </li>
          ))}
        </ul>
      </section>
      <PlanShares resident={resident} />
      <LoanIncomeBand band={data.loanIncomeBand} participatorId={resident.participatorId} />
      <MyStepsData data={data} participatorId={resident.participatorId} />
      <Download data={data} />
      <DeleteAll />
    </>
  );
}

function Homes({ homes, measurementId }: { homes: MyData['homes']; measurementId: number }) {
  return (
    <section aria-labelledby="woningen">
      <h2 id="woningen">{t.homesTitle}</h2>
      {homes.map(
        ({ realEstate, profile, answers, progress, preferences, installerQuotes, readings, lowTemperatureTest }) => (
          <article key={realEstate.id} className="bw-card" aria-labelledby={`woning-${realEstate.id}`}>
            <h3 id={`woning-${realEstate.id}`}>
              {formatAddress(realEstate)}, {realEstate.postalCode} {realEstate.city}
            </h3>
            <ProfileAndAnswers profile={profile} answers={answers} />
            <h4>{t.progressTitle}</h4>
            {progress.length === 0 ? (
              <p>{t.nothing}</p>
            ) : (
              <ul>
                {progress.map((flow) => (
                  <li key={flow.flowId}>
                    {t.progressItem(flowTitle(flow.flowId), flow.percentageDone, flow.isCompleted)}
                  </li>
                ))}
              </ul>
            )}
            <Preferences home={{ measurementId, bagCode: realEstate.bagCode }} preferences={preferences} />
            {/* Issue #38.2: the installer quotes the household typed for this home. */}
            <h4>{t.quotesTitle}</h4>
            {installerQuotes.length === 0 ? (
              <p>{t.nothing}</p>
            ) : (
              <ul>
                {installerQuotes.map((quote) => (
                  <li key={quote.id}>{t.quoteItem(quote, formatDate(quote.createdAt))}</li>
                ))}
              </ul>
            )}
            <h4>{t.readingsTitle}</h4>
            {readings.length === 0 ? (
              <p>{t.nothing}</p>
            ) : (
              <p>
                {t.readingsSummary(readings.length, formatDate(readings[0]!.date), formatDate(readings.at(-1)!.date))}{' '}
                <AppLink to="/mijnhuis/meterstanden">{t.readingsLink}</AppLink>
              </p>
            )}
            <h4>{t.lowTemperatureTitle}</h4>
            {lowTemperatureTest ? (
              <p>
                {t.lowTemperatureSummary(
                  lowTemperatureTest.setPointC,
                  formatDate(lowTemperatureTest.startDate),
                  lowTemperatureTest.days.length,
                  lowTemperatureTest.days.filter((d) => !d.allWarm).length,
                )}{' '}
                <AppLink to="/50-gradentest">{t.lowTemperatureLink}</AppLink>
              </p>
            ) : (
              <p>{t.nothing}</p>
            )}
          </article>
        ),
      )}
    </section>
  );
}

/**
 * Answers the app keeps for its own bookkeeping or derives from another answer: a resident never gave them as
 * such, so Mijn data shows the answer they did give (the flow's completion is shown with the questionnaires; the
 * areas come from 'Welk deel van je huis verwarm je niet?'; name and e-mail are shown with 'Je gegevens').
 */
const shownAnswer = (answer: { questionCode: string; value: string }) =>
  !NOT_GIVEN_AS_ANSWERS.has(answer.questionCode) &&
  !(answer.questionCode === 'SkipedEnergyUsage' && answer.value === 'false');

const flowPlace = (flowId: string) => (FLOW_IDS as readonly string[]).indexOf(flowId);

/** The flows whose option labels name the choices in the profile (levels, heating, cooking). */
const PROFILE_FLOWS = [ONBOARDING_FLOW, HOUSE_DETAILS_FLOW];

/**
 * The chat's own words (content/flows) name the options and questions behind stored values; without the content
 * the page still shows every value, only in plainer form.
 */
/** The loose answers of a home: each answer once, so one that set a field of the profile is shown there (issue #35.3). */
function looseAnswers({ profile, answers }: Pick<MyData['homes'][number], 'profile' | 'answers'>) {
  const inProfile = new Set(profile.flatMap((row) => row.answeredBy));
  return answers.filter((answer) => shownAnswer(answer) && !inProfile.has(answer.questionCode));
}

/** The Dutch words stored with answers, which Mijn data reads back in the app's language. */
const storedWords = (given: MyData['homes'][number]['answers']) =>
  given.flatMap((answer) => [answer.printableKey, answer.printableValue]);

/** The questionnaires whose words name a home's profile and loose answers. */
const flowsToReadBack = (given: MyData['homes'][number]['answers']) =>
  [...new Set([...PROFILE_FLOWS, ...given.map((answer) => answer.flowId)])].sort((a, b) => flowPlace(a) - flowPlace(b));

/**
 * What the homes read back besides Mijn data itself — the questionnaires' words, the advice behind a chosen option,
 * the plan's shares — loaded before the page shows, so it appears once, whole. Loaded section by section, 'Je
 * woningen' grew by about 190 px a quarter of a second after the first render, and everything below it jumped: a
 * click aimed at 'Verwijder al mijn gegevens' landed on something else (issue #35). The sections read the same
 * queries from the cache.
 */
function useWhatTheHomesReadBack(resident: Resident, data: MyData | undefined): { pending: boolean } {
  const homes = data?.homes ?? [];
  const flows = useFlowsInLanguage([...new Set(homes.flatMap((home) => flowsToReadBack(looseAnswers(home))))]);
  const printables = usePrintablesIn(
    useLocale(),
    homes.flatMap((home) => storedWords(looseAnswers(home))),
  );
  const advices = useQueries({
    queries: homes
      .filter((home) => home.preferences.length > 0)
      .map((home) => adviceQuery({ measurementId: resident.measurementId, bagCode: home.realEstate.bagCode })),
  });
  const shares = useQuery(planSharesQuery(resident.participatorId));
  return {
    pending: flows.pending || printables.pending || advices.some((advice) => advice.isPending) || shares.isPending,
  };
}

function ProfileAndAnswers({ profile, answers }: Pick<MyData['homes'][number], 'profile' | 'answers'>) {
  const given = looseAnswers({ profile, answers });
  const flowIds = flowsToReadBack(given);
  // The questionnaires in the app's language (record 0160): their options and question names, and the Dutch words
  // stored with an answer looked up in the same translations.
  const flows = useFlowsInLanguage(flowIds);
  // The words stored with each answer in the app's language too (record 0164): the chat's own texts said again.
  const { pending, read } = usePrintablesIn(useLocale(), storedWords(given));
  if (flows.pending || pending) return <Spinner label={t.loading} />;
  const scripts = flows.scripts;
  const option = optionWordsFrom(scripts);
  const question = questionWordsFrom(scripts);
  const place = questionOrderFrom(scripts);
  const ordered = [...given].sort(
    (a, b) => flowPlace(a.flowId) - flowPlace(b.flowId) || place(a.questionCode) - place(b.questionCode),
  );
  return (
    <>
      <h4>{t.profileTitle}</h4>
      {profile.length === 0 ? <p>{t.profileEmpty}</p> : <ProfileFacts groups={profileForResident(profile, option)} />}
      <h4>{t.answersTitle}</h4>
      {ordered.length === 0 ? null : <p id="losse-antwoorden-uitleg">{t.answersIntro}</p>}
      {ordered.length === 0 ? (
        <p>{answers.some(shownAnswer) ? t.answersAllAbove : t.answersEmpty}</p>
      ) : (
        <ul aria-describedby="losse-antwoorden-uitleg">
          {ordered.map((answer) => (
            // The stored Dutch words in the app's language (record 0164); what the resident typed stays as typed,
            // unmarked: it is in whatever language they wrote it.
            <li key={`${answer.flowId}-${answer.questionCode}`}>
              {named(
                (answer.printableKey === null ? undefined : read(answer.printableKey)) ??
                  question(answer.questionCode) ??
                  answer.questionCode,
              )}
              {answerText({
                value: answer.value,
                printable:
                  answer.printableValue === null
                    ? option(answer.questionCode, answer.value)
                    : read(answer.printableValue),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What an answer is about, before the answer: a question keeps its own mark ('How many people live here? 2 people'). */
const named = (key: string) => (/[?:]$/.test(key.trim()) ? `${key.trim()} ` : `${key}: `);

function ProfileFacts({ groups }: { groups: ReturnType<typeof profileForResident> }) {
  return (
    <>
      <p>{t.profileIntro}</p>
      {groups.map((group) => (
        <details key={group.group} className="bw-facts-group">
          <summary>{t.groupSummary(group.title, group.fields.length)}</summary>
          <dl className="bw-facts">
            {group.fields.map((row) => (
              <div className="bw-facts__row" key={row.field}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value}
                  <span className="bw-facts__source">
                    {t.sourceLine(row.source, formatDate(row.updatedAt), row.field)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </>
  );
}

/** Favourites by the name the advice screens use; the advice is computed anyway when the resident opens it. */
function Preferences({ home, preferences }: { home: HomeKey; preferences: MyData['homes'][number]['preferences'] }) {
  const advice = useQuery({ ...adviceQuery(home), enabled: preferences.length > 0 });
  if (preferences.length === 0)
    return (
      <>
        <h4>{t.preferencesTitle}</h4>
        <p>{t.nothing}</p>
      </>
    );
  if (advice.isPending) return <Spinner label={t.loading} />;
  // The engine's Dutch solution name in the app's language, as the advice screens show it.
  const choice = (id: number) => {
    if (id === REJECTED_ROUTE) return null;
    const name = advice.data?.advices.find((a) => a.id === id)?.heating.longName;
    if (name !== undefined) return solutionName(name);
    return advice.isError ? t.solutionNumber(id) : t.solutionGone;
  };
  return (
    <>
      <h4>{t.preferencesTitle}</h4>
      <ul>
        {preferences.map((preference) => (
          <li key={preference.net}>
            {t.preferenceItem(t.net(preference.net), choice(preference.id), preference.sentiment)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Messages({ data }: { data: MyData }) {
  const lists = [
    { title: t.helpRequests, items: data.helpRequests },
    { title: t.reports, items: data.incorrectDataReports },
  ];
  return (
    <section aria-labelledby="berichten">
      <h2 id="berichten">{t.messagesTitle}</h2>
      {lists.map((list) => (
        <div key={list.title}>
          <h3>{list.title}</h3>
          {list.items.length === 0 ? (
            <p>{t.nothing}</p>
          ) : (
            <ul>
              {list.items.map((item) => (
                <li key={item.createdAt}>
                  {formatDateTime(item.createdAt)}: {item.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** Every share of the heat plan and every opening of its link, each revocable (issue 29, record 0101). */
function PlanShares({ resident }: { resident: Resident }) {
  const queryClient = useQueryClient();
  const query = planSharesQuery(resident.participatorId);
  const shares = useQuery(query);
  const [failed, setFailed] = useState<number | null>(null);
  const revoke = async (id: number) => {
    setFailed(null);
    try {
      await revokePlanShare(id);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } catch {
      setFailed(id);
    }
  };
  return (
    <section aria-labelledby="gedeeld" className="bw-card">
      <h2 id="gedeeld">{t.sharesTitle}</h2>
      <p>{t.sharesIntro}</p>
      {shares.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : !shares.data ? (
        <Spinner label={t.loading} />
      ) : shares.data.shares.length === 0 ? (
        <p>{t.sharesNone}</p>
      ) : (
        <ul className="bw-share-list">
          {shares.data.shares.map((share) => (
            <li key={share.id}>
              <h3>{t.shareTo(share.recipientEmail)}</h3>
              <p>
                {t.shareWhat(share.includeAnswers)}. {t.shareSince(formatDateTime(share.createdAt))}{' '}
                {share.status === 'active'
                  ? t.shareStatus.active(formatDateTime(share.expiresAt))
                  : share.status === 'revoked'
                    ? t.shareStatus.revoked(formatDateTime(share.revokedAt!))
                    : t.shareStatus.expired}
              </p>
              {share.openings.length === 0 ? (
                <p>{t.shareNotOpened}</p>
              ) : (
                <>
                  <p>{t.shareOpenings}</p>
                  <ul>
                    {share.openings.map((at, i) => (
                      <li key={`${at}-${i}`}>{formatDateTime(at)}</li>
                    ))}
                  </ul>
                </>
              )}
              {share.status === 'active' ? (
                <SecondaryActionButton type="button" onClick={() => void revoke(share.id)}>
                  {t.shareRevoke(share.recipientEmail)}
                </SecondaryActionButton>
              ) : null}
              {failed === share.id ? (
                <p className="bw-notice bw-notice--error" role="alert">
                  {t.shareRevokeFailed}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The income band given for the loan (issue #38.3): shown, and wiped on its own with one button. */
function LoanIncomeBand({ band, participatorId }: { band: MyData['loanIncomeBand']; participatorId: number }) {
  const l = t.loan;
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'wiping' | 'wiped' | 'failed'>('idle');
  const wipe = async () => {
    if (state === 'wiping') return;
    setState('wiping');
    try {
      await putLoanIncomeBand({ incomeBand: null });
      await Promise.all(
        loanQueryPrefixes(participatorId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setState('wiped');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="lening" className="bw-card">
      <h2 id="lening">{l.title}</h2>
      {band ? (
        <>
          <p>
            {l.band(band.incomeBand)} ({formatDateTime(band.updatedAt)})
          </p>
          <SecondaryActionButton type="button" onClick={() => void wipe()} disabled={state === 'wiping'}>
            {l.forget}
          </SecondaryActionButton>
        </>
      ) : (
        <p>{l.none}</p>
      )}
      {state === 'wiped' ? (
        <p className="bw-notice bw-notice--success" role="status">
          {l.forgotten}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {l.failed}
        </p>
      ) : null}
    </section>
  );
}

function Download({ data }: { data: MyData }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t.downloadFile;
    link.click();
    // The browser has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section aria-labelledby="download" className="bw-card">
      <h2 id="download">{t.downloadTitle}</h2>
      <p>{t.downloadText}</p>
      <SecondaryActionButton type="button" onClick={download}>
        {t.download}
      </SecondaryActionButton>
    </section>
  );
}

function DeleteAll() {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const navigate = useNavigate();

  const remove = async () => {
    if (status === 'deleting') return;
    setStatus('deleting');
    try {
      await deleteMyData();
      forgetResident();
      await navigate('/welkom', { state: { notice: t.deleted } });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section aria-labelledby="verwijderen" className="bw-card bw-card--danger">
      <h2 id="verwijderen">{t.deleteTitle}</h2>
      <p>{t.deleteText}</p>
      <PrimaryActionButton type="button" hint="danger" onClick={() => setConfirming(true)}>
        {t.delete}
      </PrimaryActionButton>
      <SlideOver
        open={confirming}
        placement="center"
        title={t.confirmTitle}
        closeLabel={t.cancel}
        onClose={() => setConfirming(false)}
      >
        <p>{t.confirmText}</p>
        {status === 'failed' ? (
          <p className="bw-notice bw-notice--error" role="alert">
            {t.deleteFailed}
          </p>
        ) : null}
        <div className="bw-form__actions">
          <PrimaryActionButton
            type="button"
            hint="danger"
            busy={status === 'deleting'}
            disabled={status === 'deleting'}
            onClick={remove}
          >
            {t.confirmDelete}
          </PrimaryActionButton>
          {status === 'deleting' ? <Spinner label={t.deleting} /> : null}
        </div>
      </SlideOver>
    </section>
  );
}
