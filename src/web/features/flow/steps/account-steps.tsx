import { LoginLinkForm } from '../../../common/login-link-form.tsx';
import { SignUpForm } from '../../../common/sign-up-form.tsx';
import { QuestionFrame } from '../question-frame.tsx';
import type { StepProps } from './step-props.ts';

/** Spec §2 sign-up by postcode, house number and a letter's code, inside a conversation (e.g. for another address). */
export function SignUpComponent({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <SignUpForm defaults={{ postalCode: '', houseNumber: '', code: '' }} />
    </QuestionFrame>
  );
}

/** Spec §2 login via an e-mailed access link, inside a conversation (e.g. to continue on another device). */
export function SignInComponent({ question }: StepProps) {
  return (
    <QuestionFrame question={question} label={question.label}>
      <LoginLinkForm />
    </QuestionFrame>
  );
}
