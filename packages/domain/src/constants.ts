/** Business constants and limits of spec section 9. */
export const CLICK_REGISTRATION_ATTEMPTS = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_DRAG_DISMISS_PERCENT = 80;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const RESIZE_DEBOUNCE_MS = 200;
export const MENU_WIDTH_PX = 270;
export const CART_DRAWER_WIDTH_PX = 700;
/** Under this viewport width the cart drawer takes the full width. */
export const CART_DRAWER_FULL_WIDTH_BELOW_PX = 920;
export const AGE_MIN = 19;
export const AGE_MAX = 99;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const CARD_NUMBER_MAX_DIGITS = 16;
export const CARD_EXPIRY_MAX_LENGTH = 5;
export const ZIP_LENGTH = 5;
export const LOCAL_PERSIST_TIMEOUT_MS = 5000;
export const ERROR_REPORTER_HISTORY = 20;
export const ERROR_REPORTER_OFFLINE_QUEUE = 100;
export const ERROR_NOTICE_MAX_CHARACTERS = 64000;
export const ERROR_REPORTER_TIMEOUT_MS = 10_000;
export const ERROR_REPORTER_REMOTE_CONFIG_INTERVAL_MS = 10 * 60 * 1000;
/** Keys whose values the error reporter never sends. */
export const ERROR_REPORTER_FILTERED_KEYS = [/password/i, /secret/i] as const;
export const DEFAULT_COOKIE_PATH = '/';
/** Key prefix of everything the shop keeps in local storage. */
export const STORAGE_PREFIX = 'helmsman:';
