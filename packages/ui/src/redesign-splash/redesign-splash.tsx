import { useState } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog';

export type RedesignSplashProps = {
  /** Whether to show it: the redesign splash is enabled and the user's show_redesign_splash preference is on. */
  open: boolean;
  /** Called when the learner closes the splash; `isPermanent` when 'Don't show this again' was ticked, so the
   * caller saves the preference (PUT /user/pref). */
  onDismiss: (choice: { isPermanent: boolean }) => void;
  /** Override the introduction's heading. */
  title?: string;
  /** Override the introduction's text. */
  description?: string;
};

/**
 * The one-time splash introducing the redesign; it can be dismissed permanently and the choice is saved as
 * a user preference (000 section 2).
 */
export function RedesignSplash({
  open,
  onDismiss,
  title = 'Welcome to the new Segno',
  description = 'Segno has a fresh look. Your learning, progress, medals and badges are all where you left them; the help tour in the header shows you around.',
}: RedesignSplashProps) {
  const [isPermanent, setIsPermanent] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss({ isPermanent })}>
      <DialogContent data-slot="redesign-splash" size="md">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <Checkbox label="Don't show this again" checked={isPermanent} onCheckedChange={setIsPermanent} />
        <DialogFooter>
          <Button onClick={() => onDismiss({ isPermanent })}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
