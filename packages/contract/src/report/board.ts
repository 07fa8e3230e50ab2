/** Report board calls (/api/report/v1/...): request and response schemas. */
export {};
