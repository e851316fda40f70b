import { MENU_WIDTH_PX } from '@helmsman/domain';
import { defineSlotRecipe } from '@pandacss/dev';
import { customerShellAnatomy } from './anatomy.ts';
import { focusRing, focusRingAt } from './focus-ring.ts';
import { roundIconButton, roundIconButtonSkin } from './overlay.ts';

const menuWidth = `${MENU_WIDTH_PX}px`;

/**
 * The customer area's frame: a 270px menu on the left (spec section 2) or, on small screens, a top
 * bar whose hamburger opens the same menu as a slide-over (the Drawer recipe, size 'menu'). Which
 * one renders is decided in JS (useMediaBreakpoint) and passed as the `layout` variant.
 */
export const customerShell = defineSlotRecipe({
  className: 'customer-shell',
  slots: customerShellAnatomy.keys(),
  base: {
    root: { minH: '100dvh', bg: 'bg.canvas', color: 'fg.default' },
    skipLink: {
      position: 'absolute',
      top: '3',
      left: '3',
      zIndex: 'skipLink',
      px: '4',
      py: '2.5',
      bg: 'bg.default',
      color: 'fg.default',
      fontWeight: 'semibold',
      borderRadius: 'l2',
      // Off screen until focused: the first Tab of every page reaches it (WCAG 2.4.1).
      translate: '0 calc(-100% - 3rem)',
      _focus: { translate: '0 0', boxShadow: 'raised' },
      _focusVisible: focusRing,
    },
    sidebar: {
      position: 'fixed',
      top: '0',
      bottom: '0',
      left: '0',
      zIndex: 'sticky',
      display: 'flex',
      flexDirection: 'column',
      width: menuWidth,
      bg: 'bg.default',
      borderRightWidth: '1px',
      borderColor: 'border.default',
      overflowY: 'auto',
    },
    brand: { display: 'flex', alignItems: 'center', px: '6', pt: '6', pb: '5' },
    topBar: {
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      h: '16',
      px: { base: '2', sm: '4' },
      bg: 'bg.default',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    menuButton: {
      ...roundIconButton,
      ...roundIconButtonSkin,
      cursor: 'pointer',
      '& svg': { w: '6', h: '6' },
    },
    topBarCart: {
      position: 'relative',
      ...roundIconButton,
      ml: 'auto',
      ...roundIconButtonSkin,
      '& svg': { w: '6', h: '6' },
      '& [data-part="nav-badge"]': { position: 'absolute', top: '0.5', right: '0', ml: '0' },
    },
    menu: { display: 'flex', flexDirection: 'column', flex: '1', minH: '0', gap: '5', pb: '5' },
    customer: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      mx: '4',
      px: '4',
      py: '3.5',
      bg: 'bg.subtle',
      borderRadius: 'l2',
      minW: '0',
    },
    customerName: { fontWeight: 'semibold', color: 'fg.default', overflowWrap: 'anywhere' },
    customerId: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    nav: { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', px: '3' },
    navList: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    navItem: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minH: '11',
      px: '3',
      borderRadius: 'l2',
      color: 'fg.muted',
      fontWeight: 'medium',
      textDecoration: 'none',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
      _focusVisible: focusRingAt('-2px'),
      // The current page: a tint of the accent and a bar in it, never gold text (it fails contrast).
      '&[aria-current=page]': {
        bg: 'accent.subtle',
        color: 'fg.default',
        fontWeight: 'semibold',
        boxShadow: 'inset 3px 0 0 token(colors.accent.emphasized)',
      },
    },
    navIcon: { display: 'inline-flex', flexShrink: '0', '& svg': { w: '5', h: '5' } },
    navLabel: { flex: '1', minW: '0' },
    navBadge: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      minW: '6',
      h: '6',
      px: '1.5',
      ml: 'auto',
      borderRadius: 'full',
      bg: 'accent.default',
      color: 'accent.fg',
      textStyle: 'xs',
      fontWeight: 'bold',
      fontVariantNumeric: 'tabular-nums',
    },
    // A graphic that carries meaning: danger.fg is 6.6:1 on white, past the 3:1 it needs.
    navAttention: {
      display: 'inline-flex',
      flexShrink: '0',
      ml: 'auto',
      color: 'danger.fg',
      '& svg': { w: '5', h: '5' },
    },
    navFooter: { mt: 'auto', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' },
    main: { display: 'block', minW: '0', outline: 'none' },
    status: { maxW: '4xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } },
  },
  variants: {
    layout: {
      /** Wide screens: the menu is a sidebar and the page starts after it. */
      sidebar: { main: { ml: menuWidth } },
      /** Small screens: a top bar with the hamburger; the menu is a slide-over. */
      compact: { menu: { pt: '5' } },
    },
  },
  defaultVariants: { layout: 'sidebar' },
});
