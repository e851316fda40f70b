import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Drawer } from '../../components/drawer/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the menu closes: the hamburger. */
  finalFocus: () => HTMLElement | null;
  brand: string;
  menu: ReactNode;
}

/**
 * The small screens' menu as a slide-over from the left. A module of its own: CompactBar loads it
 * when the menu is first opened, so the dialog machine is not part of a customer page's first load.
 */
export function MenuDrawer({ open, onOpenChange, finalFocus, brand, menu }: MenuDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      placement="start"
      size="menu"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            // Following any link in the menu closes it (Escape and the backdrop close it via Ark).
            onClick={(event) => {
              if ((event.target as Element).closest('a[href]')) onOpenChange(false);
            }}
          >
            <Drawer.Header>
              <Wordmark brand={brand} href="/dashboard" />
              <Drawer.CloseTrigger aria-label="Close menu" />
            </Drawer.Header>
            <Drawer.Title className={css({ srOnly: true })}>Menu</Drawer.Title>
            <div className={css({ flex: '1', minH: '0', overflowY: 'auto', display: 'flex' })}>{menu}</div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
