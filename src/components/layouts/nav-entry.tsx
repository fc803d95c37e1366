import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-item.ts';
import { useAliasCurrent } from './use-alias-current.ts';

/** A section link with its icon, marked as the current page on its alias too: header, tab bar and More menu. */
export function NavEntry({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className: string;
  onClick?: () => void;
}) {
  const current = useAliasCurrent();
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      {...current(item.to)}
      className={className}
      activeProps={{ 'aria-current': 'page' }}
      onClick={onClick}
    >
      {Icon ? <Icon aria-hidden="true" className="nav-icon" /> : null}
      <span className="nav-label">{item.label}</span>
    </Link>
  );
}
