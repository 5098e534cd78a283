/** Layout constants of the web shell (seeds 000 §2.7 and §9, 001 §9), in CSS pixels unless named otherwise. */

/** Upper bounds of each width tier; the large tier sits 160 above desktop. */
export const breakpoints = {
  xs: 480,
  mobile: 767,
  tablet: 991,
  desktop: 1199,
  large: 1199 + 160,
} as const;

/** Device class of the viewport (seeds 000 §2.7). */
export const DeviceClass = {
  Mobile: 'mobile',
  Tablet: 'tablet',
  Desktop: 'desktop',
} as const;
export type DeviceClass = (typeof DeviceClass)[keyof typeof DeviceClass];

/** Up to 767 is mobile, up to 991 tablet, wider is desktop. */
export function deviceClassOf(width: number): DeviceClass {
  if (width <= breakpoints.mobile) return DeviceClass.Mobile;
  if (width <= breakpoints.tablet) return DeviceClass.Tablet;
  return DeviceClass.Desktop;
}

export const sideNavWidth = {
  /** Collapsed width on mobile; 0 when closed on mobile. */
  collapsedMobile: 60,
  closedMobile: 0,
  minOpen: 200,
} as const;

export const widths = {
  accountDropdown: 350,
  layoutMax: 1280,
  toastMax: 356,
  tooltipMax: 530,
  /** A show page's main column and its aside. */
  showMainMax: 752,
  showAsideMin: 350,
  showAsideMax: 450,
} as const;

export const heights = {
  currencyMenuMax: 300,
  dropdownMax: 200,
  /** Menus are at most this share of the window height. */
  menuMaxWindowRatio: 0.8,
} as const;

/** Scroll depth beyond which the navigation hides the currency banner. */
export const currencyBannerHideScrollY = 100;
export const pageBottomPadding = 100;

export const zIndex = {
  nav: 5,
  overlay: 10,
  drawer: 100,
  modal: 150,
  notification: 200,
} as const;

export const spacingUnit = 4;

export const buttonHeight = {
  large: 40,
  medium: 32,
  small: 24,
} as const;

export const borderRadius = 8;

export const fontFamily = 'Inter';

export const fontSize = {
  body: 16,
  smallBody: 14,
  legal: 12,
  h1: 40,
  h2: 32,
  h3: 24,
  h4: 16,
} as const;

/** The seeds give the ends of the icon scale only (xxxs to xxl); the steps between are the design system's. */
export const iconSize = {
  xxxs: 8,
  xxl: 132,
} as const;

export const textareaRows = { min: 1, max: 5 } as const;

/** Rows a list skeleton shows while loading. */
export const skeletonListRows = 10;

/** Animation timings in milliseconds. */
export const motionMs = {
  toastSlide: 300,
  dialog: 300,
  tooltipDelay: 300,
  menuTransition: 200,
  skeletonFade: 600,
} as const;
