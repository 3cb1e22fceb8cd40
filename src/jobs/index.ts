/**
 * The jobs running now on every instance, and the one way to cancel any of
 * them (src/jobs/board.ts): the bots' Cancel buttons, whichever instance a
 * press reaches, and the owner's dashboard. This is the folder's one door.
 */
export { JobBoard, type JobBoardLogger, type JobBoardOptions } from './board.js';
export {
  type Canceller,
  type CancelOutcome,
  type JobKind,
  type JobStart,
  type JobSurface,
  jobIdSchema,
  type ListedJob,
  type Notice,
  newJobId,
  type RunningJobView,
} from './types.js';
