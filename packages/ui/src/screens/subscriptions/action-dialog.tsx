import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog/index.ts';
import { ActionFailureMessage } from './action-failure-message.tsx';
import type { ActionFailure } from './use-subscription-action.ts';

export interface ActionDialogProps {
  open: boolean;
  /** Closing is refused while `busy`: the answer must land where the customer is looking. */
  onClose: () => void;
  busy: boolean;
  title: string;
  description: ReactNode;
  failure: ActionFailure | null;
  /** Where focus goes on close (the opener, or the card's heading when the opener is gone). */
  finalFocus: () => HTMLElement | null;
  children?: ReactNode;
  footer: ReactNode;
}

/** The modal every subscription decision uses: title, what happens, the choice, the outcome. */
export function ActionDialog({
  open,
  onClose,
  busy,
  title,
  description,
  failure,
  finalFocus,
  children,
  footer,
}: ActionDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role="dialog"
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <div>
                <Dialog.Title>{title}</Dialog.Title>
                <Dialog.Description>{description}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger aria-label="Close" disabled={busy} />
            </Dialog.Header>
            <Dialog.Body>
              {failure ? <ActionFailureMessage failure={failure} /> : null}
              {children}
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
