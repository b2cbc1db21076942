import { PrimaryActionButton } from '@utrecht/button-react';
import { FormField } from '@utrecht/form-field-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../state/api-error.ts';
import { requestHelp } from '../../api/help.ts';
import { myDataQuery } from '../../api/my-data.ts';
import type { Resident } from '../../state/resident.ts';
import { local } from '../../state/storage.ts';
import { FieldError } from '../../ui/field-error.tsx';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { helpTexts } from './texts.ts';

type Status = 'idle' | 'sending' | 'sent';

/** Spec §2 help panel: a side tab that opens a form; only shown when the campaign's help flag is on. */
export function HelpPanel({ resident }: { resident: Resident }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bw-help-tab" onClick={() => setOpen(true)}>
        {helpTexts.tab}
      </button>
      <SlideOver open={open} title={helpTexts.title} closeLabel={helpTexts.close} onClose={() => setOpen(false)}>
        <HelpForm resident={resident} />
      </SlideOver>
    </>
  );
}

function HelpForm({ resident }: { resident: Resident }) {
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  // Spec §5: a submit while one is pending is ignored; a ref sees it before React re-renders.
  const pending = useRef(false);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const contactId = useId();
  // Without an e-mail address on file the working group cannot answer: ask for a way to reach the resident.
  const { data: myData } = useQuery(myDataQuery(resident.participatorId));
  const askContact = myData !== undefined && !myData.participator.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const form = new FormData(event.currentTarget);
    const message = String(form.get('message') ?? '').trim();
    const contact = String(form.get('contact') ?? '').trim();
    if (!message) {
      setError(helpTexts.required);
      return;
    }
    pending.current = true;
    setError(null);
    setStatus('sending');
    try {
      await requestHelp({
        measurementId: resident.measurementId,
        participatorId: resident.participatorId,
        message,
        ...(contact ? { contact } : {}),
        url: window.location.pathname,
        flow: local.get('flow') ?? null,
        flowHistory: (local.get('history') ?? '').split(',').filter(Boolean).join('|'),
      });
      setStatus('sent');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? helpTexts.tooMany : helpTexts.failed);
      setStatus('idle');
    } finally {
      pending.current = false;
    }
  }

  if (status === 'sent') {
    return (
      <p className="bw-notice bw-notice--success" role="status">
        {helpTexts.sent}
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="bw-form">
      <p>{helpTexts.intro}</p>
      <FormField
        invalid={error !== null}
        label={<label htmlFor={fieldId}>{helpTexts.label}</label>}
        errorMessage={<FieldError id={errorId} message={error} />}
        input={
          <textarea
            id={fieldId}
            name="message"
            className="utrecht-textarea bw-textarea"
            required
            rows={6}
            maxLength={5000}
            placeholder={helpTexts.placeholder}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
        }
      />
      {askContact ? (
        <FormField
          label={<label htmlFor={contactId}>{helpTexts.contactLabel}</label>}
          description={<p id={`${contactId}-hint`}>{helpTexts.contactHint}</p>}
          input={
            <input
              id={contactId}
              name="contact"
              className="utrecht-textbox"
              autoComplete="email"
              maxLength={200}
              aria-describedby={`${contactId}-hint`}
            />
          }
        />
      ) : null}
      <PrimaryActionButton type="submit" busy={status === 'sending'} aria-disabled={status === 'sending'}>
        {helpTexts.submit}
      </PrimaryActionButton>
      {status === 'sending' ? <Spinner label={helpTexts.sending} /> : null}
    </form>
  );
}
