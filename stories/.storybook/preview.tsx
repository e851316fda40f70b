import '@helmsman/ui/styles.css';
import { loadFormSchemas, preloadLazyParts } from '@helmsman/ui';
import type { Preview } from '@storybook/react-vite';

/** Widths the screens must work at; 360px is the narrowest phone the spec's layouts target. */
const viewports = {
  mobile360: { name: 'Mobile (360px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  mobile390: { name: 'iPhone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: an axe violation fails it in Vitest.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    backgrounds: { disable: true },
  },
  tags: ['autodocs'],
  // Forms load their schemas, and screens their dialogs, drawers and toast region, after they paint
  // (the app's first load stays light). A story starts with all of them in, as a page is once idle,
  // so play functions never wait for a chunk.
  loaders: [
    async () => {
      await Promise.all([loadFormSchemas(), preloadLazyParts()]);
      return {};
    },
  ],
};

export default preview;
