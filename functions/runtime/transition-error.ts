import type { TransitionProblem } from '@domain/lifecycle';
import { HttpError } from './http';

/**
 * The API error for a status change the lifecycle refused (domain/lifecycle.ts checkTransition): its status, code and
 * English message, and the field problem under `problem.field` (`{ code: fieldCode, max? }`).
 * @returns the HttpError to throw
 */
export function transitionError(problem: TransitionProblem): HttpError {
  const fieldProblem = problem.fieldCode
    ? { code: problem.fieldCode, ...(problem.max === undefined ? {} : { max: problem.max }) }
    : undefined;
  return new HttpError(
    problem.status,
    problem.code,
    problem.message,
    problem.field && fieldProblem ? { [problem.field]: fieldProblem } : undefined,
  );
}
