import { pageTitle } from '@helmsman/domain';
import { useEffect } from 'react';
import { useSiteConfig } from '../site/use-site-config.ts';

/** document.title matches the title bar: 'title | brand', the brand of the site configuration. */
export function useDocumentTitle(title: string, brand?: string): void {
  const siteBrand = useSiteConfig().brand;
  const shown = brand ?? siteBrand;
  useEffect(() => {
    document.title = pageTitle(title, shown);
  }, [title, shown]);
}
