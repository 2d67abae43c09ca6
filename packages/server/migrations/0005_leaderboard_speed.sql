-- Leaderboard speed (issue 4, "Speed"): rank_out_of and a leaderboard's total are the number of active
-- learners. Counting them reads every one of them (about 100,000 index entries at company scale), on every
-- stats and leaderboard request; this table holds the number instead, kept exact in the same transaction as
-- every change to app_user by statement-level triggers. The predicate must stay word for word that of
-- `isRankedLearner` in src/repositories/learner-scores.ts.
CREATE TABLE ranked_learner_count (
  is_only_row boolean PRIMARY KEY DEFAULT true CHECK (is_only_row),
  learners integer NOT NULL
);
INSERT INTO ranked_learner_count (learners)
  SELECT count(*) FROM app_user WHERE roles @> ARRAY[1] AND NOT is_disabled;

CREATE FUNCTION ranked_learner_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
  counted integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE ranked_learner_count SET learners = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO counted FROM changed_new WHERE roles @> ARRAY[1] AND NOT is_disabled;
    change := change + counted;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) INTO counted FROM changed_old WHERE roles @> ARRAY[1] AND NOT is_disabled;
    change := change - counted;
  END IF;
  -- Most updates of a user (preferences, names) leave the count alone: no write, so no lock on the row.
  IF change <> 0 THEN
    UPDATE ranked_learner_count SET learners = learners + change;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ranked_learner_count_insert AFTER INSERT ON app_user
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_learner_count_follow();
CREATE TRIGGER ranked_learner_count_update AFTER UPDATE ON app_user
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_learner_count_follow();
CREATE TRIGGER ranked_learner_count_delete AFTER DELETE ON app_user
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_learner_count_follow();
CREATE TRIGGER ranked_learner_count_truncate AFTER TRUNCATE ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_learner_count_follow();
