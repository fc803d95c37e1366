import { type ReactNode, useId } from 'react';

interface Props {
  className: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A section named by its own heading (the landmark screen readers list). */
export function TitledSection({ className, title, testId, children }: Props) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
