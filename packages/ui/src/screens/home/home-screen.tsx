import {
  bestSavingsPercent,
  defaultSiteConfig,
  type ProductFamily,
  SHOP_FAMILIES,
  type VisitCategory,
  visitCategoryLabels,
} from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { staticPage } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import * as Card from '../../components/card/card.tsx';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { cardGrid } from '../shop/card-grid.ts';
import { ProductGrid } from '../shop/product-grid.tsx';

export interface HomeScreenProps {
  /** The site title, the page's h1: brand + 'Health Clinic For Men' (`SiteConfig.title`). */
  siteTitle?: string;
  tagline?: string;
  /**
   * Where a treatment card leads: the online visit of its category, or the no-access page while
   * the `onlineVisit` feature is off.
   */
  treatmentHref: (category: VisitCategory) => string;
  /** Where a gummy card leads; domain `productPath` by default. */
  productHref?: (family: ProductFamily) => string;
}

/** The treatments an online visit exists for, in the order the home page shows them. */
const treatments: readonly { category: VisitCategory; text: string }[] = [
  {
    category: 'ed',
    text: 'Prescription treatment for erectile dysfunction, after an online visit with a doctor.',
  },
  { category: 'sleep', text: 'A doctor reviews how you sleep and prescribes what helps you rest.' },
  { category: 'hair', text: 'Treatment that keeps the hair you have, prescribed by a licensed doctor.' },
  {
    category: 'SKY GLP',
    text: 'GLP-1 weight management with a doctor and regular check-ins on your progress.',
  },
];

/**
 * '/', the shop's home page (issue 13): the site title and tagline, the gummies (each to its product
 * page) and the treatments (each to its online visit). Render it inside `SiteLayout`.
 */
export function HomeScreen({
  siteTitle = defaultSiteConfig.title,
  tagline = defaultSiteConfig.tagline,
  treatmentHref,
  productHref,
}: HomeScreenProps) {
  const hero = staticPage();
  const bestSaving = Math.max(...SHOP_FAMILIES.map(bestSavingsPercent));
  const gummiesId = useId();
  const treatmentsId = useId();
  return (
    <>
      <div className={hero.hero}>
        <div className={hero.heroInner}>
          <p className={hero.eyebrow}>{tagline}</p>
          <h1 className={hero.title}>{siteTitle}</h1>
          <p className={hero.intro}>
            Supplements delivered to your door, and treatments prescribed online by licensed doctors.
          </p>
          <div className={styles.heroActions}>
            <Button asChild size="lg">
              <a href="/shop">Shop gummies</a>
            </Button>
          </div>
        </div>
      </div>

      <section aria-labelledby={gummiesId} className={styles.section}>
        <h2 id={gummiesId} className={styles.sectionTitle}>
          Gummies
        </h2>
        <p className={styles.sectionIntro}>Buy once, or subscribe and save up to {bestSaving}%.</p>
        <ProductGrid families={SHOP_FAMILIES} productHref={productHref} headingLevel="h3" eagerFirst />
      </section>

      <section aria-labelledby={treatmentsId} className={styles.section}>
        <h2 id={treatmentsId} className={styles.sectionTitle}>
          Treatments
        </h2>
        <p className={styles.sectionIntro}>
          Start with a short online visit; a doctor reviews it and replies.
        </p>
        <ul className={cardGrid.list}>
          {treatments.map(({ category, text }) => (
            <li key={category} className={cardGrid.item}>
              <Card.Root className={cardGrid.card}>
                <Card.Body>
                  <span className={styles.treatmentIcon}>
                    <CategoryIcon category={category} size={28} />
                  </span>
                  <h3 className={cardGrid.name}>
                    <a href={treatmentHref(category)} className={cardGrid.link}>
                      {visitCategoryLabels[category]}
                    </a>
                  </h3>
                  <p className={styles.treatmentText}>{text}</p>
                  <span className={styles.treatmentCta} aria-hidden="true">
                    Start your visit →
                  </span>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const styles = {
  heroActions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '3' }),
  // Content-box, like the title band's inner column, so the sections line up with the title.
  section: css({
    boxSizing: 'content-box',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '5', md: '10' },
    py: { base: '10', md: '14' },
  }),
  sectionTitle: css({ textStyle: { base: '2xl', md: '3xl' }, fontFamily: 'heading', fontWeight: 'bold' }),
  sectionIntro: css({ color: 'fg.muted', mt: '1', mb: { base: '5', md: '6' } }),
  treatmentIcon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'fg.default',
  }),
  treatmentText: css({ textStyle: 'sm', color: 'fg.muted', flex: '1' }),
  treatmentCta: css({ textStyle: 'sm', fontWeight: 'semibold' }),
};
