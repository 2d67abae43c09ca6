import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { lazyWidget } from './lazy-widget';

// Most visits do not show it: its code is fetched only to show it (issue 11).
const RedesignSplash = lazyWidget(
  'The redesign splash',
  async () => (await import('@segno/ui/redesign-splash')).RedesignSplash,
);

export type RedesignSplashOnceProps = {
  /** The site shows the splash at all (definition.redesign_splash_enabled). */
  isEnabled: boolean;
  /** The user has not dismissed it for good (user_prefs.show_redesign_splash). */
  isWanted: boolean;
};

/**
 * The redesign splash, opened on entering the dashboard (000, section 2). 'Don't show this again' saves the
 * preference (PUT /user/pref); without the tick it closes for this visit only.
 */
export function RedesignSplashOnce({ isEnabled, isWanted }: RedesignSplashOnceProps) {
  const api = useApi();
  const revalidator = useRevalidator();
  const [isOpen, setIsOpen] = useState(isEnabled && isWanted);

  async function dismiss({ isPermanent }: { isPermanent: boolean }) {
    setIsOpen(false);
    if (!isPermanent) return;
    try {
      await api.saveUserPrefs({ show_redesign_splash: false });
      await revalidator.revalidate();
    } catch (error) {
      // The splash is closed for this visit either way; it may show again next time.
      console.warn('Saving the redesign splash preference failed.', error);
    }
  }

  if (!isOpen) return null;
  return <RedesignSplash open onDismiss={dismiss} onLoadFailed={() => setIsOpen(false)} />;
}
