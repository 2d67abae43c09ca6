/**
 * Where a feedback was sent from (000, section 5: browser, os, referrer and page URL go with it). Kept simple:
 * the user agent stands for the browser and the platform for the operating system.
 */
export function clientDetails() {
  return {
    browser: navigator.userAgent,
    os: navigator.platform,
    referrer: document.referrer,
    pageUrl: window.location.href,
  };
}
