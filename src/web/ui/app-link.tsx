import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';

const linkClass = 'utrecht-link utrecht-link--html-a';

/** A router link that looks like the NL Design System link (client-side navigation, same styling). */
export function AppLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${linkClass} ${className}` : linkClass} />;
}

/** A menu link: marks the current page with aria-current="page". */
export function AppNavLink({ className, ...props }: Omit<NavLinkProps, 'className'> & { className?: string }) {
  return (
    <NavLink
      {...props}
      end
      className={({ isActive }) =>
        [linkClass, className, isActive ? 'utrecht-link--current' : ''].filter(Boolean).join(' ')
      }
    />
  );
}
