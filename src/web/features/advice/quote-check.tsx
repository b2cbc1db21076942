import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { Checkbox } from '@utrecht/checkbox-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdviceItemDto } from '../../../contract/advice.ts';
import {
  OUTPUT_RATINGS,
  QUOTE_ITEMS,
  quoteBodyFromForm,
  quoteFormSchemaIn,
  quoteWords,
  type InstallerQuoteDto,
  type QuoteFormInput,
  type QuoteFormValues,
} from '../../../contract/installer-quotes.ts';
import type { HomeKey } from '../../api/advice.ts';
import { createQuote, deleteQuote, quotesQuery } from '../../api/quotes.ts';
import { ApiError } from '../../state/api-error.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { withUnit } from '../../../vocabulary/units.ts';
import { activeLanguage } from '../../ui/in-active-language.ts';
import { solutionNameOf } from '../../../contract/solution-names.ts';
import { SolutionName, solutionName } from '../../common/solution-name.tsx';
import { euros, kilowatts, quoteCheckTexts as t, quoteItemText, quoteSentences, ratedAtText } from './quote-texts.ts';

/**
 * 'Offerte van een installateur checken' (issue #38.2) on a route's page: the resident types what a quote says and
 * reads it beside the home, number for number and in words. The check is the server's (the engine's checkQuote);
 * its words are made here from its figures, in the reader's language (record 0150).
 */
export function QuoteCheck({
  home,
  options,
  selected,
}: {
  home: HomeKey;
  options: AdviceItemDto[];
  selected: AdviceItemDto;
}) {
  const quotes = useQuery(quotesQuery(home));
  const headingId = useId();
  return (
    <section className="bw-card bw-quote-check" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <QuoteForm home={home} options={options} selected={selected} />
      <h3>{t.listHeading}</h3>
      {quotes.isPending ? (
        <Spinner label={t.listHeading} />
      ) : (quotes.data?.quotes.length ?? 0) === 0 ? (
        <p>{t.none}</p>
      ) : (
        quotes.data!.quotes.map((quote) => <QuoteResult key={quote.id} home={home} quote={quote} />)
      )}
    </section>
  );
}

