import { accordion } from './accordion.ts';
import { alert } from './alert.ts';
import { badge } from './badge.ts';
import { button } from './button.ts';
import { card } from './card.ts';
import { checkbox } from './checkbox.ts';
import { customerShell } from './customer-shell.ts';
import { dialog } from './dialog.ts';
import { drawer } from './drawer.ts';
import { emptyState } from './empty-state.ts';
import { field } from './field.ts';
import { input } from './input.ts';
import { link } from './link.ts';
import { nativeSelect } from './native-select.ts';
import { passwordInput } from './password-input.ts';
import { prose } from './prose.ts';
import { spinner } from './spinner.ts';
import { staticPage } from './static-page.ts';
import { titleBar } from './title-bar.ts';
import { toast } from './toast.ts';
import { wordmark } from './wordmark.ts';

/** Config recipes: Panda generates them into `#styled-system/recipes` with typed variant props. */
export const recipes = { badge, button, input, link, prose };

/** Slot recipes, keyed by Ark anatomy (or an anatomy built the same way in `anatomy.ts`). */
export const slotRecipes = {
  accordion,
  alert,
  card,
  checkbox,
  customerShell,
  dialog,
  drawer,
  emptyState,
  field,
  nativeSelect,
  passwordInput,
  spinner,
  staticPage,
  titleBar,
  toast,
  wordmark,
};
