-- Ranks at scale (issue 4, P3): a user's rank is one more than the number of active learners above them, and
-- rank_out_of the number of active learners. These partial indexes let both counts be index-only scans
-- instead of reading every app_user row; the predicates must stay word for word those of
-- `rankedLearner` and `unrankedUser` in src/repositories/learner-scores.ts so the planner can use them.
CREATE INDEX app_user_ranked_learner_idx ON app_user (id) WHERE roles @> ARRAY[1] AND NOT is_disabled;
CREATE INDEX app_user_unranked_idx ON app_user (id) WHERE is_disabled OR NOT roles @> ARRAY[1];
