-- Leaderboard speed, step two (issue 4, "Speed"): each running total says whether its learner is ranked (an
-- enabled user with the learner role), so a rank is one index-only count over a partial index of ranked
-- scores, with nothing to subtract for users who are not ranked. The flag is kept by triggers: set from
-- app_user when a running total is first written, and followed when a user's roles or is_disabled change.
-- The predicate must stay word for word that of `isRankedLearner` in src/repositories/learner-scores.ts.
ALTER TABLE learner_score ADD COLUMN is_ranked boolean NOT NULL DEFAULT false;
ALTER TABLE segment_score ADD COLUMN is_ranked boolean NOT NULL DEFAULT false;

UPDATE learner_score SET is_ranked = true
  FROM app_user WHERE app_user.id = learner_score.user_id AND app_user.roles @> ARRAY[1] AND NOT app_user.is_disabled;
UPDATE segment_score SET is_ranked = true
  FROM app_user WHERE app_user.id = segment_score.user_id AND app_user.roles @> ARRAY[1] AND NOT app_user.is_disabled;

-- Ranks no longer subtract the unranked users, so their index (0004) has no reader left.
DROP INDEX app_user_unranked_idx;

CREATE INDEX learner_score_ranked_idx ON learner_score (score DESC, user_id) WHERE is_ranked;
CREATE INDEX segment_score_ranked_idx ON segment_score (segment_id, score DESC, user_id) WHERE is_ranked;

CREATE FUNCTION score_is_ranked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_ranked := coalesce(
    (SELECT roles @> ARRAY[1] AND NOT is_disabled FROM app_user WHERE id = NEW.user_id), false);
  RETURN NEW;
END $$;

CREATE TRIGGER learner_score_is_ranked BEFORE INSERT ON learner_score
  FOR EACH ROW EXECUTE FUNCTION score_is_ranked();
CREATE TRIGGER segment_score_is_ranked BEFORE INSERT ON segment_score
  FOR EACH ROW EXECUTE FUNCTION score_is_ranked();

CREATE FUNCTION score_is_ranked_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ranked boolean := NEW.roles @> ARRAY[1] AND NOT NEW.is_disabled;
BEGIN
  IF ranked IS DISTINCT FROM (OLD.roles @> ARRAY[1] AND NOT OLD.is_disabled) THEN
    UPDATE learner_score SET is_ranked = ranked WHERE user_id = NEW.id;
    UPDATE segment_score SET is_ranked = ranked WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER app_user_score_is_ranked AFTER UPDATE OF roles, is_disabled ON app_user
  FOR EACH ROW EXECUTE FUNCTION score_is_ranked_follow();
