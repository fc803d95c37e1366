import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';

/** One section link of a header or tab bar; the icon is drawn beside (header) or above (tab bar) the label. */
export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon?: LucideIcon;
}
