import { Link, type LinkProps } from '@tanstack/react-router';
import { getBrand } from '../../lib/brand.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { LogOutButton } from '../log-out-button.tsx';
import type { NavItem } from './nav-item.ts';
import { TabBarMore } from './tab-bar-more.tsx';
import { useAliasCurrent } from './use-alias-current.ts';

interface Props {
  home: NonNullable<LinkProps['to']>;
  title: string;
  items: readonly NavItem[];
  navLabel: string;
  className?: string;
  navClassName: string;
  /** Further sections behind a "More" disclosure at the end of the row (the row has room for so many). */
  more?: readonly NavItem[];
}

/** The signed-in header: brand, section links, language and log-out (ambassador and admin areas). */
export function AppHeader({ home, title, items, navLabel, className, navClassName, more }: Props) {
  const current = useAliasCurrent();
  return (
    <header className={className ? `header ${className}` : 'header'}>
      <Link to={home} className="brand">
        <img src={getBrand().logo_url} alt="" width={28} height={28} />
        <span>{title}</span>
      </Link>
      <nav className={navClassName} aria-label={navLabel}>
        {items.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            {...current(item.to)}
            className="nav-link"
            activeProps={{ 'aria-current': 'page' }}
          >
            {item.label}
          </Link>
        ))}
        {more?.length ? (
          <div className="header__more">
            <TabBarMore items={more} />
          </div>
        ) : null}
      </nav>
      <div className="header__actions">
        <LanguageSwitch />
        <LogOutButton />
      </div>
    </header>
  );
}
