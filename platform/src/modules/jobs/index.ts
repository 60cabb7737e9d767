/**
 * The periodic runs' face (platform/src/modules/README.md): createJobsService (deps.ts builds the
 * one of a process; Deps carries it as `jobs`), the routes registrar, the calendar helpers of
 * jobs that settle by day or month, and the types a module needs to define a job.
 */
export { createJobsService, JobLeaseLostError, processOwner, type JobsDeps } from './service';
export { dayOf, dayRange, endedDays, isDay, isMonth, monthOf, monthRange } from './periods';
export { jobLimits, type JobContext, type JobDefinition, type JobOutcome, type JobRun, type JobSummary, type PeriodicJobs } from './schema';
export { jobsRoutes } from './routes';
