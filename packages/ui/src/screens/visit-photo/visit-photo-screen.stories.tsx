import { visitPhotoTexts } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VisitPhotoScreen } from './visit-photo-screen.tsx';

/** A real 1×1 PNG, as a phone would hand the file picker a photo. */
function pngFile(name = 'me.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC'),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

const photo = pngFile();

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="visit-photo-input"]');
  if (!input) throw new TypeError('the screen has no file input');
  return input;
}

const meta = {
  title: 'Screens/VisitPhoto',
  component: VisitPhotoScreen,
  args: {
    category: 'ed',
    photo: { state: 'empty' },
    onChoose: fn(),
    onUpload: fn(),
    continueHref: '/visit/ed/treatment',
  },
} satisfies Meta<typeof VisitPhotoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On arrival: what the photo is for, the accepted types, and a chooser that takes only them. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A photo of you or your ID' })).toBeVisible();
    await expect(canvas.getByText('JPEG, PNG or HEIC, up to 10 MB.')).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input.accept.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', '.heic']),
    );
    await expect(canvas.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    await userEvent.upload(input, photo);
    await expect(args.onChoose).toHaveBeenCalledWith(photo);
    // A phone's camera has its own input: `capture` there would hide the photo library here.
    const camera = canvasElement.querySelector('[data-testid="visit-camera-input"]');
    await expect(camera).toHaveAttribute('capture', 'user');
    await expect(input).not.toHaveAttribute('capture');
  },
};

/** A photo chosen: its preview (drawn from the file itself) and Upload photo. */
export const Preview: Story = {
  args: { photo: { state: 'chosen', file: photo } },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Preview of me.png' });
    await waitFor(() => expect(image.complete && image.naturalWidth).toBe(1));
    await expect(image.src).toMatch(/^blob:/);
    await expect(canvas.getByText(/me\.png/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload photo' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Choose another photo' })).toBeEnabled();
  },
};

/** A file of another type, refused before anything was sent; another can be chosen. */
export const InvalidType: Story = {
  args: { photo: { state: 'refused', message: visitPhotoTexts.type } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your photo must be a JPEG, PNG or HEIC image.',
    );
    await expect(canvas.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A photo over 10 MB, refused before anything was sent. */
export const TooLarge: Story = {
  args: { photo: { state: 'refused', message: visitPhotoTexts.tooLarge } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your photo can be at most 10 MB.');
  },
};

/** Sending: the progress, read out, and no second choice meanwhile. */
export const Uploading: Story = {
  args: { photo: { state: 'uploading', file: photo, progress: 0.42 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading your photo' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading… 42%');
    await expect(canvas.getByRole('button', { name: 'Choose another photo' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Upload photo' })).toBeNull();
  },
};

/** The upload failed: the gateway's message and Try again, with the photo still previewed. */
export const Failed: Story = {
  args: {
    photo: { state: 'failed', file: photo, message: 'We could not upload your photo. Please try again.' },
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not upload your photo. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
  },
};

/** On file with the visit: Continue leads to the treatment step. */
export const Done: Story = {
  args: { photo: { state: 'done', file: photo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your photo is on file.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/visit/ed/treatment',
    );
    await expect(canvas.queryByRole('button', { name: 'Choose another photo' })).toBeNull();
  },
};

/** Uploaded earlier (a reload, another device): done, without a preview. */
export const DoneEarlier: Story = {
  args: { photo: { state: 'done', file: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** At 360 px, on a touch screen: the preview fits and the buttons wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { photo: { state: 'chosen', file: photo } },
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: 'Preview of me.png' });
    await waitFor(() => expect(image.complete).toBe(true));
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  },
};
