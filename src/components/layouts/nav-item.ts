import type { LinkProps } from '@tanstack/react-router';

/** One section link of a header or tab bar. */
export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
}
