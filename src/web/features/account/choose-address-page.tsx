import './account.css';
import { SecondaryActionButton } from '@utrecht/button-react';
import { redirect, useNavigate } from 'react-router';
import { local } from '../../state/storage.ts';
import { useStored } from '../../state/use-stored.ts';
import { formatAddress } from '../../ui/format.ts';
import { chooseAddressTexts as t } from './texts.ts';

export function chooseAddressLoader(): null {
  if (!local.get('session')) throw redirect('/inloggen');
  return null;
}

/** /kiesadres: choose one of the resident's homes; it becomes the context and the start decision runs again. */
export function ChooseAddressPage() {
  const estates = useStored('estates') ?? [];
  const chosen = useStored('context');
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p>{estates.length > 1 ? t.intro : t.introOne}</p>
      <ul className="bw-choice-list">
        {estates.map((home) => (
          <li key={home.id} className="bw-card bw-choice">
            <p className="bw-choice__address">
              <strong>{formatAddress(home)}</strong>
              <br />
              {home.postalCode} {home.city}
            </p>
            {chosen?.id === home.id ? <p className="bw-choice__current">{t.current}</p> : null}
            <SecondaryActionButton
              type="button"
              aria-label={`${t.choose}: ${formatAddress(home)}`}
              onClick={async () => {
                local.set('context', home);
                // Flow state belongs to the previous home.
                local.set('flow', undefined);
                local.set('history', undefined);
                await navigate('/');
              }}
            >
              {t.choose}
            </SecondaryActionButton>
          </li>
        ))}
      </ul>
    </>
  );
}
