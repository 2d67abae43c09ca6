-- A compliance plan's own contents (issue 6; 002 sections 4 and 9): a compliance plan has no units, so its
-- contents hang off the plan directly, in the order its list shows them. Its progress counts these rows
-- instead of the 0003 stand-in plan.content_total. Depends on 0001, 0003 and 0008.

-- position is the plan's order (0 first).
CREATE TABLE plan_content (
  plan_id integer NOT NULL REFERENCES plan (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (plan_id, content_id)
);
CREATE INDEX plan_content_plan_id_idx ON plan_content (plan_id, position);
CREATE INDEX plan_content_content_id_idx ON plan_content (content_id);
