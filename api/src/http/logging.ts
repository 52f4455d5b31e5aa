import { stdSerializers } from 'pino';

/**
 * Logs never hold secrets: passwords, hashes and tokens wherever a log line carries them, and no statement
 * parameters or row details of a failed query (PGlite attaches `params`; PostgreSQL's `detail` quotes the row:
 * "Failing row contains (…, ana@aula.test, +51 987654321, scrypt$…)").
 */
export const logOptions = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'password',
      'passwordHash',
      'password_hash',
      'token',
      '*.password',
      '*.passwordHash',
      '*.password_hash',
      '*.token',
    ],
    censor: '[oculto]',
  },
  serializers: {
    err(error: Error) {
      const { params, parameters, queryOptions, detail, ...rest } = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> &
        Record<string, unknown>;
      return rest;
    },
  },
};
