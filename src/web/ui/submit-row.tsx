import { PrimaryActionButton } from '@utrecht/button-react';
import { Spinner } from './spinner.tsx';

/** Why a call failed, announced as it appears; nothing when it did not. */
export function FailureNotice({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="bw-notice bw-notice--error" role="alert">
      {failure}
    </p>
  ) : null;
}

/** A form's failure notice and submit button; while submitting the button is disabled and a spinner says so. */
export function SubmitRow({
  failure,
  submitting,
  label,
  submittingLabel,
}: {
  failure: string | null;
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <>
      <FailureNotice failure={failure} />
      <div className="bw-form__actions">
        <PrimaryActionButton type="submit" disabled={submitting} busy={submitting}>
          {label}
        </PrimaryActionButton>
        {submitting ? <Spinner label={submittingLabel} /> : null}
      </div>
    </>
  );
}
