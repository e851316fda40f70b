export * as Toast from './toast.tsx';
export { Toaster, type ToasterProps, type ToastType } from './toast.tsx';
export {
  type AppToaster,
  type AppToasterOptions,
  createAppToaster,
  customerAreaToaster,
  siteToaster,
  TOAST_MAX_VISIBLE,
  type ToastPlacement,
} from './toaster.ts';
