-- Responsibilities mapped to content, and checklist authoring (issue 8; 001 sections 2 and 7, 002 section
-- 5). Depends on 0006 (checklist), 0011 (responsibility) and 0012 (change_log).

-- A responsibility an admin creates (POST /responsibility) belongs to no business unit: business_unit_id is
-- now optional. The manager approval screens read responsibilities by business unit, so they never see these
-- until someone puts one in a unit. Their names are unique whatever the case; those in a unit keep 0011's rule.
ALTER TABLE responsibility ALTER COLUMN business_unit_id DROP NOT NULL;
CREATE UNIQUE INDEX responsibility_unitless_name_idx ON responsibility (lower(name))
  WHERE business_unit_id IS NULL;
CREATE INDEX responsibility_lower_name_idx ON responsibility (lower(name));

-- The compliance content's map-responsibilities step (PUT /content/{id}/responsibility). Plans get their own
-- link table with issue 9.
CREATE TABLE content_responsibility (
  content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
  responsibility_id integer NOT NULL REFERENCES responsibility (id) ON DELETE CASCADE,
  PRIMARY KEY (content_id, responsibility_id)
);
CREATE INDEX content_responsibility_responsibility_id_idx ON content_responsibility (responsibility_id);

-- Checklist changes write change log lines like every other authoring change.
ALTER TABLE change_log DROP CONSTRAINT change_log_object_type_check;
ALTER TABLE change_log ADD CONSTRAINT change_log_object_type_check
  CHECK (object_type IN ('segment', 'seglet', 'content', 'badge', 'plan', 'unit', 'course', 'checklist'));
