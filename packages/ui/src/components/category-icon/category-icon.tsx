import { type CategoryKind, categoryKind } from '@helmsman/domain';
import type { ComponentType, SVGProps } from 'react';
import { MoonStarIcon, PillBottleIcon, SwordIcon, VikingHelmetIcon } from '../../icons/index.ts';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** Spec section 2: ed → a sword, sleep → a moon and stars, hair → a viking helmet, any other → a pill bottle. */
const iconsByKind: Record<CategoryKind, IconComponent> = {
  ed: SwordIcon,
  sleep: MoonStarIcon,
  hair: VikingHelmetIcon,
  other: PillBottleIcon,
};

export interface CategoryIconProps {
  /** The product category as the API spells it ('ed', 'Sleep', 'hair', 'SKY GLP'…). */
  category: string | null | undefined;
  /**
   * Makes the icon an image with this name (e.g. the category, where nothing else says it).
   * Without it the icon is decorative, for use next to text that names the product.
   */
  label?: string;
  /** Pixels or any CSS length; 24 by default, or size it with `className`. */
  size?: number | string;
  className?: string;
}

/** The icon of a product category. */
export function CategoryIcon({ category, label, size, className }: CategoryIconProps) {
  const kind = categoryKind(category);
  const Icon = iconsByKind[kind];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Icon {...a11y} size={size} className={className} data-category-kind={kind} />;
}
