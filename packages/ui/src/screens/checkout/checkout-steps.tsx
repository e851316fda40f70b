import { css } from '#styled-system/css';
import { CheckIcon } from '../../icons/index.ts';
import { centredBox } from '../../lib/style-pieces.ts';
import { CHECKOUT_STEPS, type CheckoutStep } from './types.ts';

/**
 * 1 Shipping, 2 Upsell, 3 Payment as an ordered list: the current step is `aria-current="step"`, the
 * steps before it are links back (each step has its own URL), the ones after plain text.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Checkout steps" className={styles.nav}>
      <ol className={styles.list}>
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const number = (
            <span className={styles.number} aria-hidden="true">
              {done ? <CheckIcon /> : index + 1}
            </span>
          );
          return (
            <li
              key={step.id}
              className={styles.item}
              data-state={done ? 'done' : index === currentIndex ? 'current' : 'next'}
            >
              {done ? (
                <a href={step.href} className={styles.link}>
                  {number}
                  {step.label}
                  <span className={styles.srOnly}> (done)</span>
                </a>
              ) : (
                <span className={styles.link} aria-current={index === currentIndex ? 'step' : undefined}>
                  {number}
                  <span className={styles.srOnly}>Step {index + 1}: </span>
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const styles = {
  nav: css({ mb: { base: '6', md: '8' } }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: { base: '2', sm: '6' } }),
  item: css({
    color: 'fg.muted',
    '&[data-state=current]': { color: 'fg.default', fontWeight: 'bold' },
    '&[data-state=done]': { color: 'fg.default' },
  }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    textStyle: 'sm',
    borderRadius: 'l2',
    '&:is(a)': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  number: css(centredBox, {
    w: '7',
    h: '7',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.control',
    fontVariantNumeric: 'tabular-nums',
    '[data-state=current] &': { bg: 'bg.inverted', color: 'fg.inverted', borderColor: 'bg.inverted' },
    '[data-state=done] &': { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
    '& svg': { w: '4', h: '4' },
  }),
  srOnly: css({ srOnly: true }),
};
