import { messageTexts } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as testUserEvent, waitFor, within } from 'storybook/test';
import {
  alexLongThread,
  alexThread,
  alexThreadRead,
  mayaLindqvist,
  mayaReplyTime,
  messagesNow,
  messagesTimeZone,
  noahOkafor,
  siteReplyTime,
} from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import { MessagesScreen } from './messages-screen.tsx';

const meta = {
  title: 'Screens/Messages',
  component: MessagesScreen,
  args: {
    now: messagesNow,
    timeZone: messagesTimeZone,
    onSend: fn(),
    onRetrySend: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real 1×1 PNG, as a phone would hand the file picker a photo. */
function pngFile(name = 'rash.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC'),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

function photoInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new TypeError('the composer has no photo input');
  return input;
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

const ready = { state: 'ready', doctor: mayaLindqvist, replyTime: mayaReplyTime } as const;

/** /messages while the thread is being fetched. */
export const Loading: Story = loadingStory('Loading your messages…');

/** /messages when the thread could not be fetched; 'Try again' refetches. */
export const Error: Story = errorStory();

/** /messages for a customer who has not had an online visit: no doctor, nothing to send to yet. */
export const NoDoctorYet: Story = {
  args: { state: 'ready', messages: [], doctor: null, replyTime: siteReplyTime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No doctor yet' })).toBeVisible();
    await expect(canvas.getByText(/Our doctors usually reply within 2 business days/)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** /messages with a doctor but no messages yet: an invitation to write, and the composer. */
export const EmptyThread: Story = {
  args: { ...ready, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Message to Dr. Lindqvist' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message to Dr. Lindqvist' })).toBeVisible();
  },
};

/**
 * /messages for Alex: the doctor with photo and reply time, three days under their separators, sender
 * names, the doctor's new message marked; writing and sending a message empties the composer.
 */
export const Typical: Story = {
  args: { ...ready, messages: alexThread, firstUnreadId: '9004' },
  play: async ({ canvas, userEvent, args }) => {
    const doctor = canvas.getByRole('region', { name: 'Your doctor' });
    await expect(within(doctor).getByRole('heading', { name: 'Dr. Maya Lindqvist, MD' })).toBeVisible();
    await expect(
      within(doctor).getByText('Dr. Lindqvist usually replies within 1 business day'),
    ).toBeVisible();
    // Ark's Avatar keeps the photo hidden (the initials show) until the image has loaded: wait for that.
    const photo = await within(doctor).findByRole(
      'img',
      { name: 'Photo of Dr. Maya Lindqvist, MD' },
      { timeout: 5000 },
    );
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('data-state', 'visible');
    await expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0);

    const thread = canvas.getByRole('log', { name: 'Conversation with Dr. Maya Lindqvist, MD' });
    const days = within(thread)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(days).toEqual(['Monday, October 5', 'Yesterday', 'Today']);
    await expect(within(thread).getAllByText('Dr. Maya Lindqvist, MD')).toHaveLength(2);
    await expect(within(thread).getByText('New')).toBeVisible();
    await expect(within(thread).getByRole('img', { name: 'Photo you sent' })).toBeVisible();
    // The newest message is the last one, and it is in view.
    const items = thread.querySelectorAll('li[data-message-id]');
    await expect(items[items.length - 1]).toHaveAttribute('data-message-id', '9005');
    await waitFor(() => expect(inViewport(items[items.length - 1] as Element)).toBe(true));
    await expect(within(thread).getByText('Sent')).toBeVisible();

    const box = canvas.getByRole('textbox', { name: 'Message to Dr. Lindqvist' });
    await userEvent.type(box, '  The new label says 5 mg instead of 3 mg.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      body: 'The new label says 5 mg instead of 3 mg.',
      attachment: null,
    });
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/** /messages with a blank message: Send explains instead of sending; Ctrl+Enter sends once it is written. */
export const BlankMessage: Story = {
  args: { ...ready, messages: alexThread },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message to Dr. Lindqvist' });
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(messageTexts.bodyRequired));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(box, 'Hello');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith({ body: 'Hello', attachment: null });
  },
};

/** /messages with months of history: it opens scrolled to the newest message, above the composer. */
export const LongThread: Story = {
  args: { ...ready, messages: alexLongThread },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('li[data-message-id]');
    const newest = items[items.length - 1] as Element;
    await waitFor(() => expect(inViewport(newest)).toBe(true));
    await expect(inViewport(items[0] as Element)).toBe(false);
    // Not hidden under the docked composer either.
    const composer = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      composer.getBoundingClientRect().top,
    );
  },
};

