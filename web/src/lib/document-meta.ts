import { useEffect } from 'react';

const DEFAULT_TITLE = 'Quote Analyzer';

/** Sets the page title (and meta description when given) while the screen is shown. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
    return () => {
      document.title = previousTitle || DEFAULT_TITLE;
      if (meta && description && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
