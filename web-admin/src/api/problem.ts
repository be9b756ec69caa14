/** An RFC 9457 problem as the platform answers it; `rows` on an import refused row by row. */
export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail: string;
  code: string;
  field?: string;
  instance?: string;
  rows?: { line: number; code: string; field?: string; detail: string }[];
}

/** A refusal from the platform: the problem it sent, to be shown next to the field at fault. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }

  /** The request field at fault, top-level ("pairingParameters" for "pairingParameters.bar"). */
  get field(): string | undefined {
    return this.problem.field?.split('.')[0];
  }
}

/** The platform could not be reached: nothing was decided, and the same request may be sent again. */
export class Offline extends Error {
  constructor() {
    super('offline');
  }
}

/** A non-JSON error body (a proxy's page, say) made into a problem the console can show. */
export function problemOf(status: number, body: unknown, fallback: string): Problem {
  if (body && typeof body === 'object' && 'detail' in body && 'code' in body) {
    return body as Problem;
  }
  return { status, code: `http-${status}`, detail: fallback };
}
