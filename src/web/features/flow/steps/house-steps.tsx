import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { allAdviceQueries } from '../../../api/advice.ts';
import { confirmIncorrectData, updateBuildYear } from '../../../api/answers.ts';
import { updateParticipator } from '../../../api/my-data.ts';
import { local } from '../../../state/storage.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { isEmailAddress } from '../../../../contract/email-address.ts';
import { EmailField, emailRule } from '../../../ui/email-field.tsx';
import { formatAddress } from '../../../ui/format.ts';
import { useFlowActions } from '../flow-actions.ts';
import { ChoiceButtons, NumberField, QuestionFrame, SubmitArea } from '../question-frame.tsx';
import { componentTexts, flowTexts } from '../../../common/flow-texts.ts';
import { useSubmitTask } from '../use-submit-task.ts';
import { wholeNumberIn } from './number-rules.ts';
import { asWritten, type StepProps } from './step-props.ts';
import { flowWords, ownWords, runnerPrintables } from '../../../common/printables.ts';

const t = componentTexts.house;
const emailMessages = { required: componentTexts.email.emailRequired, invalid: componentTexts.email.emailInvalid };

/**
 * Spec §2 house confirmation card: street, number, postcode, city, monument and build year. 'Klopt' goes on; a wrong
 * build year goes to its correction step; anything else opens the problem report (name, e-mail, description).
 */
