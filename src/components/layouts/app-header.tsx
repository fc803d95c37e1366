import { Link, type LinkProps } from '@tanstack/react-router';
import { getBrand } from '../../lib/brand.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { LogOutButton } from '../log-out-button.tsx';
import { NavEntry } from './nav-entry.tsx';
import type { NavItem } from './nav-item.ts';
import { TabBarMore } from './tab-bar-more.tsx';

interface Props {
  home: NonNullable<LinkProps['to']>;
  title: string;
  items: readonly NavItem[];
  navLabel: string;
  className?: string;
  navClassName: string;
  /** Further sections behind a "More" disclosure at the end of the row (the row has room for so many). */
  more?: readonly NavItem[];
  /** The way to the account's other area (ambassador ↔ admin), beside language and log-out. */
  otherArea?: NavItem | null;
}

/** The signed-in header: brand, section links, language and log-out (ambassador and admin areas). */
export function AppHeader({ home, title, items, navLabel, className, navClassName, more, otherArea }: Props) {
  const OtherIcon = otherArea?.icon;
  return (
    <header className={className ? `header ${className}` : 'header'}>
      <Link to={home} className="brand">
        <img src={getBrand().logo_url} alt="" width={28} height={28} />
        <span>{title}</span>
      </Link>
      <nav className={navClassName} aria-label={navLabel}>
        {items.map((item) => (
          <NavEntry key={item.to} item={item} className="nav-link" />
        ))}
        {more?.length ? (
          <div className="header__more">
            <TabBarMore items={more} />
          </div>
        ) : null}
      </nav>
      <div className="header__actions">
        {otherArea ? (
          <Link to={otherArea.to} className="btn btn--transparent btn--small header__other-area">
            {OtherIcon ? <OtherIcon aria-hidden="true" className="nav-icon" /> : null}
            <span className="header__other-area-label">{otherArea.label}</span>
          </Link>
        ) : null}
        <LanguageSwitch />
        <LogOutButton />
      </div>
    </header>
  );
}
