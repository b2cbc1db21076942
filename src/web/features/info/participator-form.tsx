import { PrimaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Participator } from '../../../contract/requests.ts';
import { myDataQuery, updateParticipator } from '../../api/my-data.ts';
import type { Resident } from '../../state/resident.ts';
import { TextField } from '../../ui/text-field.tsx';
import { EmailField, emailRule } from '../../ui/email-field.tsx';
import { myDataTexts as t } from './my-data-texts.ts';

/** Correction of name and e-mail (privacy statement: rights). */
export function ParticipatorForm({ resident, participator }: { resident: Resident; participator: Participator }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [result, setResult] = useState<
    { saved: true; email: string | null; pendingEmail: string | null } | { saved: false } | null
  >(null);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: {
      nickname: participator.nickname ?? '',
      email: participator.email ?? '',
      emailAgain: participator.email ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ nickname, email }) => {
    setResult(null);
    try {
      const saved = await updateParticipator({
        measurementId: resident.measurementId,
        participatorId: resident.participatorId,
        nickname: nickname.trim(),
        email: email.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: myDataQuery(resident.participatorId).queryKey });
      setResult({ saved: true, email: saved.email, pendingEmail: saved.pendingEmail });
    } catch {
      setResult({ saved: false });
    }
  });

  return (
    <form className="bw-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.correctTitle}</h3>
      <TextField
        autoComplete="name"
        id={`${id}-name`}
        label={t.name}
        error={errors.nickname?.message}
        registration={register('nickname', { validate: (value) => Boolean(value.trim()) || t.nameRequired })}
      />
      <EmailField
        id={`${id}-email`}
        label={t.email}
        error={errors.email?.message}
        registration={register('email', {
          validate: emailRule({ required: t.emailRequired, invalid: t.emailInvalid }),
        })}
      />
      <EmailField
        id={`${id}-email-again`}
        label={t.emailAgain}
        error={errors.emailAgain?.message}
        registration={register('emailAgain', {
          validate: (value, values) =>
            value.trim().toLowerCase() === values.email.trim().toLowerCase() || t.emailsDiffer,
        })}
      />
      {result?.saved ? (
        <p className="bw-notice bw-notice--success" role="status">
          {result.pendingEmail ? t.savedConfirmEmail(result.pendingEmail, result.email) : t.saved}
        </p>
      ) : null}
      {result?.saved === false ? (
        <p className="bw-notice bw-notice--error" role="alert">
          {t.saveFailed}
        </p>
      ) : null}
      <PrimaryActionButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
        {t.save}
      </PrimaryActionButton>
    </form>
  );
}
