import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Drawer } from '../../components/drawer/index.ts';

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Under the title, read with it as the dialog's description. */
  description?: ReactNode;
  /** The X's accessible name ('Close cart'). */
  closeLabel: string;
  /** The body: `Drawer.Body` and, where it has one, `Drawer.Footer`. */
  children: ReactNode;
}

/**
 * The shop's side drawer (spec section 2), the cart's and the login slider's: from the right over a
 * backdrop, 700px wide, full width under 920px. Escape, the backdrop and the X close it; focus
 * returns to what opened it.
 */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="cart"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <div className={styles.heading}>
                <Drawer.Title>{title}</Drawer.Title>
                {description ? <Drawer.Description>{description}</Drawer.Description> : null}
              </div>
              <Drawer.CloseTrigger aria-label={closeLabel} />
            </Drawer.Header>
            {children}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

const styles = {
  heading: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
};
