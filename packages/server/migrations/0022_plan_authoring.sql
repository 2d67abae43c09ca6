-- Plan authoring (issue 9; 002 sections 3, 5 and 7): the plan fields the admin's basic-info step writes, and a
-- plan's tags and responsibilities. Depends on 0003 and 0008 (plan), 0011 (business_unit, responsibility),
-- 0013 (tag).

-- plan_image_url: the plan's picture (an upload address); plan_is_public: whether learners may find and
-- subscribe to it; business_unit_id: the business unit it belongs to, if any. updated_at: the last save.
ALTER TABLE plan
  ADD COLUMN plan_image_url text,
  ADD COLUMN plan_is_public boolean NOT NULL DEFAULT true,
  ADD COLUMN business_unit_id integer REFERENCES business_unit (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- The manage list searches names (ILIKE) and sorts by created date or name.
CREATE INDEX plan_created_at_idx ON plan (created_at DESC, id DESC);

CREATE TABLE plan_tag (
  plan_id integer NOT NULL REFERENCES plan (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
  PRIMARY KEY (plan_id, tag_id)
);
CREATE INDEX plan_tag_tag_idx ON plan_tag (tag_id);

-- A compliance plan's map-responsibilities step (PUT /plan/{id}/responsibility).
CREATE TABLE plan_responsibility (
  plan_id integer NOT NULL REFERENCES plan (id) ON DELETE CASCADE,
  responsibility_id integer NOT NULL REFERENCES responsibility (id) ON DELETE CASCADE,
  PRIMARY KEY (plan_id, responsibility_id)
);
CREATE INDEX plan_responsibility_responsibility_id_idx ON plan_responsibility (responsibility_id);
