-- Ranks without a count per request (issue 11, "Server load"): a learner's rank is one more than the number of
-- ranked learners with a higher score on the board, and counting the ranked running totals above a mid-table
-- score read about 50,000 index entries per stats answer, twice per leaderboard page. These tables hold how many
-- ranked running totals (is_ranked, 0007) hold each score, one row per score held: ranked_score_count for the
-- global board (learner_score), segment_ranked_score_count per segment (segment_score). The count above a score
-- is then the sum of the rows above it: a few hundred rows at company scale (scores are few next to learners).
-- Ranked learners without a running total have 0 points: they are ranked_learner_count (0005) less the sum of
-- ranked_score_count.
--
-- Kept exact by statement-level triggers on the running totals, in the same transaction as every change to them:
-- a ledger row moving a total (insert or update), a learner's ranked-ness changing (0007's trigger updates
-- is_ranked when a user is disabled, enabled, or gains or loses role 1), totals deleted with their user or
-- segment, a table truncated. Each statement's changes are netted per score and applied in score order. A
-- transaction that writes points moves one learner's totals once (a completion, or its points taken back:
-- learner_score, then segment_score), so concurrent ones lock the count rows they share in one order and never
-- deadlock; they wait for each other only when their learners leave or reach the same score. One statement that
-- changes the ranked-ness of several users at once (0007's row trigger, user by user) could deadlock with a
-- completion: PostgreSQL then cancels one of them.
CREATE TABLE ranked_score_count (
  score integer PRIMARY KEY,
  learners integer NOT NULL
);
INSERT INTO ranked_score_count (score, learners)
  SELECT score, count(*) FROM learner_score WHERE is_ranked GROUP BY score;

-- Adds each score's change (rows arriving less rows leaving) and drops the scores nobody holds any more.
CREATE FUNCTION ranked_score_count_move(moved_scores integer[], moved_learners integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO ranked_score_count AS counted (score, learners)
    SELECT moved.score, moved.learners FROM unnest(moved_scores, moved_learners) AS moved (score, learners)
    ORDER BY moved.score
  ON CONFLICT (score) DO UPDATE SET learners = counted.learners + excluded.learners;
  DELETE FROM ranked_score_count WHERE score = ANY (moved_scores) AND learners = 0;
$$;

CREATE FUNCTION ranked_score_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_scores integer[];
  moved_learners integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM ranked_score_count;
    RETURN NULL;
  END IF;
  -- One row per ranked total that arrived at a score (+1) or left it (-1), netted per score.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(score), array_agg(learners) INTO moved_scores, moved_learners
      FROM (SELECT score, count(*)::int AS learners FROM changed_new WHERE is_ranked GROUP BY score) moved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(score), array_agg(learners) INTO moved_scores, moved_learners
      FROM (SELECT score, -count(*)::int AS learners FROM changed_old WHERE is_ranked GROUP BY score) moved;
  ELSE
    SELECT array_agg(score), array_agg(learners) INTO moved_scores, moved_learners
      FROM (
        SELECT score, sum(change)::int AS learners
        FROM (
          SELECT score, 1 AS change FROM changed_new WHERE is_ranked
          UNION ALL
          SELECT score, -1 FROM changed_old WHERE is_ranked
        ) changes
        GROUP BY score
        HAVING sum(change) <> 0
      ) moved;
  END IF;
  -- Most statements move nothing ranked (an unranked user's points): no write, so no lock.
  IF moved_scores IS NOT NULL THEN
    PERFORM ranked_score_count_move(moved_scores, moved_learners);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ranked_score_count_insert AFTER INSERT ON learner_score
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_score_count_follow();
CREATE TRIGGER ranked_score_count_update AFTER UPDATE ON learner_score
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_score_count_follow();
CREATE TRIGGER ranked_score_count_delete AFTER DELETE ON learner_score
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_score_count_follow();
CREATE TRIGGER ranked_score_count_truncate AFTER TRUNCATE ON learner_score
  FOR EACH STATEMENT EXECUTE FUNCTION ranked_score_count_follow();

-- The same per segment.
CREATE TABLE segment_ranked_score_count (
  segment_id integer NOT NULL,
  score integer NOT NULL,
  learners integer NOT NULL,
  PRIMARY KEY (segment_id, score)
);
INSERT INTO segment_ranked_score_count (segment_id, score, learners)
  SELECT segment_id, score, count(*) FROM segment_score WHERE is_ranked GROUP BY segment_id, score;

CREATE FUNCTION segment_ranked_score_count_move(moved_segments integer[], moved_scores integer[],
  moved_learners integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO segment_ranked_score_count AS counted (segment_id, score, learners)
    SELECT moved.segment_id, moved.score, moved.learners
    FROM unnest(moved_segments, moved_scores, moved_learners) AS moved (segment_id, score, learners)
    ORDER BY moved.segment_id, moved.score
  ON CONFLICT (segment_id, score) DO UPDATE SET learners = counted.learners + excluded.learners;
  DELETE FROM segment_ranked_score_count counted
    USING unnest(moved_segments, moved_scores) AS moved (segment_id, score)
    WHERE counted.segment_id = moved.segment_id AND counted.score = moved.score AND counted.learners = 0;
$$;

CREATE FUNCTION segment_ranked_score_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_segments integer[];
  moved_scores integer[];
  moved_learners integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM segment_ranked_score_count;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(segment_id), array_agg(score), array_agg(learners)
      INTO moved_segments, moved_scores, moved_learners
      FROM (SELECT segment_id, score, count(*)::int AS learners FROM changed_new WHERE is_ranked
        GROUP BY segment_id, score) moved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(segment_id), array_agg(score), array_agg(learners)
      INTO moved_segments, moved_scores, moved_learners
      FROM (SELECT segment_id, score, -count(*)::int AS learners FROM changed_old WHERE is_ranked
        GROUP BY segment_id, score) moved;
  ELSE
    SELECT array_agg(segment_id), array_agg(score), array_agg(learners)
      INTO moved_segments, moved_scores, moved_learners
      FROM (
        SELECT segment_id, score, sum(change)::int AS learners
        FROM (
          SELECT segment_id, score, 1 AS change FROM changed_new WHERE is_ranked
          UNION ALL
          SELECT segment_id, score, -1 FROM changed_old WHERE is_ranked
        ) changes
        GROUP BY segment_id, score
        HAVING sum(change) <> 0
      ) moved;
  END IF;
  IF moved_scores IS NOT NULL THEN
    PERFORM segment_ranked_score_count_move(moved_segments, moved_scores, moved_learners);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER segment_ranked_score_count_insert AFTER INSERT ON segment_score
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION segment_ranked_score_count_follow();
CREATE TRIGGER segment_ranked_score_count_update AFTER UPDATE ON segment_score
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION segment_ranked_score_count_follow();
CREATE TRIGGER segment_ranked_score_count_delete AFTER DELETE ON segment_score
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION segment_ranked_score_count_follow();
CREATE TRIGGER segment_ranked_score_count_truncate AFTER TRUNCATE ON segment_score
  FOR EACH STATEMENT EXECUTE FUNCTION segment_ranked_score_count_follow();
