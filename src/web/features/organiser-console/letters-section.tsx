import { PrimaryActionButton } from '@utrecht/button-react';
import { Checkbox } from '@utrecht/checkbox-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { organiserAuditQuery, printLetters } from '../../api/organiser.ts';
import { saveFile } from '../../common/save-file.ts';
import { saveFailure } from './console-session.ts';
import { letterTexts as t } from './texts.ts';

/** The letters as one PDF to download; the codes never appear on screen. The status line is a live region. */
export function LettersSection({ measurementId }: { measurementId: number }) {
  const queries = useQueryClient();
  const [replace, setReplace] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const print = async () => {
    setState({ kind: 'busy' });
    try {
      const { blob, fileName } = await printLetters(measurementId, replace);
      saveFile(blob, fileName);
      setState({ kind: 'done' });
      void queries.invalidateQueries({ queryKey: organiserAuditQuery(measurementId).queryKey });
    } catch (error) {
      setState({ kind: 'failed', message: saveFailure(error, t.failed) });
    }
  };
  return (
    <>
      <p>{t.intro}</p>
      <label className="bw-console-check">
        <Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        <span>{t.replace}</span>
      </label>
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" busy={state.kind === 'busy'} onClick={() => void print()}>
          {t.submit}
        </PrimaryActionButton>
      </div>
      <p role="status" className={state.kind === 'failed' ? 'bw-notice bw-notice--error' : undefined}>
        {state.kind === 'busy' ? t.busy : state.kind === 'done' ? t.done : state.kind === 'failed' ? state.message : ''}
      </p>
    </>
  );
}
