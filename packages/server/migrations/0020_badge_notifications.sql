-- The badge wizard's notifications step (issue 8; 001 section 2 names the step, not its fields): whether the
-- reward pop-up announces the badge to the learner who earns it, and a message shown with it there.
-- Depends on 0014 (badge authoring).
ALTER TABLE badge
  ADD COLUMN notify_on_earn boolean NOT NULL DEFAULT true,
  ADD COLUMN notification_text text NOT NULL DEFAULT '';
