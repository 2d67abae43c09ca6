import { limits } from './limits';

/** 000, section 9: the mobile view applies when the width OR the height is 600 px or less. */
export function isMobileViewport(width: number, height: number): boolean {
  return width <= limits.mobileMaxPx || height <= limits.mobileMaxPx;
}

/** The same rule as a media query, so a browser can say when the answer may have changed. */
export const mobileMediaQuery = `(max-width: ${limits.mobileMaxPx}px), (max-height: ${limits.mobileMaxPx}px)`;

/** How many items a list preview shows before its expand toggle: 3 on mobile, 6 otherwise. */
export function listPreviewSize(isMobile: boolean): number {
  return isMobile ? limits.listPreviewMobile : limits.listPreviewDesktop;
}
