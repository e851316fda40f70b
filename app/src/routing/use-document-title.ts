import { defaultSiteConfig, pageTitle } from '@helmsman/domain';
import { useEffect } from 'react';

/** document.title matches the title bar: 'title | brand'. */
export function useDocumentTitle(title: string, brand: string = defaultSiteConfig.brand): void {
  useEffect(() => {
    document.title = pageTitle(title, brand);
  }, [title, brand]);
}
