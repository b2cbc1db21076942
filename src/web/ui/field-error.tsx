import { t } from '@lingui/core/macro';

// docs/architecture.md, "Accessibility": a field's error message begins with a signal word, in the page's language.
const signalWordNow = () => t`Let op:`;

/**
 * A field's error, announced when it appears and linked to its field through aria-describedby
 * by this id. Spec messages that must stay word for word get the signal word put in front.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined | null }) {
  if (!message) return null;
  const signalWord = signalWordNow();
  return (
    <p id={id} role="alert" className="bw-field-error">
      {message.startsWith(signalWord) ? message : `${signalWord} ${message}`}
    </p>
  );
}