/** /messages right after Send: the message shows at the bottom as 'Sending…'. */
export const Sending: Story = {
  args: {
    ...ready,
    messages: [
      ...alexThreadRead,
      {
        id: 'local-1',
        sender: 'patient',
        senderName: 'Alex Berg',
        body: 'Also, can I take it on a plane?',
        sentAt: '2026-10-07T14:58:00Z',
        readAt: null,
        attachment: null,
        delivery: 'sending',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const sending = canvasElement.querySelector('li[data-delivery="sending"]') as HTMLElement;
    await expect(within(sending).getByText('Sending…')).toBeVisible();
    // The receipt moves to the newest stored message only once this one is stored.
    await expect(within(canvasElement).getByText(/^Read by Dr. Lindqvist/)).toBeVisible();
  },
};

/** /messages when a send failed: the message stays, 'Not sent', with the reason, Retry and Discard. */
export const FailedWithRetry: Story = {
  args: {
    ...ready,
    messages: [
      ...alexThread,
      {
        id: 'local-2',
        sender: 'patient',
        senderName: 'Alex Berg',
        body: 'Also, can I take it on a plane?',
        sentAt: '2026-10-07T14:58:00Z',
        readAt: null,
        attachment: null,
        delivery: 'failed',
        failureReason: 'We could not reach Helmsman. Check your connection and try again.',
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not reach Helmsman. Check your connection and try again.',
    );
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetrySend).toHaveBeenCalledWith('local-2');
    await userEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('local-2');
  },
};

/** /messages with a photo chosen: a preview before sending; it can be removed, and is sent with the text. */
export const WithAttachmentPreview: Story = {
  args: { ...ready, messages: alexThread },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const photo = pngFile();
    await userEvent.upload(photoInput(canvasElement), photo);
    const preview = canvas.getByRole('group', { name: 'Photo to send' });
    await expect(within(preview).getByRole('img', { name: 'Preview of rash.png' })).toBeVisible();
    await expect(preview).toHaveTextContent('rash.png');
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();

    await userEvent.click(within(preview).getByRole('button', { name: 'Remove photo rash.png' }));
    await expect(canvas.queryByRole('group', { name: 'Photo to send' })).toBeNull();

    await userEvent.upload(photoInput(canvasElement), photo);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message to Dr. Lindqvist' }),
      'This spot appeared.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({ body: 'This spot appeared.', attachment: photo });
    await expect(canvas.queryByRole('group', { name: 'Photo to send' })).toBeNull();
  },
};

/** /messages when the chosen file is not a photo, or too large: it is refused at once, saying why. */
export const RejectedAttachment: Story = {
  args: { ...ready, messages: alexThread },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = photoInput(canvasElement);
    // The picker offers images only; a file dropped on it or picked with "All files" can still be anything.
    await testUserEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF-1.7'], 'lab-results.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Photos must be JPEG, PNG, WebP or HEIC images.',
    );
    await expect(canvas.queryByRole('group', { name: 'Photo to send' })).toBeNull();

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Photos can be at most 10 MB.');
    await expect(canvas.queryByRole('group', { name: 'Photo to send' })).toBeNull();

    await userEvent.upload(input, pngFile());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Photo to send' })).toBeVisible();
  },
};

/** /messages after the doctor opened Alex's latest message: 'Read by Dr. Lindqvist' and when. */
export const DoctorHasRead: Story = {
  args: { ...ready, messages: alexThreadRead },
  play: async ({ canvasElement }) => {
    const last = canvasElement.querySelector('li[data-message-id="9005"]') as HTMLElement;
    await expect(within(last).getByText('Read by Dr. Lindqvist · Oct 7, 9:05 AM')).toBeVisible();
    // Only the newest of the patient's messages carries the receipt.
    await expect(within(canvasElement).getAllByText(/^Read by/)).toHaveLength(1);
  },
};

/** /messages for a doctor without photo or reply time: initials, and the site's reply time for "our doctors". */
export const SiteReplyTime: Story = {
  args: {
    state: 'ready',
    doctor: noahOkafor,
    replyTime: siteReplyTime,
    messages: [],
  },
  play: async ({ canvas }) => {
    const doctor = canvas.getByRole('region', { name: 'Your doctor' });
    await expect(doctor).toHaveTextContent('NO');
    await expect(within(doctor).getByText('Our doctors usually reply within 2 business days')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Message to Dr. Okafor' })).toBeVisible();
  },
};

/** /messages on a 360px phone: bubbles wrap, the composer stays at the bottom, nothing scrolls sideways. */
export const Mobile: Story = {
  args: { ...ready, messages: alexThreadRead, firstUnreadId: '9004' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Dr. Maya Lindqvist, MD' })).toBeVisible();
    const composer = canvasElement.querySelector('form') as HTMLFormElement;
    await waitFor(() =>
      expect(composer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
