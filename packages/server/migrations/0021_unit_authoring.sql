-- Unit authoring (issue 9; 002 sections 3, 4 and 7): what the unit editor saves beyond the tree's structure.
-- The tree itself stays in unit_group, unit_group_parent and unit_content (0008), which the learner's unit view
-- reads. Depends on 0008.

-- The editor's list view of the unit (unit_list_data), kept as the editor sent it.
ALTER TABLE unit ADD COLUMN list_data jsonb NOT NULL DEFAULT '[]'::jsonb;

-- A group's layout fields on the admin canvas (where it sits), kept as the editor sent them; NULL: laid out
-- by depth.
ALTER TABLE unit_group ADD COLUMN layout jsonb;

-- The similar-name lookup and every save compare unit names without regard to case.
CREATE INDEX unit_lower_name_idx ON unit (lower(name));
