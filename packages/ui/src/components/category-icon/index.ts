export { CategoryIcon, type CategoryIconProps } from './category-icon.tsx';
