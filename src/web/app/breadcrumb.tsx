import { useLocation } from 'react-router';
import { AppLink } from '../ui/app-link.tsx';
import { breadcrumbTrail } from './breadcrumb-trail.ts';
import { shellTexts } from './texts.ts';

export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav className="bw-breadcrumb" aria-label={shellTexts.breadcrumbLabel}>
      <ol>
        <li>
          <AppLink to="/">{shellTexts.breadcrumbHome}</AppLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <AppLink to={crumb.path}>{crumb.label}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
