import { type CardSummary, cardBrandName, cardSummaryText, formatCardExpiry } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { CreditCardIcon } from '../../icons/index.ts';

/**
 * 'Visa •••• 4242, expires 12/30' beside a card icon. Screen readers hear 'Visa ending in 4242,
 * expires 12/30' instead of four bullets. Only brand, last four and expiry ever reach the screen.
 */
export function CardSummaryLine({ card, className }: { card: CardSummary; className?: string }) {
  return (
    <p className={cx(styles.line, className)}>
      <span className={styles.icon} aria-hidden="true">
        <CreditCardIcon />
      </span>
      <span aria-hidden="true">{cardSummaryText(card)}</span>
      <span className={css({ srOnly: true })}>
        {cardBrandName(card.brand)} ending in {card.last4}, expires{' '}
        {formatCardExpiry(card.expMonth, card.expYear)}
      </span>
    </p>
  );
}

const styles = {
  line: css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'semibold' }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '12',
    h: '8',
    borderRadius: 'l1',
    bg: 'bg.inverted',
    color: 'accent.default',
    '& svg': { w: '5', h: '5' },
  }),
};
