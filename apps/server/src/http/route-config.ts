declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no request signature (public respondent calls, docs, signed file links). */
    signed?: boolean;
    /** false: no bearer token needed (login, registration, password reset). */
    authenticated?: boolean;
  }
}

export {};