export function ConfirmIncorrectData({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const [reporting, setReporting] = useState(false);
  const home = facts.home;
  const choices = [
    { value: 'correct', label: t.correct },
    ...(question.wrongBuildYearGoTo ? [{ value: 'buildYear', label: t.wrongBuildYear }] : []),
    { value: 'other', label: t.wrongOther },
  ];
  return (
    <QuestionFrame question={question} label={question.label}>
      <dl className="bw-pairs">
        <dt>{t.address}</dt>
        <dd>{formatAddress(home)}</dd>
        <dt>{t.postcode}</dt>
        <dd>{home.postalCode}</dd>
        <dt>{t.city}</dt>
        <dd>{home.city}</dd>
        <dt>{t.monument}</dt>
        <dd>{home.isMonument ? flowTexts.yes : flowTexts.no}</dd>
        <dt>{t.buildYear}</dt>
        <dd>{home.buildYear}</dd>
      </dl>
      {reporting ? (
        <ProblemReport facts={facts} goTo={question.goTo} />
      ) : (
        <ChoiceButtons
          options={choices}
          pending={task.pending}
          failed={task.failed}
          onChoose={(choice) => {
            if (choice === 'other') setReporting(true);
            else if (choice === 'buildYear') actions.goTo(question.wrongBuildYearGoTo!);
            else
              void task.run(() =>
                actions.save(
                  () => [
                    {
                      code: 'HouseDataCorrect',
                      value: 'true',
                      printableKey: asWritten(question).printableKey
                        ? flowWords(asWritten(question).printableKey!)
                        : runnerPrintables.houseDataCorrect(),
                      printableValue: runnerPrintables.yes(),
                    },
                  ],
                  question.goTo,
                ),
              );
          }}
        />
      )}
    </QuestionFrame>
  );
}

const reportSchema = z.object({
  nickname: z.string().trim().min(1, componentTexts.email.nameRequired).max(100),
  // react-hook-form ignores register()'s own rules once a resolver is set: the e-mail rule belongs in the schema.
  email: z.string().trim().min(1, emailMessages.required).refine(isEmailAddress, emailMessages.invalid),
  message: z.string().trim().min(1, t.reportMessageRequired).max(5000),
});

function ProblemReport({ facts, goTo }: { facts: StepProps['facts']; goTo: string | undefined }) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const id = useId();
  const { register, handleSubmit, formState } = useForm<z.infer<typeof reportSchema>>({
    resolver: zodResolver(reportSchema),
    defaultValues: { nickname: '', email: '', message: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((v) =>
    task.run(async () => {
      await confirmIncorrectData({
        measurementId: facts.resident.measurementId,
        participatorId: facts.resident.participatorId,
        nickname: v.nickname.trim(),
        email: v.email.trim(),
        message: v.message.trim(),
      });
      await actions.save(
        () => [
          {
            code: 'HouseDataCorrect',
            value: 'false',
            printableKey: runnerPrintables.houseDataWrong(),
            printableValue: runnerPrintables.reportedToGroup(v.message.trim()),
          },
        ],
        goTo,
      );
    }),
  );
  return (
    <form className="bw-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} tabIndex={-1} ref={(el) => el?.focus()}>
        {t.reportTitle}
      </h3>
      <TextField
        autoComplete="name"
        id={`${id}-name`}
        label={t.reportName}
        error={errors.nickname?.message}
        registration={register('nickname')}
      />
      <EmailField
        id={`${id}-email`}
        label={t.reportEmail}
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextField
        multiline
        id={`${id}-message`}
        label={t.reportMessage}
        error={errors.message?.message}
        registration={register('message')}
      />
      <SubmitArea pending={task.pending} failed={task.failed} label={t.reportSend} />
    </form>
  );
}

/** Spec §5: the build year, a required whole number from 1130 to this year; the home's record is corrected. */
export function UpdateBuiltYear({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const queryClient = useQueryClient();
  const thisYear = new Date().getFullYear();
  const schema = z.object({ year: wholeNumberIn(1130, thisYear, t.buildYearRange(thisYear)) });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { year: String(facts.home.buildYear) },
  });
  const onSubmit = handleSubmit(({ year }) =>
    task.run(async () => {
      const home = await updateBuildYear(facts.resident, year);
      local.set('context', home);
      await queryClient.invalidateQueries({ queryKey: allAdviceQueries });
      await actions.save(
        () => [
          {
            code: 'BuildYearCorrected',
            value: String(year),
            printableKey: runnerPrintables.buildYear(),
            printableValue: ownWords(String(year)),
          },
        ],
        question.goTo,
      );
    }),
  );
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <NumberField label={t.buildYearLabel} error={formState.errors.year?.message} registration={register('year')} />
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}

/**
 * Spec §2/§5 participant name and e-mail, so the resident can come back with an e-mailed link. Both addresses must
 * match, otherwise the spec's alert shows and nothing is sent.
 */
export function GetEmail({ question, facts }: StepProps) {
  const actions = useFlowActions();
  const task = useSubmitTask();
  const [differ, setDiffer] = useState(false);
  const id = useId();
  const e = componentTexts.email;
  const { register, handleSubmit, formState } = useForm({ defaultValues: { nickname: '', email: '', emailAgain: '' } });
  const { errors } = formState;
  const onSubmit = handleSubmit(({ nickname, email, emailAgain }) => {
    if (email.trim().toLowerCase() !== emailAgain.trim().toLowerCase()) {
      setDiffer(true);
      return;
    }
    setDiffer(false);
    return task.run(async () => {
      const saved = await updateParticipator({
        measurementId: facts.resident.measurementId,
        participatorId: facts.resident.participatorId,
        nickname: nickname.trim(),
        email: email.trim(),
      });
      // Name and e-mail live with the participator, never among the answers (privacy statement).
      await actions.save(
        () => [
          {
            code: 'ContactDetailsGiven',
            value: 'true',
            printableKey: runnerPrintables.contactKey(),
            printableValue: saved.pendingEmail ? runnerPrintables.contactToConfirm() : runnerPrintables.contactSaved(),
          },
        ],
        question.goTo,
      );
    });
  });
  return (
    <QuestionFrame question={question} label={question.label} onSubmit={onSubmit}>
      <TextField
        autoComplete="name"
        id={`${id}-name`}
        label={e.name}
        error={errors.nickname?.message}
        registration={register('nickname', { validate: (v) => Boolean(v.trim()) || e.nameRequired })}
      />
      <EmailField
        id={`${id}-email`}
        label={e.email}
        error={errors.email?.message}
        registration={register('email', { validate: emailRule(emailMessages) })}
      />
      <EmailField
        id={`${id}-again`}
        label={e.emailAgain}
        error={errors.emailAgain?.message}
        registration={register('emailAgain', { validate: emailRule(emailMessages) })}
      />
      {differ ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {e.emailsDiffer}
        </p>
      ) : null}
      <SubmitArea pending={task.pending} failed={task.failed} />
    </QuestionFrame>
  );
}
