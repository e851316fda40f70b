/**
 * The icons the design system uses, in one place. Deep imports on purpose: the lucide-react barrel
 * makes every bundler parse all ~2,400 icon modules (about 4 s of each Storybook build here), and one
 * list makes the icon set easy to audit or swap. Icons are decorative unless given a label: render
 * them with aria-hidden="true" next to text that says the same.
 */
export { default as CalendarIcon } from 'lucide-react/icons/calendar';
export { default as CheckIcon } from 'lucide-react/icons/check';
export { default as CheckCheckIcon } from 'lucide-react/icons/check-check';
export { default as ChevronDownIcon } from 'lucide-react/icons/chevron-down';
export { default as CircleAlertIcon } from 'lucide-react/icons/circle-alert';
export { default as CircleCheckIcon } from 'lucide-react/icons/circle-check';
export { default as CircleXIcon } from 'lucide-react/icons/circle-x';
export { default as ClockIcon } from 'lucide-react/icons/clock';
export { default as CreditCardIcon } from 'lucide-react/icons/credit-card';
export { default as ExternalLinkIcon } from 'lucide-react/icons/external-link';
export { default as EyeIcon } from 'lucide-react/icons/eye';
export { default as EyeOffIcon } from 'lucide-react/icons/eye-off';
export { default as HeartPulseIcon } from 'lucide-react/icons/heart-pulse';
export { default as HourglassIcon } from 'lucide-react/icons/hourglass';
export { default as HouseIcon } from 'lucide-react/icons/house';
export { default as ImagePlusIcon } from 'lucide-react/icons/image-plus';
export { default as InfoIcon } from 'lucide-react/icons/info';
export { default as KeyRoundIcon } from 'lucide-react/icons/key-round';
export { default as LockIcon } from 'lucide-react/icons/lock';
export { default as LogOutIcon } from 'lucide-react/icons/log-out';
export { default as MailIcon } from 'lucide-react/icons/mail';
export { default as MapPinIcon } from 'lucide-react/icons/map-pin';
export { default as MenuIcon } from 'lucide-react/icons/menu';
export { default as MessageCircleIcon } from 'lucide-react/icons/message-circle';
export { default as MoonStarIcon } from 'lucide-react/icons/moon-star';
export { default as PackageIcon } from 'lucide-react/icons/package';
export { default as PackageOpenIcon } from 'lucide-react/icons/package-open';
export { default as PauseIcon } from 'lucide-react/icons/pause';
export { default as PencilIcon } from 'lucide-react/icons/pencil';
export { default as PhoneIcon } from 'lucide-react/icons/phone';
export { default as PillIcon } from 'lucide-react/icons/pill';
export { default as PillBottleIcon } from 'lucide-react/icons/pill-bottle';
export { default as PlayIcon } from 'lucide-react/icons/play';
export { default as ReceiptIcon } from 'lucide-react/icons/receipt';
export { default as RefreshCwIcon } from 'lucide-react/icons/refresh-cw';
export { default as RepeatIcon } from 'lucide-react/icons/repeat';
export { default as RotateCcwIcon } from 'lucide-react/icons/rotate-ccw';
export { default as SendHorizontalIcon } from 'lucide-react/icons/send-horizontal';
export { default as ShieldCheckIcon } from 'lucide-react/icons/shield-check';
export { default as ShipWheelIcon } from 'lucide-react/icons/ship-wheel';
export { default as ShoppingBagIcon } from 'lucide-react/icons/shopping-bag';
export { default as SkipForwardIcon } from 'lucide-react/icons/skip-forward';
export { default as StarIcon } from 'lucide-react/icons/star';
export { default as StethoscopeIcon } from 'lucide-react/icons/stethoscope';
export { default as SwordIcon } from 'lucide-react/icons/sword';
export { default as Trash2Icon } from 'lucide-react/icons/trash-2';
export { default as TriangleAlertIcon } from 'lucide-react/icons/triangle-alert';
export { default as TruckIcon } from 'lucide-react/icons/truck';
export { default as UserRoundIcon } from 'lucide-react/icons/user-round';
export { default as XIcon } from 'lucide-react/icons/x';
export { VikingHelmetIcon, type VikingHelmetIconProps } from './viking-helmet.tsx';
