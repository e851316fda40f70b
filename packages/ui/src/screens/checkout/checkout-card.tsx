import { type ReactNode, Suspense, useId } from 'react';
import { css } from '#styled-system/css';
import { Card } from '../../components/card/index.ts';
import { PageState } from '../../components/page-state/index.ts';

/**
 * One part of a checkout step (the sign-up, the address, the payment, the summary): a card that is a
 * region named by its h2, so screen-reader users can jump between them.
 */
export function CheckoutCard({
  title,
  description,
  action,
  bodyClassName,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** A link beside the title, e.g. 'Change'. */
  action?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Header className={action ? styles.withAction : undefined}>
          <Card.Title asChild>
            <h2 id={headingId}>{title}</h2>
          </Card.Title>
          {description ? <Card.Description>{description}</Card.Description> : null}
          {action}
        </Card.Header>
        <Card.Body className={bodyClassName}>{children}</Card.Body>
      </section>
    </Card.Root>
  );
}

/** Where a step's form (a lazy part) renders: a spinner in its place until its chunk is in. */
export function FormLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageState state="loading" label="Loading the form…" />}>{children}</Suspense>;
}

/** A step's form: fields stacked, and a container so field rows can sit side by side when there is room. */
export const checkoutForm = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  containerType: 'inline-size',
});

const styles = {
  withAction: css({
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'baseline',
  }),
};
