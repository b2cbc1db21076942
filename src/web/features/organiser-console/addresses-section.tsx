import { PrimaryActionButton } from '@utrecht/button-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { AddressUploadResult } from '../../../contract/organisers.ts';
import { base64Of } from '../../api/file-bytes.ts';
import { organiserQueries, uploadAddresses } from '../../api/organiser.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { saveFailure } from './console-session.ts';
import { FileField, UploadProblems } from './file-upload.tsx';
import { addressTexts as t, consoleTexts } from './texts.ts';

const MAX_BYTES = 6 * 1024 * 1024;

/**
 * Upload of the neighbourhood's addresses: first a check of the whole file (nothing stored), then, when it is in
 * order, the import of exactly that file.
 */
export function AddressesSection({ measurementId }: { measurementId: number }) {
  const id = useId();
  const queries = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [result, setResult] = useState<{ file: string; answer: AddressUploadResult } | null>(null);

  const send = async (dryRun: boolean, file: string) => {
    setFailure(null);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const answer = await uploadAddresses(measurementId, file, dryRun);
      setResult({ file, answer });
      if (answer.stored) await queries.invalidateQueries({ queryKey: organiserQueries });
    } catch (error) {
      setFailure(saveFailure(error, consoleTexts.saveFailed));
    } finally {
      setBusy(null);
    }
  };
  const check = async () => {
    setResult(null);
    const file = input.current?.files?.[0];
    if (!file) return setFileError(t.chooseFile);
    if (file.size > MAX_BYTES) return setFileError(t.tooLarge);
    setFileError(null);
    await send(true, base64Of(new Uint8Array(await file.arrayBuffer())));
  };
  const answer = result?.answer;
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.columns}</p>
      <p>{t.excel}</p>
      <FileField
        id={id}
        label={t.file}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        error={fileError}
        ref={input}
        onChange={() => setResult(null)}
      />
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" disabled={busy !== null} onClick={() => void check()}>
          {t.check}
        </PrimaryActionButton>
        {busy ? <Spinner label={busy === 'check' ? t.checking : t.importing} /> : null}
      </div>
      <UploadProblems failure={failure} answer={answer ?? null} />
      {answer && answer.problems.length === 0 && !answer.stored ? (
        <div className="bw-notice" role="status">
          <h3>{t.previewTitle}</h3>
          <p>{t.preview(answer.rows, answer.created, answer.updated, answer.unchanged)}</p>
          <PrimaryActionButton type="button" disabled={busy !== null} onClick={() => void send(false, result.file)}>
            {t.import(answer.rows)}
          </PrimaryActionButton>
        </div>
      ) : null}
      {answer?.stored ? (
        <div className="bw-notice bw-notice--success" role="status">
          <h3>{t.storedTitle}</h3>
          <p>{t.stored(answer.created, answer.updated, answer.unchanged)}</p>
        </div>
      ) : null}
    </>
  );
}
