import { useSyncExternalStore } from 'react';
import {
  breakpoints,
  DeviceClass,
  deviceClassOf,
  heights,
  motionMs,
  pageBottomPadding,
  sideNavWidth,
  widths,
  zIndex,
} from '#shared/constants/layout.ts';

/**
 * The layout numbers of shared/constants/layout.ts as CSS custom properties on <html>, so the CSS
 * modules read the same values as the scripts (one source of truth, seeds 000 §9).
 */
export function layoutCustomProperties(): Record<string, string> {
  const px = (value: number) => `${value}px`;
  const ms = (value: number) => `${value}ms`;
  return {
    '--side-nav-collapsed': px(sideNavWidth.collapsedMobile),
    '--side-nav-closed-mobile': px(sideNavWidth.closedMobile),
    '--side-nav-min-open': px(sideNavWidth.minOpen),
    '--layout-max': px(widths.layoutMax),
    '--toast-max': px(widths.toastMax),
    '--account-dropdown': px(widths.accountDropdown),
    '--show-main-max': px(widths.showMainMax),
    '--show-aside-min': px(widths.showAsideMin),
    '--show-aside-max': px(widths.showAsideMax),
    '--currency-menu-max': px(heights.currencyMenuMax),
    '--menu-max-height': `${heights.menuMaxWindowRatio * 100}vh`,
    '--page-bottom-padding': px(pageBottomPadding),
    '--z-nav': String(zIndex.nav),
    '--z-overlay': String(zIndex.overlay),
    '--z-drawer': String(zIndex.drawer),
    '--z-modal': String(zIndex.modal),
    '--z-notification': String(zIndex.notification),
    '--motion-toast-slide': ms(motionMs.toastSlide),
    '--motion-menu': ms(motionMs.menuTransition),
    '--motion-dialog': ms(motionMs.dialog),
    '--motion-skeleton-fade': ms(motionMs.skeletonFade),
  };
}

const listeners = new Set<() => void>();
let device: DeviceClass = DeviceClass.Desktop;

function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

/**
 * Media queries cannot read custom properties, so the breakpoints reach CSS as attributes:
 * `data-device` (mobile, tablet, desktop) and `data-xs` (480 and below) on <html>.
 */
function updateDevice(): void {
  const width = viewportWidth();
  const root = document.documentElement;
  const next = deviceClassOf(width);
  root.dataset.device = next;
  root.toggleAttribute('data-xs', width <= breakpoints.xs);
  if (next !== device) {
    device = next;
    for (const listener of listeners) listener();
  }
}

let installed = false;

/** Sets the custom properties and starts following the viewport; main.tsx calls it once at start. */
export function installLayoutProperties(): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(layoutCustomProperties())) root.style.setProperty(name, value);
  updateDevice();
  if (installed) return;
  installed = true;
  // One listener per breakpoint edge instead of a resize handler: they fire only when a tier changes.
  for (const edge of [breakpoints.xs, breakpoints.mobile, breakpoints.tablet]) {
    window.matchMedia(`(max-width: ${edge}px)`).addEventListener('change', updateDevice);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device class of the viewport (seeds 000 §2.7), re-rendering when it changes. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, () => device);
}
