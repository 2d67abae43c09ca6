-- Export jobs' lease (issue 11, "Faults"): the server writing a job touches heartbeat_at when the job turns running
-- and with every page. A queued or running job untouched for longer than the lease (the domain's
-- exportLimits.jobLeaseSeconds, counted from created_at while it was never touched) lost its server to a crash or
-- a lost database: any server fails it, and deletes its file's parts. Only a dead job is failed, so servers sharing
-- one database never fail each other's live jobs.
ALTER TABLE export_job ADD COLUMN heartbeat_at timestamptz;
-- The sweep at start and on a poll reads only the unfinished jobs, few among the kept ones.
CREATE INDEX export_job_unfinished_idx ON export_job ((coalesce(heartbeat_at, created_at)))
  WHERE status IN ('queued', 'running');
