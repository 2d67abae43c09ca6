/** Viewports stories can ask for with `globals: { viewport: { value: 'mobile' } }`; the test runner applies them. */
export const viewports = {
  narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  mobile: { name: 'Phone (375)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
