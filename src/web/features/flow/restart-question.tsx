import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useNavigate } from 'react-router';
import { restartTexts } from '../../common/restart-flow.ts';

/**
 * Spec §2: a finished questionnaire is never started again without asking, whichever link or address led here
 * (the dashboard asks in a dialog; a direct way in asks on the page itself).
 */
export function RestartQuestion({ onConfirm, backTo }: { onConfirm: () => void; backTo: string }) {
  const navigate = useNavigate();
  return (
    <section className="bw-restart-question" aria-labelledby="opnieuw-beginnen">
      <h2 id="opnieuw-beginnen">{restartTexts.title}</h2>
      <p>{restartTexts.question}</p>
      <p>{restartTexts.keeps}</p>
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" onClick={onConfirm}>
          {restartTexts.confirm}
        </PrimaryActionButton>
        <SecondaryActionButton type="button" onClick={() => void navigate(backTo)}>
          {restartTexts.cancel}
        </SecondaryActionButton>
      </div>
    </section>
  );
}
