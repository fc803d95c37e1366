import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'green' | 'transparent' | 'gray' | 'pink' | 'warned' | 'light-gray';
export type ButtonSize = 'normal' | 'small' | 'tiny';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

/** The six button variants and two small sizes of SPEC §9. */
export function Button({ variant = 'green', size = 'normal', loading, className, children, ...rest }: Props) {
  const classes = ['btn', `btn--${variant}`, size !== 'normal' && `btn--${size}`, className].filter(Boolean);
  return (
    <button type="button" className={classes.join(' ')} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
