import { useSearchParams } from 'react-router';
import { AppLink } from '../../ui/app-link.tsx';
import { signUpTexts as t } from '../../common/account-texts.ts';
import { SignUpForm } from '../../common/sign-up-form.tsx';

/** /aanmelden: postcode, house number and the letter's code; a QR link pre-fills them (?code=&postcode=&huisnummer=). */
export function SignUpPage() {
  const [search] = useSearchParams();
  return (
    <>
      <title>{`${t.title} – Buurtwarmte`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <SignUpForm
        defaults={{
          postalCode: search.get('postcode') ?? '',
          houseNumber: search.get('huisnummer') ?? '',
          code: search.get('code') ?? '',
        }}
      />
      <p className="bw-aside-text">
        {t.noLetter} <AppLink to="/inloggen">{t.toLogin}</AppLink>
      </p>
    </>
  );
}
