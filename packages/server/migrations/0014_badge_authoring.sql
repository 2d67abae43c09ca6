-- Badge authoring (issue 8; 001 sections 3 and 5): a badge has the segment's basic info (short name,
-- description, image) and is kept apart by when it was made and last changed (manage list, newest first).
-- Depends on 0001 and 0002 (badge, medal_id) and 0012 (change_log).
ALTER TABLE badge
  ADD COLUMN short_name text NOT NULL DEFAULT '',
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN image_file text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE badge SET short_name = left(name, 20);
