import { defaultSiteConfig } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { prose } from '#styled-system/recipes';
import {
  type SiteContactProps,
  StaticPage,
  type StaticPagePath,
  type StaticPageProps,
  type TocEntry,
} from '../../layouts/static-page/index.ts';

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

export interface LegalPageProps extends SiteContactProps {
  /** The effective date shown under the title. */
  updated?: string;
  headerAction?: StaticPageProps['headerAction'];
}

/** What one legal page says: where it lives, its title and intro, its sections for a brand and its contacts. */
export interface LegalText {
  path: StaticPagePath;
  title: string;
  intro: string;
  sections: (brand: string, email: string, phone: string) => DocumentSection[];
}

/**
 * The page of one legal text (privacy, terms, telehealth consent): the static frame with 'Legal' over
 * the title, the date it took effect, a table of contents and the sections.
 */
export function legalPage(text: LegalText) {
  return ({ updated = LEGAL_EFFECTIVE_DATE, ...site }: LegalPageProps) => {
    const sections = text.sections(
      site.brand ?? defaultSiteConfig.brand,
      site.supportEmail ?? defaultSiteConfig.supportEmail,
      site.supportPhone ?? defaultSiteConfig.supportPhone,
    );
    return (
      <StaticPage
        {...site}
        current={text.path}
        eyebrow="Legal"
        title={text.title}
        intro={text.intro}
        meta={`Last updated ${updated}`}
        toc={tocOf(sections)}
      >
        <LegalDocument sections={sections} />
      </StaticPage>
    );
  };
}
