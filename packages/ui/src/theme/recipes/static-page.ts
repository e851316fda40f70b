import { defineSlotRecipe } from '@pandacss/dev';
import { staticPageAnatomy } from './anatomy.ts';

const gutter = { base: '5', md: '10' } as const;

/** The anonymous frame of the support, legal and FAQ pages. */
export const staticPage = defineSlotRecipe({
  className: 'static-page',
  slots: staticPageAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg.canvas', color: 'fg.default' },
    skipLink: {
      srOnly: true,
      _focus: {
        srOnly: false,
        position: 'absolute',
        top: '2',
        left: '2',
        zIndex: 'skipLink',
        bg: 'bg.default',
        px: '4',
        py: '2',
        borderRadius: 'l2',
        boxShadow: 'raised',
      },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      px: gutter,
      py: '4',
      bg: 'bg.default',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    hero: {
      px: gutter,
      pt: { base: '10', md: '16' },
      pb: { base: '8', md: '12' },
      bg: 'bg.inverted',
      color: 'fg.inverted',
      // The accent glow of the login panel: decorative, text sits on plain navy.
      backgroundImage: 'radial-gradient(ellipse at 100% 0%, rgb(254 194 86 / 0.20), transparent 55%)',
    },
    heroInner: { maxW: '6xl', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '3' },
    eyebrow: {
      textStyle: 'sm',
      fontWeight: 'semibold',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: 'accent.default',
    },
    title: {
      textStyle: { base: '3xl', md: '4xl' },
      fontFamily: 'heading',
      fontWeight: 'bold',
      textWrap: 'balance',
    },
    intro: { textStyle: { base: 'md', md: 'lg' }, color: 'fg.invertedMuted', maxW: '2xl' },
    meta: { textStyle: 'sm', color: 'fg.invertedMuted' },
    body: {
      flex: '1',
      // The max width is the text's, padding outside it, so the text lines up with the title band.
      boxSizing: 'content-box',
      maxW: '6xl',
      mx: 'auto',
      px: gutter,
      py: { base: '8', md: '12' },
      display: 'grid',
      gap: { base: '8', lg: '12' },
      alignItems: 'start',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
    },
    toc: {
      position: { lg: 'sticky' },
      top: { lg: '6' },
      p: { base: '5', lg: '0' },
      bg: { base: 'bg.default', lg: 'transparent' },
      borderWidth: { base: '1px', lg: '0' },
      borderColor: 'border.default',
      borderRadius: 'l3',
      '& ol': { display: 'flex', flexDirection: 'column', gap: '2.5', mt: '3' },
      '& a': {
        textStyle: 'sm',
        color: 'fg.muted',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        textDecorationColor: 'border.control',
        borderRadius: 'xs',
        _hover: { color: 'fg.default', textDecorationColor: 'currentColor' },
      },
    },
    tocTitle: {
      textStyle: 'xs',
      fontWeight: 'semibold',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: 'fg.muted',
    },
    main: { minW: '0', gridColumn: { lg: '2' } },
    footer: {
      px: gutter,
      pt: '10',
      pb: '8',
      bg: 'bg.default',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
    footerInner: {
      maxW: '6xl',
      mx: 'auto',
      display: 'grid',
      gap: '8',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
    },
    footerNav: {
      '& ul': { display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '3' },
      '& a': {
        textStyle: 'sm',
        color: 'fg.muted',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        borderRadius: 'xs',
        _hover: { color: 'fg.default' },
        '&[aria-current=page]': { color: 'fg.default', fontWeight: 'semibold' },
      },
    },
    contact: { display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm', color: 'fg.muted' },
    legal: {
      maxW: '6xl',
      mx: 'auto',
      mt: '8',
      pt: '6',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      textStyle: 'xs',
      color: 'fg.muted',
    },
  },
  variants: {
    /** Pages without a table of contents (support, FAQ) use one centred column. */
    toc: {
      false: {
        // The title lines up with the single column of text below it.
        heroInner: { maxW: '4xl' },
        body: { gridTemplateColumns: 'minmax(0, 1fr)', maxW: '4xl' },
        main: { gridColumn: 'auto' },
      },
      true: {},
    },
  },
  defaultVariants: { toc: true },
});
