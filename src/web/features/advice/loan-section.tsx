import { zodResolver } from '@hookform/resolvers/zod';
import { PrimaryActionButton } from '@utrecht/button-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import { INCOME_BAND_CODES, type IncomeBand, type LoanPlanDto, type LoanResponse } from '../../../contract/loan.ts';
import type { HomeKey } from '../../api/advice.ts';
import { loanQuery, loanQueryPrefixes, putLoanIncomeBand } from '../../api/loan.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { formatEuro, formatPercent } from '../../ui/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { besideSaving } from './loan-beside.ts';
import { loanPageTexts as t } from './loan-texts.ts';
import { WithWebAddresses } from '../../ui/web-address.tsx';

const NOT_GIVEN = 'not_given';
const CHOICES = [...INCOME_BAND_CODES, NOT_GIVEN] as const;
// The message is read when the form checks, so it is in the language of that moment.
const choiceSchema = z.object({ band: z.enum(CHOICES, { error: () => t.chooseRequired }) });
type Choice = z.input<typeof choiceSchema>;

/**
 * 'Wat kost het per maand met een lening?' on a route's page (issue #38.3): the household's income band (optional,
 * its own), and for the chosen option the monthly payment of each term the Nationaal Warmtefonds offers, beside what
 * the option saves a month on today's energy bill (docs/decisions/0138). The figures are the engine's, through
 * GET …/loan/{bagCode}.
 */
export function LoanSection({
  option,
  home,
  participatorId,
}: {
  option: AdviceItemDto;
  home: HomeKey;
  participatorId: number;
}) {
  const loan = useQuery(loanQuery(home));
  const id = useId();
  return (
    <section className="bw-card bw-loan" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      {loan.isError ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.loadFailed}
        </p>
      ) : loan.data ? (
        <LoanContent data={loan.data} option={option} participatorId={participatorId} />
      ) : (
        <Spinner label={t.loading} />
      )}
    </section>
  );
}

function LoanContent({
  data,
  option,
  participatorId,
}: {
  data: LoanResponse;
  option: AdviceItemDto;
  participatorId: number;
}) {
  const { conditions } = data;
  const limit = formatEuro(conditions.interestFreeIncomeEur);
  const loanOption = data.options.find((o) => o.adviceId === option.id);
  const plans = loanOption?.plans;
  const shown: IncomeBand[] = data.incomeBand ? [data.incomeBand] : [...INCOME_BAND_CODES];
  const anyPlan = plans ? shown.map((band) => plans[band]).find((plan) => plan !== null) : undefined;
  return (
    <>
      <p>{t.intro(formatEuro(conditions.minEur), formatEuro(conditions.maxEur))}</p>
      <IncomeBandForm current={data.incomeBand} limit={limit} participatorId={participatorId} />
      {anyPlan ? (
        <>
          <p>{t.borrow(formatEuro(anyPlan.amountEur))}</p>
          {anyPlan.ownShareEur > 0 ? (
            <p>{t.ownShare(formatEuro(anyPlan.ownShareEur), formatEuro(conditions.maxEur))}</p>
          ) : null}
          {shown.map((band) => (
            <BandPayments
              key={band}
              band={band}
              plan={plans![band]!}
              both={shown.length > 1}
              monthlySavingEur={loanOption!.monthlySavingEur}
            />
          ))}
          <p>{t.savingNote}</p>
          <p>{t.afterSubsidy}</p>
          {shown.includes('above_60000') ? <p>{t.rateExample}</p> : null}
        </>
      ) : (
        <p>{t.tooSmall(formatEuro(conditions.minEur))}</p>
      )}
      <p>{t.paidOut}</p>
      {conditions.year < conditions.campaignYear ? (
        <p className="bw-notice">
          <WithWebAddresses text={t.oldConditions(conditions.year, conditions.campaignYear)} />
        </p>
      ) : null}
      <details className="bw-loan__sources">
        <summary>{t.sources}</summary>
        {/* The sources' own titles, in Dutch. */}
        <ul lang="nl">
          {conditions.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
    </>
  );
}

function BandPayments({
  band,
  plan,
  both,
  monthlySavingEur,
}: {
  band: IncomeBand;
  plan: LoanPlanDto;
  both: boolean;
  monthlySavingEur: number;
}) {
  const rate = plan.yearlyRate === 0 ? t.interestFree : t.withInterest(formatPercent(plan.yearlyRate));
  return (
    <div className="bw-loan__band">
      <p>
        <strong>{both ? `${t.ifBand(band)}: ` : ''}</strong>
        {rate}
      </p>
      <dl className="bw-pairs bw-pairs--sentences">
        {plan.terms.map((term) => {
          const { beside, net } = besideSaving(monthlySavingEur, term.monthlyEur);
          return (
            <Fragment key={term.years}>
              <dt>{t.termLabel(term.years)}</dt>
              <dd>
                <p className="bw-loan__beside">{beside}</p>
                <p>
                  {net} <span className="bw-loan__total">{t.totalRepaid(formatEuro(term.totalEur))}</span>
                </p>
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </div>
  );
}

function IncomeBandForm({
  current,
  limit,
  participatorId,
}: {
  current: IncomeBand | null;
  limit: string;
  participatorId: number;
}) {
  const id = useId();
  const client = useQueryClient();
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const { control, handleSubmit, formState } = useForm<Choice>({
    resolver: zodResolver(choiceSchema),
    defaultValues: { band: current ?? ('' as Choice['band']) },
  });
  const onSubmit = handleSubmit(async ({ band }) => {
    setState('idle');
    try {
      await putLoanIncomeBand({ incomeBand: band === NOT_GIVEN ? null : band });
      await Promise.all(loanQueryPrefixes(participatorId).map((queryKey) => client.invalidateQueries({ queryKey })));
      setState('saved');
    } catch {
      setState('failed');
    }
  });
  const options = [
    ...INCOME_BAND_CODES.map((band) => ({ value: band, label: t.band(band) })),
    { value: NOT_GIVEN, label: t.notGiven },
  ];
  const error = formState.errors.band?.message;
  return (
    <form className="bw-form bw-loan__form" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="band"
        render={({ field }) => (
          <fieldset
            className="bw-loan__bands"
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          >
            <legend>{t.incomeLegend}</legend>
            <p id={`${id}-hint`}>{t.incomeHint(limit)}</p>
            {options.map((o) => (
              <label key={o.value} className="bw-loan__band-option">
                <input
                  type="radio"
                  name={field.name}
                  value={o.value}
                  checked={field.value === o.value}
                  onChange={() => field.onChange(o.value)}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                />
                <span>{o.label}</span>
              </label>
            ))}
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        )}
      />
      <p className="bw-loan__privacy">{t.privacy}</p>
      <PrimaryActionButton type="submit" busy={formState.isSubmitting} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t.saving : t.save}
      </PrimaryActionButton>
      {state === 'saved' ? (
        <p className="bw-notice bw-notice--success" role="status">
          {t.saved}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.failed}
        </p>
      ) : null}
    </form>
  );
}
