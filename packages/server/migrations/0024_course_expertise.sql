-- The ILT course wizard's expertise step (issue 9; 002 section 2): a course's level as a content's (0006):
-- 1 basic, 2 intermediate, 3 advanced, or null when not set. Depends on 0006 (course).
ALTER TABLE course
  ADD COLUMN expertise smallint CHECK (expertise BETWEEN 1 AND 3);
