import type { ReactNode } from 'react';
import { Button } from '../../components/button/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { ShoppingBagIcon } from '../../icons/index.ts';

/**
 * 'Your cart is empty', what to do about it, and 'Browse products': the cart drawer and the checkout
 * steps show the same, each with its own words and heading level.
 */
export function EmptyCart({
  shopHref,
  heading,
  className,
  children,
}: {
  shopHref: string;
  /** The drawer's title is its h2, so there it is an h3; a checkout step's is an h2. */
  heading: 'h2' | 'h3';
  className?: string;
  /** The description. */
  children: ReactNode;
}) {
  const Heading = heading;
  return (
    <EmptyState.Root className={className}>
      <EmptyState.Indicator>
        <ShoppingBagIcon />
      </EmptyState.Indicator>
      <EmptyState.Title asChild>
        <Heading>Your cart is empty</Heading>
      </EmptyState.Title>
      <EmptyState.Description>{children}</EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href={shopHref}>Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}
