import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';

export interface FocusPageProps {
  /** The site's brand, for the wordmark that links home. */
  brand: string;
  /** Beside the wordmark, at the end of the header (e.g. the visit's 'Save and exit'). */
  headerEnd?: ReactNode;
  /** Under the card: usually where to get help (`help`). */
  footer?: ReactNode;
  /** The footer's usual content: a question such as 'Need help logging in?' and the support address. */
  help?: { prompt: string; email: string };
  /**
   * A panel beside the page on wide screens (the login's reasons); the page then takes the right
   * seven twelfths. Hidden on phones.
   */
  aside?: ReactNode;
  /** Where the card sits on wider screens: centred (a short card), or at the top (a long flow). */
  align?: 'center' | 'start';
  /** The main element's id, for a skip link. */
  mainId?: string;
  /** The page's content: usually one FocusCard. */
  children: ReactNode;
}

/**
 * A page with one task and nothing else: the brand's wordmark, one centred card on the canvas, an
 * optional line of help under it. Login, password reset, e-mail confirmation, the error page and the
 * visit's questions are each one of these; a screen brings only its card's content.
 */
export function FocusPage({
  brand,
  headerEnd,
  footer,
  help,
  aside,
  align = 'center',
  mainId,
  children,
}: FocusPageProps) {
  const column = (
    <div className={styles.column}>
      <header className={styles.header}>
        <Wordmark brand={brand} href="/" />
        {headerEnd}
      </header>
      <main id={mainId} className={cx(styles.main, align === 'center' && styles.mainCentred)}>
        {children}
      </main>
      {footer || help ? (
        <footer className={styles.footer}>
          {footer}
          {help ? (
            <>
              {help.prompt} <Link href={`mailto:${help.email}`}>{help.email}</Link>
            </>
          ) : null}
        </footer>
      ) : null}
    </div>
  );
  if (!aside) return <div className={styles.page}>{column}</div>;
  return (
    <div className={pageWithAside}>
      {aside}
      {column}
    </div>
  );
}

export interface FocusCardProps {
  /** An icon in a round badge above the content. */
  badge?: ReactNode;
  /** The badge's colour: the accent, or danger for a failure. */
  badgeTone?: 'accent' | 'danger';
  /** 'form': left-aligned, for a form (28rem); 'message': centred text, a little wider (32rem); 'flow': a long flow such as the visit (36rem). */
  variant?: 'form' | 'message' | 'flow';
  className?: string;
  children: ReactNode;
}

/** The card of a FocusPage; also on its own inside the customer shell (the no-access page). */
export function FocusCard({
  badge,
  badgeTone = 'accent',
  variant = 'form',
  className,
  children,
}: FocusCardProps) {
  return (
    <div className={cx(styles.card, cardVariants[variant], className)}>
      {badge ? (
        <span
          className={cx(
            styles.badge,
            variant === 'message' ? styles.badgeLarge : styles.badgeSmall,
            badgeTone === 'danger' ? styles.badgeDanger : styles.badgeAccent,
          )}
          aria-hidden="true"
        >
          {badge}
        </span>
      ) : null}
      {children}
    </div>
  );
}

/** The card's title: the page's one h1, or an h2 where the card sits in a page that has its own. */
export function FocusHeading({
  children,
  id,
  level = 1,
}: {
  children: ReactNode;
  id?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className={styles.heading}>
      {children}
    </Heading>
  );
}

const page = css.raw({ display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg.canvas' });
/** Merged, not concatenated: the grid replaces the flex column. */
const pageWithAside = css(page, {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
});
/** The header's and the footer's inset from the page's sides. */
const pageGutter = { base: '5', md: '10' } as const;
/** Around the card: narrower on phones, so the card keeps most of the width. */
const mainInset = css.raw({ px: { base: '4', md: '10' }, py: { base: '6', md: '10' } });
const stack = css.raw({ display: 'flex', flexDirection: 'column' });
const centred = css.raw({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

const styles = {
  page: css(page),
  column: css(stack, { flex: '1', minW: '0' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    px: pageGutter,
    pt: { base: '6', md: '8' },
  }),
  main: css(mainInset, { flex: '1', display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }),
  mainCentred: css({ alignItems: { md: 'center' } }),
  footer: css({ px: pageGutter, pb: '8', textStyle: 'sm', color: 'fg.muted', textAlign: 'center' }),
  card: css({
    width: 'full',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'raised',
  }),
  badge: css(centred, { borderRadius: 'full' }),
  badgeSmall: css({ w: '12', h: '12', mb: '5', '& svg': { w: '6', h: '6' } }),
  badgeLarge: css({ w: '14', h: '14', mb: '2', '& svg': { w: '7', h: '7' } }),
  badgeAccent: css({ bg: 'accent.subtle', color: 'accent.fg' }),
  badgeDanger: css({ bg: 'danger.subtle', color: 'danger.fg' }),
  heading: css({
    textStyle: { base: '2xl', sm: '3xl' },
    fontFamily: 'heading',
    fontWeight: 'bold',
    textWrap: 'balance',
  }),
};

const cardVariants = {
  form: css({ maxW: '28rem', px: { base: '5', sm: '8' }, py: { base: '7', sm: '9' } }),
  message: css(stack, {
    alignItems: 'center',
    gap: '3',
    maxW: '32rem',
    textAlign: 'center',
    px: { base: '6', sm: '10' },
    py: { base: '8', sm: '10' },
  }),
  flow: css(stack, { gap: '5', maxW: '36rem', px: { base: '5', sm: '8' }, py: { base: '6', sm: '8' } }),
};
