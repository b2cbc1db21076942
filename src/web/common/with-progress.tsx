import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Progress } from '../../contract/flows.ts';
import { progressQuery } from '../api/progress.ts';
import type { Resident } from '../state/resident.ts';
import { Spinner } from '../ui/spinner.tsx';

const progressTexts = {
  loadFailed: 'Let op: je voortgang kon niet worden geladen. Probeer het later opnieuw.',
  loading: 'Je voortgang wordt geladen…',
} as const;

/** Renders its children once the resident's progress is loaded; loading and failure are said in Dutch. */
export function WithProgress({
  resident,
  children,
}: {
  resident: Resident;
  children: (progress: Progress) => ReactNode;
}) {
  const { data, isError } = useQuery(progressQuery(resident));
  if (isError) {
    return (
      <p className="bw-notice bw-notice--error" role="alert">
        {progressTexts.loadFailed}
      </p>
    );
  }
  if (!data) return <Spinner label={progressTexts.loading} />;
  return children(data);
}
