import { alert } from './alert.ts';
import { badge } from './badge.ts';
import { button } from './button.ts';
import { card } from './card.ts';
import { customerShell } from './customer-shell.ts';
import { emptyState } from './empty-state.ts';
import { field } from './field.ts';
import { input } from './input.ts';
import { link } from './link.ts';
import { passwordInput } from './password-input.ts';
import { spinner } from './spinner.ts';
import { titleBar } from './title-bar.ts';
import { wordmark } from './wordmark.ts';

/** Config recipes: Panda generates them into `#styled-system/recipes` with typed variant props. */
export const recipes = { badge, button, input, link };

/** Slot recipes, keyed by Ark anatomy (or an anatomy built the same way in `anatomy.ts`). */
export const slotRecipes = { alert, card, customerShell, emptyState, field, passwordInput, spinner, titleBar, wordmark };