function QuoteForm({ home, options, selected }: { home: HomeKey; options: AdviceItemDto[]; selected: AdviceItemDto }) {
  const id = useId();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    // Numbers as the reader writes them, and the form's messages in the reader's language.
    resolver: zodResolver(quoteFormSchemaIn(activeLanguage())),
    defaultValues: {
      label: '',
      solutionCode: selected.explanation.solutionCode,
      outputKW: '',
      ratedAt: 'minus10',
      maxFlowC: '',
      priceEur: '',
      includes: [],
    },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await createQuote(home, quoteBodyFromForm(values));
      await client.invalidateQueries({ queryKey: quotesQuery(home).queryKey });
      reset({ ...values, label: '', outputKW: '', maxFlowC: '', priceEur: '', includes: [] } as QuoteFormInput);
      setOutcome({ ok: true, message: t.saved });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof ApiError ? error.message : t.failed });
    }
  });
  const describe = (field: string, error: string | undefined) => (error ? `${id}-${field}-error` : undefined);
  return (
    <form className="bw-form" onSubmit={onSubmit} noValidate aria-label={t.heading}>
      <TextField
        id={`${id}-label`}
        label={t.fields.label}
        error={errors.label?.message}
        registration={register('label')}
      />
      <div className="utrecht-form-field">
        <label className="bw-label" htmlFor={`${id}-solution`}>
          {t.fields.solutionCode}
        </label>
        <select
          id={`${id}-solution`}
          className="bw-quote-check__select"
          aria-invalid={Boolean(errors.solutionCode)}
          aria-describedby={describe('solution', errors.solutionCode?.message)}
          {...register('solutionCode')}
        >
          {options.map((option) => {
            // The engine's Dutch name in the app's language (contract/solution-names.ts); an option holds text only,
            // so it carries the language the name is in itself (Dutch for a campaign's own heat-grid name).
            const name = solutionNameOf(option.heating.longName, activeLanguage());
            return (
              <option key={option.id} value={option.explanation.solutionCode} lang={name.language}>
                {name.text}
              </option>
            );
          })}
        </select>
        <FieldError id={`${id}-solution-error`} message={errors.solutionCode?.message} />
      </div>
      <TextField
        id={`${id}-output`}
        label={t.fields.outputKW}
        error={errors.outputKW?.message}
        registration={register('outputKW')}
      />
      <fieldset className="bw-quote-check__group">
        <legend>{t.fields.ratedAt}</legend>
        {OUTPUT_RATINGS.map((rating) => (
          <label key={rating} className="bw-quote-check__choice" htmlFor={`${id}-rated-${rating}`}>
            <input type="radio" id={`${id}-rated-${rating}`} value={rating} {...register('ratedAt')} />
            <span>{ratedAtText(rating)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-flow`}
        label={t.fields.maxFlowC}
        error={errors.maxFlowC?.message}
        registration={register('maxFlowC')}
      />
      <TextField
        id={`${id}-price`}
        label={t.fields.priceEur}
        error={errors.priceEur?.message}
        registration={register('priceEur')}
      />
      <fieldset className="bw-quote-check__group">
        <legend>{t.fields.includes}</legend>
        {QUOTE_ITEMS.map((item) => (
          <label key={item} className="bw-quote-check__choice" htmlFor={`${id}-item-${item}`}>
            <Checkbox id={`${id}-item-${item}`} value={item} {...register('includes')} />
            <span>{quoteItemText(item)}</span>
          </label>
        ))}
      </fieldset>
      {outcome ? (
        <p
          className={`bw-notice ${outcome.ok ? 'bw-notice--success' : 'bw-notice--error'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      ) : null}
      <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
        {t.submit}
      </PrimaryActionButton>
    </form>
  );
}

function QuoteResult({ home, quote }: { home: HomeKey; quote: InstallerQuoteDto }) {
  const client = useQueryClient();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const check = quote.check;
  const remove = async () => {
    setBusy(true);
    try {
      await deleteQuote(home, quote.id);
      await client.invalidateQueries({ queryKey: quotesQuery(home).queryKey });
    } finally {
      setBusy(false);
    }
  };
  // The resident's own name for the quote, else the engine's name of the solution (Dutch, shown in the app's language).
  const title = quote.label || solutionName(quote.solutionName);
  return (
    <article className="bw-quote" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {quote.label ? quote.label : <SolutionName name={quote.solutionName} />}
        {quote.label ? (
          <span className="bw-quote__kind">
            {' '}
            (<SolutionName name={quote.solutionName} />)
          </span>
        ) : null}
      </h4>
      {check ? (
        <div className="bw-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="bw-table">
            <thead>
              <tr>
                <th scope="col">{t.table.what}</th>
                <th scope="col">{t.table.quote}</th>
                <th scope="col">{t.table.home}</th>
              </tr>
            </thead>
            <tbody>
              {check.sizing ? (
                <tr>
                  <th scope="row">{t.rows.output}</th>
                  <td>{kilowatts(check.sizing.outputKW)}</td>
                  <td>
                    {kilowatts(check.sizing.demandKW.central)} ({kilowatts(check.sizing.demandKW.low)} –{' '}
                    {kilowatts(check.sizing.demandKW.high)})
                  </td>
                </tr>
              ) : null}
              {check.flow ? (
                <tr>
                  <th scope="row">{t.rows.flow}</th>
                  <td>{withUnit(check.flow.maxFlowC, '°C')}</td>
                  <td>
                    {withUnit(check.flow.neededNowC, '°C')} → {withUnit(check.flow.neededAfterC, '°C')}
                  </td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{t.rows.price}</th>
                <td>{euros(check.price.priceEur)}</td>
                <td>
                  {euros(check.price.expectedEur.low)} – {euros(check.price.expectedEur.high)}
                </td>
              </tr>
              <tr>
                <th scope="row">{t.rows.isde}</th>
                <td>{euros(check.price.priceAfterIsdeEur)}</td>
                <td>{t.isdeAmount(euros(check.price.isdeEur))}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      <ul className="bw-quote__words">
        {quoteWords(check, quoteSentences).map((word) => (
          <li key={word.topic} className={`bw-quote__word bw-quote__word--${word.tone}`} data-topic={word.topic}>
            {word.text}
          </li>
        ))}
      </ul>
      <SecondaryActionButton type="button" onClick={() => void remove()} disabled={busy} busy={busy}>
        {t.remove}
        <span className="bw-visually-hidden">: {title}</span>
      </SecondaryActionButton>
    </article>
  );
}
