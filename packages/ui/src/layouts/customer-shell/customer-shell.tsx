import { defaultSiteConfig } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { customerShell } from '#styled-system/recipes';
import { Link } from '../../components/link/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';

export interface ShellCustomer {
  firstName: string;
  lastName: string;
  prospectsId: string | null;
}

export interface CustomerShellProps {
  /** Null while the customer's data loads. */
  customer: ShellCustomer | null;
  brand?: string;
  children: ReactNode;
}

/**
 * The frame of every customer page: brand, who is logged in, navigation and log out around a single
 * <main>. Pure: the app passes the customer and renders the page inside.
 */
export function CustomerShell({ customer, brand = defaultSiteConfig.brand, children }: CustomerShellProps) {
  const classes = customerShell();
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <Wordmark brand={brand} href="/orders" />
        <nav aria-label="Customer area" className={classes.nav}>
          {customer ? (
            <p className={classes.customer}>
              {customer.firstName} {customer.lastName}
              {customer.prospectsId ? ` · Customer: ${customer.prospectsId}` : null}
            </p>
          ) : null}
          <Link href="/orders" variant="standalone">
            Orders
          </Link>
          <Link href="/logout" variant="standalone">
            Log out
          </Link>
        </nav>
      </header>
      <main id="main" className={classes.main}>
        {children}
      </main>
    </div>
  );
}
