import type { ReactNode } from 'react';
import { prose } from '#styled-system/recipes';
import type { TocEntry } from '../../layouts/static-page/index.ts';

/** One numbered part of a legal text; its id is the anchor the table of contents links to. */
export interface DocumentSection extends TocEntry {
  body: ReactNode;
}

/** The table of contents of a document: the same ids and titles as its headings. */
export function tocOf(sections: readonly DocumentSection[]): TocEntry[] {
  return sections.map(({ id, title }) => ({ id, title }));
}

/** A legal text: plain sections under h2 headings, set in the prose style. */
export function LegalDocument({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <div className={prose()}>
      {sections.map((section) => (
        <section key={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}

/** The effective date legal texts show unless the app passes its own (legal review sets it). */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2026';
