/**
 * The icons the design system uses, in one place. Deep imports on purpose: the lucide-react barrel
 * makes every bundler parse all ~2,400 icon modules (about 4 s of each Storybook build here), and one
 * list makes the icon set easy to audit or swap. Icons are decorative unless given a label: render
 * them with aria-hidden="true" next to text that says the same.
 */
export { default as CircleAlertIcon } from 'lucide-react/icons/circle-alert';
export { default as CircleCheckIcon } from 'lucide-react/icons/circle-check';
export { default as CircleXIcon } from 'lucide-react/icons/circle-x';
export { default as ExternalLinkIcon } from 'lucide-react/icons/external-link';
export { default as EyeIcon } from 'lucide-react/icons/eye';
export { default as EyeOffIcon } from 'lucide-react/icons/eye-off';
export { default as InfoIcon } from 'lucide-react/icons/info';
export { default as LockIcon } from 'lucide-react/icons/lock';
export { default as PackageOpenIcon } from 'lucide-react/icons/package-open';
export { default as PillIcon } from 'lucide-react/icons/pill';
export { default as RefreshCwIcon } from 'lucide-react/icons/refresh-cw';
export { default as ShipWheelIcon } from 'lucide-react/icons/ship-wheel';
export { default as TriangleAlertIcon } from 'lucide-react/icons/triangle-alert';
