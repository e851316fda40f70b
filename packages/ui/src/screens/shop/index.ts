export { PRODUCT_IMAGE_PX, ProductCard, type ProductCardProps } from './product-card.tsx';
export { ProductGrid, type ProductGridProps } from './product-grid.tsx';
export { ProductScreen } from './product-screen.tsx';
export { ShopScreen } from './shop-screen.tsx';
export type {
  AddToCartRequest,
  AddToCartResult,
  OnAddToCart,
  ProductScreenProps,
  ShopScreenProps,
} from './types.ts';
