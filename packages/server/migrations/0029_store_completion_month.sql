-- Completions per store and calendar month (UTC) (issue 10): the "completion over time" chart of the overview, a
-- region, a district or a store reads at most a row per store and month instead of a row per learner and month
-- (about 1.2 million for the overview at 100,000 learners). A store's count is the sum of its learners' rows in
-- learner_completion_month (0025); its learners are the enabled learners (role 1; the predicate of
-- `isRankedLearner`, src/repositories/learner-scores.ts) whose location is the store's code. Kept equal to that
-- sum by triggers in the same transaction as every change it depends on:
-- - a learner's completions (learner_completion_month, itself kept from completion): the change is added to
--   the learner's store, the learner's row locked first, so a concurrent move waits or is waited for;
-- - a user moving store, being disabled or enabled, or gaining or losing role 1, or being deleted: the stores
--   left and joined are counted again;
-- - a store's code changing, a store added or deleted: that store is counted again.
-- A new user has no completions yet (completion.user_id references app_user), so an insert changes nothing.
CREATE TABLE store_completion_month (
  store_id integer NOT NULL,
  month date NOT NULL,
  completions integer NOT NULL,
  PRIMARY KEY (store_id, month)
);
-- The charts read a range of months for many stores: index-only by month.
CREATE INDEX store_completion_month_month_idx ON store_completion_month (month) INCLUDE (store_id, completions);

-- The stores' counts from their learners' rows, for some stores (all of them when `stores` is null).
CREATE FUNCTION store_completion_month_recount(stores integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM store_completion_month WHERE stores IS NULL OR store_id = ANY (stores);
  INSERT INTO store_completion_month (store_id, month, completions)
    SELECT s.id, cm.month, sum(cm.completions)
    FROM report_store s
    JOIN app_user u ON u.location = s.code AND u.roles @> ARRAY[1] AND NOT u.is_disabled
    JOIN learner_completion_month cm ON cm.user_id = u.id
    WHERE stores IS NULL OR s.id = ANY (stores)
    GROUP BY s.id, cm.month
    HAVING sum(cm.completions) <> 0;
$$;
SELECT store_completion_month_recount(NULL);

-- A learner's monthly completions changed: the difference goes to the learner's store.
CREATE FUNCTION store_completion_month_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM store_completion_month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM app_user u WHERE u.id IN (SELECT user_id FROM changed_old) FOR SHARE OF u;
    INSERT INTO store_completion_month AS counted (store_id, month, completions)
      SELECT s.id, changed.month, -sum(changed.completions)
      FROM changed_old changed
      JOIN app_user u ON u.id = changed.user_id AND u.roles @> ARRAY[1] AND NOT u.is_disabled
      JOIN report_store s ON s.code = u.location
      GROUP BY s.id, changed.month
    ON CONFLICT (store_id, month) DO UPDATE SET completions = counted.completions + excluded.completions;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM app_user u WHERE u.id IN (SELECT user_id FROM changed_new) FOR SHARE OF u;
    INSERT INTO store_completion_month AS counted (store_id, month, completions)
      SELECT s.id, changed.month, sum(changed.completions)
      FROM changed_new changed
      JOIN app_user u ON u.id = changed.user_id AND u.roles @> ARRAY[1] AND NOT u.is_disabled
      JOIN report_store s ON s.code = u.location
      GROUP BY s.id, changed.month
    ON CONFLICT (store_id, month) DO UPDATE SET completions = counted.completions + excluded.completions;
  ELSE
    PERFORM 1 FROM app_user u WHERE u.id IN (SELECT user_id FROM changed_new) FOR SHARE OF u;
    INSERT INTO store_completion_month AS counted (store_id, month, completions)
      SELECT s.id, changed.month, sum(changed.completions - before.completions)
      FROM changed_new changed
      JOIN changed_old before ON before.user_id = changed.user_id AND before.month = changed.month
      JOIN app_user u ON u.id = changed.user_id AND u.roles @> ARRAY[1] AND NOT u.is_disabled
      JOIN report_store s ON s.code = u.location
      GROUP BY s.id, changed.month
    ON CONFLICT (store_id, month) DO UPDATE SET completions = counted.completions + excluded.completions;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER store_completion_month_insert AFTER INSERT ON learner_completion_month
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_follow();
CREATE TRIGGER store_completion_month_update AFTER UPDATE ON learner_completion_month
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_follow();
CREATE TRIGGER store_completion_month_delete AFTER DELETE ON learner_completion_month
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_follow();
CREATE TRIGGER store_completion_month_truncate AFTER TRUNCATE ON learner_completion_month
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_follow();

-- Users moved, disabled, enabled, given or refused role 1, or deleted: their stores, before and after, again.
CREATE FUNCTION store_completion_month_placement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stores integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM store_completion_month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT s.id) INTO stores
      FROM changed_old u JOIN report_store s ON s.code = u.location
      WHERE u.roles @> ARRAY[1] AND NOT u.is_disabled;
  ELSE
    SELECT array_agg(DISTINCT s.id) INTO stores
      FROM changed_old before
      JOIN changed_new after ON after.id = before.id
      JOIN report_store s ON s.code IN (before.location, after.location)
      WHERE (before.location, before.roles @> ARRAY[1] AND NOT before.is_disabled)
        IS DISTINCT FROM (after.location, after.roles @> ARRAY[1] AND NOT after.is_disabled);
  END IF;
  IF stores IS NOT NULL THEN
    PERFORM store_completion_month_recount(stores);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER app_user_store_completion_update AFTER UPDATE ON app_user
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_placement();
CREATE TRIGGER app_user_store_completion_delete AFTER DELETE ON app_user
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_placement();
CREATE TRIGGER app_user_store_completion_truncate AFTER TRUNCATE ON app_user
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_placement();

-- Stores added, deleted or given another code: those stores again.
CREATE FUNCTION store_completion_month_store() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stores integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM store_completion_month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO stores FROM changed_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO stores FROM changed_old;
  ELSE
    SELECT array_agg(DISTINCT id) INTO stores FROM (
      SELECT before.id FROM changed_old before JOIN changed_new after ON after.id = before.id
        WHERE after.code IS DISTINCT FROM before.code
      UNION ALL
      -- An id that changed: the old and the new.
      SELECT id FROM changed_old WHERE id NOT IN (SELECT id FROM changed_new)
      UNION ALL
      SELECT id FROM changed_new WHERE id NOT IN (SELECT id FROM changed_old)
    ) changed;
  END IF;
  IF stores IS NOT NULL THEN
    PERFORM store_completion_month_recount(stores);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_store_completion_insert AFTER INSERT ON report_store
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_store();
CREATE TRIGGER report_store_completion_update AFTER UPDATE ON report_store
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_store();
CREATE TRIGGER report_store_completion_delete AFTER DELETE ON report_store
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_store();
CREATE TRIGGER report_store_completion_truncate AFTER TRUNCATE ON report_store
  FOR EACH STATEMENT EXECUTE FUNCTION store_completion_month_store();
