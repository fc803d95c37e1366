import { useEffect } from 'react';
import { getBrand } from '../lib/brand.ts';

/** Renders the page heading and keeps document.title in step, which the route announcer reads. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${getBrand().name}`;
  }, [children]);
  return <h1 className="page-title">{children}</h1>;
}
