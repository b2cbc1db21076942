import { PrimaryActionButton, SecondaryActionButton } from '@utrecht/button-react';
import { useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import type { SignInResult } from '../../../contract/session.ts';
import { measurementQuery } from '../../api/measurement.ts';
import { exchangeLoginCode } from '../../api/session.ts';
import { queryClient } from '../../state/query-client.ts';
import { forgetResident } from '../../state/forget-resident.ts';
import { storeSignIn, useResident } from '../../state/resident.ts';
import { local } from '../../state/storage.ts';
import { formatAddress } from '../../ui/format.ts';
import { loginTexts as t } from '../../common/login-texts.ts';
import { LoginLinkForm } from '../../common/login-link-form.tsx';
import { usePageData, type PageLoaderArgs } from '../../common/page-data.ts';

interface LoginLoaderData {
  linkInvalid: boolean;
  /** A link that worked, waiting for the resident to confirm the address it signs in to. */
  pending?: SignInResult;
}

/**
 * Spec §2: ?set_session= from the e-mailed link is validated. The same household signs in at once; otherwise
 * the resident first sees which address the link is for (and, when another household is signed in here, is
 * asked whether to switch), so nobody can be signed into someone else's household by a forwarded link.
 */
export async function loginLoader({ request }: PageLoaderArgs): Promise<LoginLoaderData> {
  const code = new URL(request.url).searchParams.get('set_session');
  if (!code) return { linkInvalid: false };
  const measurement = await queryClient.ensureQueryData(measurementQuery);
  const result = await exchangeLoginCode(measurement.id, code).catch(() => undefined);
  if (!result?.isValid || !result.session) return { linkInvalid: true };
  if (local.get('session')?.participatorId === result.session.participatorId) {
    storeSignIn(result);
    throw redirect('/');
  }
  return { linkInvalid: false, pending: result };
}

export function LoginPage() {
  const { linkInvalid, pending } = usePageData<typeof loginLoader>();
  const [declined, setDeclined] = useState(false);
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      {pending && !declined ? (
        <ConfirmLink result={pending} onDecline={() => setDeclined(true)} />
      ) : (
        <LoginLinkForm linkInvalid={linkInvalid} />
      )}
    </>
  );
}

/** Shows which address an e-mailed link signs in to, and asks before replacing another household's sign-in. */
function ConfirmLink({ result, onDecline }: { result: SignInResult; onDecline: () => void }) {
  const navigate = useNavigate();
  const current = useResident();
  const [busy, setBusy] = useState(false);
  const addresses = result.realEstateObjects
    .map((home) => `${formatAddress(home)}, ${home.postalCode} ${home.city}`)
    .join('; ');
  const accept = async () => {
    setBusy(true);
    // Forget the household signed in here until now (its cached data too). Its session is not ended on the
    // server: the logout answer clears the browser's storage, which would take the new sign-in with it.
    forgetResident();
    storeSignIn(result);
    await navigate('/');
  };
  // The link's session is never stored: it is dropped here and expires after its idle hour. (Ending it on the
  // server would answer Clear-Site-Data, which would also sign out the household that stays signed in.)
  const decline = () => onDecline();
  return (
    <section className="bw-card" aria-labelledby="link-bevestigen">
      <h2 id="link-bevestigen">{current ? t.switchTitle : t.confirmTitle}</h2>
      {current ? <p>{t.signedInFor(formatAddress(current.home))}</p> : null}
      <p>{t.linkFor(addresses)}</p>
      <p>{current ? t.switchQuestion : t.confirmQuestion}</p>
      <div className="bw-form__actions">
        <PrimaryActionButton type="button" onClick={() => void accept()} disabled={busy}>
          {current ? t.switchYes : t.confirmYes}
        </PrimaryActionButton>
        <SecondaryActionButton type="button" onClick={decline} disabled={busy}>
          {current ? t.switchNo : t.confirmNo}
        </SecondaryActionButton>
      </div>
    </section>
  );
}
