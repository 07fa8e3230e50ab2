/** Report answers calls (/api/report/v1/...): request and response schemas. */
export {};
