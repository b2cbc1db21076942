import { SubtleButton } from '@utrecht/button-react';
import { openPrivacyPanel } from '../state/privacy-event.ts';
import { useResident } from '../state/resident.ts';
import { AppLink } from '../ui/app-link.tsx';
import { footerNavigation } from './navigation.ts';
import { shellTexts } from './texts.ts';

export function SiteFooter() {
  const signedIn = useResident() !== undefined;
  return (
    <footer className="bw-footer">
      <nav aria-label={shellTexts.footerNavLabel}>
        <ul className="bw-footer__links">
          {footerNavigation
            .filter((entry) => signedIn || !entry.signedIn)
            .map((entry) => (
              <li key={entry.path}>
                <AppLink to={entry.path}>{entry.label}</AppLink>
              </li>
            ))}
          <li>
            <SubtleButton type="button" onClick={openPrivacyPanel}>
              {shellTexts.privacyStatement}
            </SubtleButton>
          </li>
        </ul>
      </nav>
      <p className="bw-footer__product">{shellTexts.productName}</p>
    </footer>
  );
}
