import { SecondaryActionButton } from '@utrecht/button-react';
import { LoginLinkForm } from '../../../common/login-link-form.tsx';
import { SignUpForm } from '../../../common/sign-up-form.tsx';
import { useFlowActions } from '../flow-actions.ts';
import { QuestionFrame } from '../question-frame.tsx';
import { flowTexts } from '../../../common/flow-texts.ts';
import type { StepProps } from './step-props.ts';

/** Spec §2 sign-up by postcode, house number and a letter's code, inside a conversation (e.g. for another address). */
export function SignUpComponent({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <SignUpForm defaults={{ postalCode: '', houseNumber: '', code: '' }} />
      <GoOn goTo={question.goTo} />
    </QuestionFrame>
  );
}

/** Spec §2 login via an e-mailed access link, inside a conversation (e.g. to continue on another device). */
export function SignInComponent({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <LoginLinkForm />
      <GoOn goTo={question.goTo} />
    </QuestionFrame>
  );
}

/** The way on for a resident who does not need this form now. */
export function GoOn({ goTo }: { goTo: string | undefined }) {
  const actions = useFlowActions();
  if (goTo === undefined) return null;
  return (
    <div className="bw-form__actions">
      <SecondaryActionButton type="button" onClick={() => actions.goTo(goTo)}>
        {flowTexts.next}
      </SecondaryActionButton>
    </div>
  );
}
